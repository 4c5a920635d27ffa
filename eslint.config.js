import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * One zone per feature: a feature may import its own files and another feature's public entry
 * (`index.ts`) only. `import-x/no-restricted-paths` cannot say "any feature but this one", so the
 * zones are made from the directory listing when the config loads; a new feature folder is covered
 * without editing this file. (`import-x/no-internal-modules` would forbid reaching into every
 * folder, `db/` and `lib/` included, which is not the rule.)
 */
function featureZones(app) {
  const features = `${app}/src/features`;
  const names = readdirSync(join(root, features), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return names.map((name) => ({
    target: `${features}/${name}`,
    from: features,
    except: [
      `./${name}`,
      ...names.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: 'A feature reaches another only through its public entry, features/<name>/index.ts.',
  }));
}

// The server's shared layers, which features build on and so must not know about them. The
// composition files (app.ts, workers.ts, main.ts, worker.ts), seed/, security/, faults/, test/ and
// the tests themselves wire features together and may import them.
const serverShared = ['platform', 'http', 'catalog', 'policy', 'db'].map(
  (dir) => `apps/server/src/${dir}`,
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // The defaults know no TypeScript: without these no import resolves and no module is read,
      // and the path and cycle rules below would pass without looking.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
      // Packages are not ours to walk for cycles (PGlite's bundle overflows the parser).
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
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
    // import() counts too: a lazily loaded module that imports back from its loader still makes
    // the two depend on each other.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones('apps/server'),
            {
              target: serverShared,
              from: 'apps/server/src/features',
              message: 'Shared server code does not know the features built on it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests wire the app together like the composition files do, but a feature's tests still keep
    // out of other features' internals.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: featureZones('apps/server') },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones('apps/web'),
            {
              target: 'apps/web/src/components',
              from: 'apps/web/src/features',
              message: 'Shared components do not know the features built on them.',
            },
            {
              target: 'apps/web/src/lib',
              from: ['apps/web/src/features', 'apps/web/src/components', 'apps/web/src/player'],
              message: 'lib/ is the bottom layer: it imports no features, components or player.',
            },
            {
              target: 'apps/web/src/player',
              from: 'apps/web/src/features',
              message: 'The player does not know the features that start it.',
            },
            {
              // Components that start playback import the player, so the player may use only the
              // components that do not: anything else would make a folder-level cycle.
              target: 'apps/web/src/player',
              from: 'apps/web/src/components',
              except: ['./ui', './likes'],
              message: 'The player uses only components/ui and components/likes.',
            },
            {
              target: ['apps/web/src/components/ui', 'apps/web/src/components/likes'],
              from: 'apps/web/src/player',
              message: 'The player uses these components, so they do not use the player.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'e2e/**', '**/seed/**'],
    rules: { 'no-console': 'off' },
  },
);
