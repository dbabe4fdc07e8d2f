// @ts-check
// The linter (`npm run lint`, run by .ci/run): ESLint's and typescript-eslint's recommended rules, without type
// information (fast), for the project's own code. Unused variables and imports are errors; explicit `any` is a
// warning, its count held by __tests__/any-count.test.ts (the ceiling in README's Contributing section).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Node's CommonJS globals, for the few plain .js files (jest.config.js, scripts/postbuild.js). */
const commonJsGlobals = Object.fromEntries(
  ['require', 'module', 'exports', '__dirname', '__filename', 'process', 'console'].map((name) => [name, 'readonly']),
);

export default tseslint.config(
  // Fixtures are client code written to be rewritten (and decoys), examples/ is a sample client, dist/ is built.
  { ignores: ['dist/', 'coverage/', '__testfixtures__/', 'examples/', 'bench/.corpus/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are deliberately unused (a rest-destructuring that drops a key, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Warned, not an error: the ratchet in __tests__/any-count.test.ts keeps the count from rising.
      '@typescript-eslint/no-explicit-any': 'warn',
      // require() inside functions is deliberate: modules loaded lazily keep the CLI's start-up and workers light.
      '@typescript-eslint/no-require-imports': 'off',
      // `cond && (x = y)` and `a ? f() : g()` as statements are the codebase's short form for a guarded step.
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: commonJsGlobals },
  },
);
