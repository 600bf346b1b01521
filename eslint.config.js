import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noCrossFeatureImports } from './scripts/eslint-rules/no-cross-feature-imports.mjs';

// A page's chunk carries the schemas of the endpoints it imports: the web imports one area's
// file, never the catalogue of all (docs/decisions/0037-endpoint-catalogue.md).
const ONE_AREA_OF_ENDPOINTS = {
  name: '@madrasah/contract/endpoints',
  message: "Import the area's endpoints, e.g. '@madrasah/contract/endpoints/perizinan'.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // Tests read arbitrary JSON answers.
    files: ['**/*.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_AREA_OF_ENDPOINTS] }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    // Shared code flows components, lib -> features -> app and staf/: only the two sides' roots compose features.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_AREA_OF_ENDPOINTS],
          patterns: [{ group: ['**/app/*', '**/app', '**/staf/*', '**/staf'], message: 'features, components and lib never import app/ or staf/.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'local/no-cross-feature-imports': 'error' },
  },
  {
    // A module reads only its own files and platform/: shared code lives in platform/.
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!\\.\\./)|/modules/', message: 'API modules never import another module; move shared code to platform/.' }] },
      ],
    },
  },
);
