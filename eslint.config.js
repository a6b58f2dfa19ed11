import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * The server's modules, each owning its tables (db/schema/<file>.ts): a module's files
 * may import only its own schema files, and no module imports another's repository or
 * routes (only its service and module files). Folders here are the units; a group's
 * composition file (accounts.module.ts, ordering.module.ts…) sits above its units.
 */
const SERVER_MODULES = {
  'accounts/addresses': ['addresses'],
  'accounts/users': ['users'],
  admin: ['admin'],
  audit: ['audit'],
  auth: ['auth'],
  creators: ['creators'],
  events: [],
  meals: ['meals'],
  'ordering/cart': ['cart'],
  'ordering/notifications': ['notifications'],
  'ordering/orders': ['orders'],
  'ordering/payment-cards': ['payment-cards'],
  'rate-limits': ['rate-limits'],
  restaurants: ['restaurants'],
  'rewards/challenges': ['challenges'],
  'rewards/game-time': ['game-time'],
  'rewards/ledger': ['ledger'],
  'rewards/promotions': ['promotions'],
  settings: ['settings'],
  system: [],
};
const SCHEMA_DIR = 'apps/server/src/db/schema';
const schemaFiles = fs.existsSync(SCHEMA_DIR)
  ? fs
      .readdirSync(SCHEMA_DIR)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'columns.ts')
      .map((f) => f.slice(0, -3))
  : [];
const moduleZones = Object.entries(SERVER_MODULES).flatMap(([unit, owned]) => {
  const target = `./apps/server/src/modules/${unit}`;
  const others = Object.keys(SERVER_MODULES).filter((u) => u !== unit && !u.startsWith(`${unit}/`));
  return [
    ...schemaFiles
      .filter((table) => !owned.includes(table))
      .map((table) => ({
        target,
        from: `./${SCHEMA_DIR}/${table}.ts`,
        message: `${table} tables belong to another module: use that module's service.`,
      })),
    ...others.flatMap((other) =>
      ['repository', 'routes'].map((kind) => ({
        target,
        from: `./apps/server/src/modules/${other}/**/*.${kind}.ts`,
        message: `${other} is another module: use its service (or its module file), never its ${kind}.`,
      })),
    ),
  ];
});

const features = 'apps/web/src/features';
const featureNames = fs.existsSync(features)
  ? fs
      .readdirSync(features, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      'coverage/**',
      'apps/server/drizzle/**',
      // The native projects (cap add; their web assets are copies of the build).
      'apps/web/android/**',
      'apps/web/ios/**',
    ],
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
    // import-x follows imports only into files it can parse and resolve: TypeScript sources,
    // found the way Node finds them (the web app names every file with its extension).
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A module that imports itself through others may run before its own exports exist.
      // (The rule leaves out type-only imports, which the build erases.)
      'import-x/no-cycle': 'error',
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
    // The server's module boundaries (SERVER_MODULES) and no import cycle: a module that
    // imports itself through others may run before its own exports exist.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: moduleZones }],
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
