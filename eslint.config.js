import { readdirSync } from 'node:fs';
import javascript from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import typescript from 'typescript-eslint';
import { layerRules } from './scripts/eslint-layer-rule.js';

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

// The web app's layers (web/README.md, docs/decisions/0011-thin-dashboard.md): app composes features; features use
// components and lib; components use lib; lib uses none of them. A feature never imports another feature: what two
// features share lives in components/ or lib/, and the route passes data and callbacks between them.
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in web/src/app/routes instead.',
  })),
  {
    target: ['./web/src/features', './web/src/components', './web/src/lib'],
    from: './web/src/app',
    message: 'Only the app composes; nothing imports from web/src/app.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: './web/src/features',
    message: 'Shared components and lib never depend on a feature.',
  },
  { target: './web/src/lib', from: './web/src/components', message: 'lib is plumbing without React components.' },
];

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
    plugins: { 'react-hooks': reactHooks, layers: layerRules },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
      'layers/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayerZones }],
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
