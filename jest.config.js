/** Tests run on the TypeScript sources through ts-jest; CLI tests run the built command in dist/. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
  },
  testTimeout: 60000,
  // Both cores: jest takes one fewer than the cores when CI is set, one worker on these 2-core machines.
  maxWorkers: '100%',
  // Temporary folders made by the CLI tests are removed after each test (see the file).
  setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/temp-cleanup.ts'],
};
