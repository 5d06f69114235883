// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Dependency direction of docs/architecture: apps -> plugins -> packages; plugins never import an app. */
const noAppImports = {
  group: ['@platform/web', '@platform/web/*', '@platform/server', '@platform/server/*', '**/apps/**'],
  message: 'Pachetele și pluginurile nu importă aplicațiile (apps -> plugins -> packages).',
};
const noReactInCore = {
  group: [
    'react',
    'react-dom',
    'react/*',
    'react-dom/*',
    '@platform/ui',
    '@platform/ui/*',
    '@platform/slide-sdk/testing',
    '@platform/slide-sdk/storybook',
  ],
  message: 'Partea ./core a unui plugin rulează pe server: fără React.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '.storybook/public/**',
      '**/drizzle/**',
      'coverage/**',
      'packages/slide-sdk/template/**',
      'packages/slide-sdk/template-plain/**',
      '**/data/**',
      '**/.tmp/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppImports] }] },
  },
  {
    // Published packages may not depend on the private contracts package.
    files: ['packages/slide-sdk/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            {
              group: ['@platform/contracts', '@platform/contracts/*'],
              message: 'Pachetele publicate nu depind de @platform/contracts (privat).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['plugins/*/src/core/**/*.ts', 'packages/slide-sdk/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAppImports,
            noReactInCore,
            {
              group: ['@platform/contracts', '@platform/contracts/*'],
              message: 'Pachetele publicate nu depind de @platform/contracts (privat).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@platform/ui', '@platform/web'],
              message: 'Serverul nu importă React sau UI.',
            },
            {
              // A plugin's root entry is its React UI; the server takes only ./core (and ./fixtures for the seed).
              regex: '^@platform/slide-(?!sdk$)[a-z0-9-]+$',
              message: 'Serverul folosește doar ./core al pluginurilor.',
            },
          ],
        },
      ],
    },
  },
);
