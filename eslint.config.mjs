// One lint config for the whole repository (ESLint flat config): typescript-eslint's recommended rules
// everywhere, the React hooks rules in the front ends, and two house rules: only config files read process.env,
// and workspaces import each other only along the lines ARCHITECTURE.md draws (scripts/lint/workspace-boundaries.mjs).
// Formatting is Prettier's job (npm run format), not ESLint's.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/lint/workspace-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '**/test-results/**', '**/playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: "Read env in the app's config file (STYLE.md)." },
      ],
    },
  },
  {
    // Remotes, shell, services, gateway and packages import each other only along the drawn lines, tests included.
    plugins: { house: boundaries },
    rules: { 'house/workspace-boundaries': 'error' },
  },
  {
    files: ['shell/src/**', 'mfe-*/src/**', 'packages/ui/src/**', 'packages/web-kit/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Browser code takes the contracts' types and constants from the zod-free entry: the schema entry
    // would put zod (about 25 KB gzip) into whichever chunk imports it.
    files: ['shell/**', 'mfe-*/**', 'packages/ui/**', 'packages/web-kit/**'],
    ignores: ['**/rspack.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@agency/contracts', '@agency/contracts/openapi', 'zod'].map((name) => ({
            name,
            message: "Browser code imports '@agency/contracts/browser' (types and constants, no zod).",
          })),
        },
      ],
    },
  },
  {
    // Where env is meant to be read: config files, build configs, scripts, test set-up, and OpenTelemetry's
    // start-up (it runs before any module of the app loads, so before any config.ts).
    files: [
      'packages/server-kit/src/telemetry.ts',
      '**/config.ts',
      '**/load-config.ts',
      '**/rspack.config.ts',
      'scripts/**',
      'e2e/**',
      '**/test/**',
      'eslint.config.mjs',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
