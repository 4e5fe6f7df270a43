import javascript from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import typescript from 'typescript-eslint';

// Architecture boundaries (DESIGN.md D2) as lint rules: the browser never imports server code, and the
// letter engine imports neither the server nor the browser.
const serverImports = {
  group: ['**/server/**', '@cover-letter/server', '@cover-letter/server/*'],
  message: 'The browser and the letter engine never import server code.',
};
const webImports = {
  group: ['**/web/**', '@cover-letter/web', '@cover-letter/web/*'],
  message: 'Only the web app imports web code.',
};

export default typescript.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  javascript.configs.recommended,
  ...typescript.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Input cleaning matches control characters on purpose (NUL, escape codes in pasted resumes).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  {
    files: ['packages/letter/src/**/*.ts'],
    ignores: ['packages/letter/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            webImports,
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process'],
              message: 'The letter engine is pure: no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // The checker reads the raw texts its own way (packages/letter/README.md, "What the checker checks"): it never
    // uses the composer's reading of the facts or the composer, so it cannot merely agree with them.
    files: ['packages/letter/src/check/**/*.ts'],
    ignores: ['packages/letter/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            webImports,
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process'],
              message: 'The letter engine is pure: no I/O.',
            },
            {
              group: ['**/facts/**', '**/compose/**'],
              message: 'The checker is independent of the composer: it never imports src/facts/ or src/compose/.',
            },
            {
              group: ['../*.ts'],
              message:
                'The checker does not build on the old engine (src/*.ts); shared helpers live in src/text/ and src/vocabulary/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, webImports] }] },
  },
);
