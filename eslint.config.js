// Lint for the whole repository: typescript-eslint's recommended rules everywhere, the React hooks rules in the
// web apps. `npm run lint` (and so `npm test`) allows zero warnings.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
