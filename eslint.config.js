import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import vitest from '@vitest/eslint-plugin'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jestDom from 'eslint-plugin-jest-dom'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import lingui from 'eslint-plugin-lingui'
import playwright from 'eslint-plugin-playwright'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FEATURES = [
  'analyses',
  'citations',
  'debug',
  'patients',
  'projects',
  'read-aloud',
  'records',
  'walkthrough',
]
const SHARED_DIRS = [
  './src/api',
  './src/components',
  './src/hooks',
  './src/lib',
  './src/stores',
  './src/types',
  './src/utils',
]

// Imports go one way; a feature never imports another feature (docs/decisions/0006-feature-boundaries.md).
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
  })),
  { target: './src/features', from: './src/app' },
  { target: SHARED_DIRS, from: ['./src/features', './src/app'] },
  { target: './src', from: './mocks', except: [] },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'perf-results',
      'coverage',
      'node_modules',
      'playwright-report',
      'test-results',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: [
            'builtin',
            'external',
            'internal',
            'parent',
            'sibling',
            'index',
          ],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@mocks/**', group: 'internal' },
          ],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-toastify',
              message:
                "Import from 'react-toastify/unstyled': its stylesheet is loaded as a file, which the Content-Security-Policy allows, instead of an injected <style>.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // Every text a person reads goes through Lingui (docs/languages.md): a
  // string with a space or a capital in it is taken for one, unless it is
  // a class, a key, a path or an attribute that holds none.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/testing/**', 'src/**/*.test.{ts,tsx}', 'src/mocks/**'],
    ...lingui.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // identifiers, keys, paths, URLs, CSS, MIME types, selectors
            '^[a-z0-9_$@./:#*?=&%+\\[\\]()-]+$',
            '^[A-Z0-9_]+$',
            '^(https?:|mailto:|data:|/)',
            // camelCase storage keys, HTTP header names, selectors and media queries
            '^[a-z]+([A-Z][a-z0-9]*)+$',
            '^[A-Z][a-z]*(-[A-Z][a-z]+)+$',
            '^[[(]',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|style|type|id|key|role|href|to|src|rel|target|name|htmlFor|form|method|variant|size|side|align|as|lang|dir|inputMode|autoComplete|accept|mode|testId|data-.*|aria-(controls|describedby|labelledby|live|haspopup|current|orientation|owns|relevant|hidden|expanded|selected|checked|pressed|invalid|busy|modal|sort))$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            'RangeError',
            'new Error',
            'reportError',
            'captureException',
            'track',
            'trackEvent',
            'document.querySelector',
            'document.querySelectorAll',
            'document.getElementById',
            '*.querySelector',
            '*.querySelectorAll',
            '*.closest',
            'matchMedia',
            'useMediaQuery',
            'addEventListener',
            'removeEventListener',
            'listen',
            'v.*',
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assert*'] },
      ],
    },
    languageOptions: { globals: { ...vitest.environments.env.globals } },
  },
  {
    // Servers and scripts of the local stack report to the terminal.
    files: ['mocks/**/*.ts', 'scripts/**/*.mjs', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/expect-expect': [
        'warn',
        {
          assertFunctionNames: ['expectFailureScreen', 'expectNoAxeViolations'],
        },
      ],
    },
  },
  prettier,
)
