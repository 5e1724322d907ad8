import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const foldersIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const webFeatures = foldersIn('apps/web/src/features');
const serverFeatures = foldersIn('apps/server/src/features');

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads and with which parser: without these it skips .ts files, and
      // no-cycle sees no edge at all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json', 'packages/crisis-screen/tsconfig.dev.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A cycle means two modules are one: merge them, or move what both need below both.
      'import-x/no-cycle': 'error',
      // The direction of imports (STYLE.md): shared → features → app; a feature never reaches into another.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/shared', from: ['./apps', './e2e', './bench'], message: 'packages/shared is the contract: it imports no app.' },
            {
              target: './packages/crisis-screen',
              from: ['./apps', './packages/shared', './e2e', './bench'],
              message: 'The crisis screen stands alone: text in, a screening out.',
            },
            {
              target: './packages/crisis-screen/src',
              from: './packages/crisis-screen/scripts',
              message: 'The engine never imports the trainer: only src/, rules/ and model/ ship.',
            },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP; share code through packages/shared.' },
            {
              target: './apps/server/src/lib',
              from: ['./apps/server/src/features', './apps/server/src/plugins'],
              message: 'lib is generic: it knows no feature.',
            },
            { target: './apps/server/src/plugins', from: './apps/server/src/features', message: 'Plugins serve every feature and depend on none.' },
            // A feature owns its tables (docs/naming.md). Only a `*.tables.ts` may name another
            // feature's table, to declare a foreign key; code reaches that data through its service.
            ...serverFeatures.map((feature) => ({
              target: `./apps/server/src/features/${feature}/**/!(*.tables).ts`,
              from: `./apps/server/src/features/!(${feature})/**/*.tables.ts`,
              message: "Another feature's tables: call that feature's exported service instead.",
            })),
            {
              // Except `account`: exporting and erasing a person's data spans every table (decision 018).
              target: './apps/server/src/features/!(account)/**',
              from: './apps/server/src/db/schema.ts',
              message: 'db/schema.ts gathers every table for drizzle; a feature imports only its own `<feature>.tables.ts`.',
            },
            {
              target: ['./apps/web/src/features', './apps/web/src/api', './apps/web/src/lib', './apps/web/src/components'],
              from: './apps/web/src/app',
              message: 'Only src/app composes features.',
            },
            {
              target: ['./apps/web/src/api', './apps/web/src/lib', './apps/web/src/components'],
              from: './apps/web/src/features',
              message: 'The shared layers serve every feature and know none.',
            },
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: './apps/web/src/api',
              message: 'src/api (server data) sits on lib and components, not under them.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other: compose them in src/app.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Playwright fixtures take their dependencies as a destructured first argument, often empty.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
