import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const egressMessage = 'Call out through ctx.egress.fetch (docs/plugins.md, "Outbound calls").';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'build/**', '**/data/**', '**/.screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // tests read loosely typed JSON bodies
    files: ['**/test/**/*.ts', '**/*.test.ts', 'tools/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // the server calls out on a tenant's behalf only through the egress guard, ctx.egress (docs/security.md,
    // "Egress"): the guard is the one place that dials; a call that is the operator's says why where it is made
    files: ['core/src/**/*.ts', 'plugins/*/src/**/*.ts'],
    ignores: ['core/src/egress/**', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: egressMessage }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['undici', 'axios', 'got', 'node-fetch'].map((name) => ({ name, message: egressMessage })),
            ...['node:http', 'node:https', 'http', 'https'].map((name) => ({
              name,
              importNames: ['request', 'get', 'Agent'],
              message: egressMessage,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'modules/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
