import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { longFunctions } from './eslint.long-functions.js';

const styledDefaultImport = {
  name: 'styled-components',
  importNames: ['default'],
  message: "Use `import { styled } from 'styled-components'`: the default export breaks Node ESM/CJS consumers.",
};

const styledMessage = 'Name styled components Styled* (StyledHeader), so they read apart from React components.';
const styledNaming = [
  // styled.div`…`, styled(Component)`…`, styled.div.attrs(…)`…`, styled(Component).attrs(…)`…`
  "VariableDeclarator[id.name!=/^Styled/] > TaggedTemplateExpression.init[tag.object.name='styled']",
  "VariableDeclarator[id.name!=/^Styled/] > TaggedTemplateExpression.init[tag.callee.name='styled']",
  "VariableDeclarator[id.name!=/^Styled/] > TaggedTemplateExpression.init[tag.callee.object.object.name='styled']",
  "VariableDeclarator[id.name!=/^Styled/] > TaggedTemplateExpression.init[tag.callee.object.callee.name='styled']",
].map((selector) => ({ selector, message: styledMessage }));

const colourMessage = 'Colours come from the @meridian/ui theme (theme.color.*), never literals.';
const colourLiterals = [
  'Literal[value=/(^|[\\s:(,])#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b|\\brgba?\\(|\\bhsla?\\(/]',
  'TemplateElement[value.raw=/(^|[\\s:(,])#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b|\\brgba?\\(|\\bhsla?\\(/]',
].map((selector) => ({ selector, message: colourMessage }));

// A feature's internals are its own: from outside, import `features/<name>` (its index.ts).
const featureBoundary = [
  {
    regex: '(^|/)features/[^/]+/.+',
    message: 'Import another feature through its index.ts (features/<name>), not its internals.',
  },
  {
    regex: '^\\.\\./[^./][^/]*/.+',
    message: 'Import another feature through its index.ts (../<name>), not its internals.',
  },
];

// Data in the portal: hooks from @meridian/api/react only (apiKeys is the one key factory).
const swrInPortal = {
  group: ['swr', 'swr/*'],
  message: 'Use the @meridian/api/react hooks (keys from apiKeys); only App.tsx configures SWR (SWRConfig from swr).',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/storybook-static/**', '**/.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: [styledDefaultImport] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // The domain package is pure: no React, no I/O, no clock.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'node:*', '@meridian/*', 'swr', 'styled-components'] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in; rules never read the clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass `now` in; rules never read the clock.',
        },
      ],
    },
  },
  {
    // The UI package never fetches: data arrives through props.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Components take data as props; apps fetch.' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [styledDefaultImport],
          patterns: [
            {
              group: ['@meridian/api', '@meridian/api/*'],
              message: '@meridian/ui never fetches: it takes data as props.',
            },
          ],
        },
      ],
    },
  },
  {
    // Styled components are named Styled* (Twenty's rule), so a reader tells them from components.
    // Colours come from the ui theme only.
    files: ['packages/ui/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/theme/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...styledNaming, ...colourLiterals],
    },
  },
  {
    // Portal and server features use one another only through their index.ts (tests may reach in).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [styledDefaultImport], patterns: [featureBoundary[0]] }] },
  },
  {
    // The composition root assembles what each feature gives it: schema.ts its table types
    // (features/<name>/<name>.table) and seed.ts its demo data (features/<name>/seed*); every
    // other arrow goes through a feature's index.ts.
    files: ['apps/server/src/schema.ts', 'apps/server/src/seed.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [styledDefaultImport],
          patterns: [{ ...featureBoundary[0], regex: '(^|/)features/([^/]+)/(?!\\2\\.table$|seed[^/]*$).+' }],
        },
      ],
    },
  },
  {
    // The database layer is the features' floor: it imports no feature (issue 30), only the
    // composed DB type from src/schema.ts.
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [styledDefaultImport],
          patterns: [{ regex: '(^|/)features(/|$)', message: 'db/ imports no feature: compose in src/ instead.' }],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/*/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [styledDefaultImport], patterns: featureBoundary }] },
  },
  {
    // A big feature's sub-features (leads/record, soa/bulk) are one feature: they use one another's
    // files freely; another feature is still reached only through its index.ts (../../<name>).
    files: ['apps/server/src/features/*/*/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [styledDefaultImport],
          patterns: [featureBoundary[0], { ...featureBoundary[1], regex: '^\\.\\./\\.\\./[^./][^/]*/.+' }],
        },
      ],
    },
  },
  {
    // The portal reads and writes data only through @meridian/api/react hooks, whose keys come from
    // one key factory: no portal file calls useSWR or writes a cache key itself (tests included).
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['apps/portal/src/test-utils.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [styledDefaultImport], patterns: [swrInPortal] }] },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/portal/src/test-utils.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [styledDefaultImport], patterns: [featureBoundary[0], swrInPortal] }],
    },
  },
  {
    files: ['apps/portal/src/features/*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [styledDefaultImport], patterns: [...featureBoundary, swrInPortal] }],
    },
  },
  {
    // App.tsx configures SWR once (SWRConfig); it reads no data itself.
    files: ['apps/portal/src/App.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            styledDefaultImport,
            {
              name: 'swr',
              importNames: ['default', 'useSWRConfig', 'mutate', 'preload', 'unstable_serialize'],
              message: swrInPortal.message,
            },
          ],
          patterns: [featureBoundary[0], { group: ['swr/*'], message: swrInPortal.message }],
        },
      ],
    },
  },
  {
    // These projects' test files share one jsdom per worker (vitest.config.ts `shared`): a module
    // mock would leak into the files that run after it.
    files: [
      'packages/ui/src/**/*.test.{ts,tsx}',
      'packages/api/src/**/*.test.{ts,tsx}',
      'apps/registration/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'This project runs its test files without isolation (vitest.config.ts): pass a fake instead of mocking a module.',
        },
      ],
    },
  },
  {
    // Issue 30: small files and functions a reader takes in at once. Blank and comment lines do not
    // count; tests and stories are exempt (a table of cases is long by nature).
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 350, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  // The functions that were longer when the rule came in keep their length, no more, until split.
  ...longFunctions.map(([file, lines]) => ({
    files: [file],
    rules: { 'max-lines-per-function': ['error', { max: lines, skipBlankLines: true, skipComments: true }] },
  })),
  ...storybook.configs['flat/recommended'],
);
