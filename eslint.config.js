// Lint for the whole repository: typescript-eslint's recommended rules everywhere, rules that read the types
// (promises nobody awaits, values typed `any` flowing on), the React hooks rules in the web apps, and the import
// boundaries between the top folders and between the folders inside functions/ (docs/architecture.md section 2).
// `npm run lint` (and so `npm test`) allows zero warnings.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FUNCTIONS_LAYERS, functionsLayersPlugin, IMPORTS_STILL_UP } from './eslint/functions-layers.js';
import { roleChecksPlugin } from './eslint/role-checks.js';

/** Import paths (gitignore-style, as written in the import) a folder may not use, and why. */
const WEB = { group: ['**/web/**', '**/web'], message: 'Server code reaches the public site only through functions/site-render/renderer.ts (web/site/src/server.ts).' };
const FUNCTIONS = { group: ['**/functions/**', '**/functions'], message: 'The web apps talk to functions/ over the API only; shared types live in shared/.' };
const INFRA = { group: ['**/infra/**', '**/infra'], message: 'Only the CDK app and the local twin (infra/) know about infrastructure.' };
const API_CLIENT = {
  group: ['**/api/client'], importNames: ['api'],
  message: 'Admin screens call the API through TanStack Query hooks (a *hooks.ts file of the area, keys in api/query-keys.ts).',
};
// The two web apps never import each other: what both use lives in web/shared/ (docs/architecture.md section 2).
const APPS_APART = 'The public site and the admin never import each other: what both use lives in web/shared/.';
const ADMIN_APP = { group: ['**/admin/src/**', '**/admin/src'], message: APPS_APART };
const SITE_APP = { group: ['**/site/src/**', '**/site/src'], message: APPS_APART };
const ADMIN_PAGES = {
  group: ['**/pages/**', '**/pages'],
  message: 'Admin components never import pages: what a page and a component share moves down (to components/, lib/ or an area\'s hooks).',
};
const boundary = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'cdk.out/', '.local/', 'test-results/', 'playwright-report/', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      // A leading underscore marks a value taken apart on purpose and left unused (e.g. stripping a field).
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // zod's `z` export is a namespace that holds its 60 locales: importing it by name keeps them all in a bundle
      // (about 350 KB per function); `import * as z` lets esbuild keep only what the code uses.
      'no-restricted-syntax': ['error', {
        selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
        message: "Use `import * as z from 'zod'`: a named `z` bundles all of zod's locales.",
      }],
    },
  },
  {
    // Rules that need the compiler's types (the project's tsconfig.json, found per file by the project service), on
    // the product's code. Tests stand in for SDK clients with loosely typed stubs, and reading their types would
    // double the lint's time for little.
    files: ['{functions,shared,infra,web}/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // react-router's navigate() answers a promise only for data routers' transitions, which it settles itself:
      // moving to another page is meant to be started and left.
      '@typescript-eslint/no-floating-promises': ['error', {
        allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }],
      }],
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
    },
  },
  // Which folder may import which: functions and infra never import web (the site function through its one door
  // excepted), web never imports functions or infra, shared imports none of them.
  { files: ['functions/**/*.ts', 'infra/**/*.ts'], rules: { 'no-restricted-imports': boundary(WEB) } },
  {
    files: ['functions/site-render/renderer.ts'],
    rules: { 'no-restricted-imports': boundary({ regex: '(^|/)web(/(?!site/src/server$)|$)', message: WEB.message }) },
  },
  {
    // Folders inside functions/ point one way: each imports only folders of a lower layer (eslint/functions-layers.js).
    files: ['functions/**/*.ts'],
    plugins: { 'functions-layers': functionsLayersPlugin },
    rules: {
      'functions-layers/folders-point-down': ['error', {
        root: path.join(import.meta.dirname, 'functions'), layers: FUNCTIONS_LAYERS, stillUp: IMPORTS_STILL_UP,
      }],
    },
  },
  {
    // Who is a league's admin or a team's manager is read in functions/access/ only (eslint/role-checks.js).
    files: ['functions/**/*.ts'],
    ignores: ['functions/access/**'],
    plugins: { 'role-checks': roleChecksPlugin },
    rules: { 'role-checks/only-in-access': 'error' },
  },
  { files: ['web/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': boundary(FUNCTIONS, INFRA) } },
  { files: ['web/site/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': boundary(FUNCTIONS, INFRA, ADMIN_APP) } },
  { files: ['web/admin/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': boundary(FUNCTIONS, INFRA, SITE_APP) } },
  { files: ['web/shared/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': boundary(FUNCTIONS, INFRA, ADMIN_APP, SITE_APP) } },
  {
    // Admin pages and components hold no server calls of their own: the client's `api` is imported only by the
    // hooks files, so every read is cached under its key and every write refreshes what it makes stale.
    files: ['web/admin/src/pages/**/*.{ts,tsx}'],
    ignores: ['**/*hooks.ts'],
    rules: { 'no-restricted-imports': boundary(FUNCTIONS, INFRA, SITE_APP, API_CLIENT) },
  },
  {
    // ...and components (hooks files too) never import a page: pages are built from components, not the reverse.
    files: ['web/admin/src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': boundary(FUNCTIONS, INFRA, SITE_APP, ADMIN_PAGES) },
  },
  {
    files: ['web/admin/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*hooks.ts'],
    rules: { 'no-restricted-imports': boundary(FUNCTIONS, INFRA, SITE_APP, ADMIN_PAGES, API_CLIENT) },
  },
  { files: ['shared/**/*.ts'], rules: { 'no-restricted-imports': boundary(WEB, FUNCTIONS, INFRA) } },
  {
    // Unit tests stand in for AWS SDK clients with plain objects; typing every stub's command adds nothing.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
