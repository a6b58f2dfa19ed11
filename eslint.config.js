import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const features = 'apps/web/src/features';
const featureNames = fs.existsSync(features)
  ? fs
      .readdirSync(features, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', 'data/**', 'coverage/**', 'apps/server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Only the Overwolf wrapper and the simulated host touch the host's global (lib/overwolf/overwolf-api.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/overwolf/**', 'apps/web/src/overlay-sim/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'overwolf', message: 'Use the overlay host (lib/overwolf/overlay-host.ts), not the global.' },
      ],
    },
  },
  {
    // Features never import each other; the app composes them (bulletproof-react).
    files: [`${features}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureNames.map((name) => ({
              target: `./${features}/${name}`,
              from: `./${features}`,
              // The session (auth-slice) is the app's identity: every feature may read it (decision 0006).
              except: [`./${name}`, ...(name === 'auth' ? [] : ['./auth/auth-slice.ts'])],
              message: 'Features must not import each other: move shared code to components/ or lib/.',
            })),
            {
              target: `./${features}`,
              from: './apps/web/src/app',
              except: ['./hooks.ts', './store.ts'],
              message: 'Features do not import the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code must not reach into features or the app.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: `./${features}`,
              message: 'components/ is shared: no feature imports.',
            },
            { target: './apps/web/src/lib', from: `./${features}`, message: 'lib/ is shared: no feature imports.' },
          ],
        },
      ],
    },
  },
  {
    // The server's layers: only repositories touch drizzle tables.
    files: ['apps/server/src/modules/**/*.service.ts', 'apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/db/schema/*'], message: 'Only *.repository.ts files touch drizzle tables.' }] },
      ],
    },
  },
);
