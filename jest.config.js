/** Tests run on the TypeScript sources through ts-jest; CLI tests run the built command in dist/. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
  },
  testTimeout: 60000,
  // Temporary folders made by the CLI tests are removed after each test (see the file).
  setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/temp-cleanup.ts'],
};
