// @ts-check
/**
 * ESLint for every package: TypeScript with type information, React's hook rules and jsx-a11y on the
 * screens, and the boundaries docs/architecture.md draws ("Layers"): a rule here fails the build when
 * an import crosses a line the design does not allow. Formatting is Prettier's (.prettierrc.json).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(fileURLToPath(import.meta.url));

const REMOTES = ['mf-auth', 'mf-wizard', 'mf-goals', 'mf-spending', 'mf-networth', 'mf-dashboard'];

/** Each package's own tsconfig: where an import resolves to. */
const PROJECTS = [
  'api/tsconfig.test.json',
  'api/bench/tsconfig.json',
  'shell/tsconfig.json',
  'e2e/tsconfig.json',
  ...REMOTES.map((remote) => `${remote}/tsconfig.json`),
];

/** Node's modules that do I/O: the domain is pure, so it reaches none of them. */
const NODE_IO = [
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'child_process',
  'worker_threads',
  'cluster',
  'dgram',
  'dns',
  'tls',
  'zlib',
];
const nodeIo = NODE_IO.flatMap((name) => [name, `node:${name}`]);

/**
 * Jest's tests and their helpers. They are linted without type information: the type-aware rules
 * would have to build a second program half the size of the first (docs/decisions/lint-speed.md), and
 * in tests the assertion is the type check. The e2e specs keep types: a Playwright call without
 * `await` is the bug no-floating-promises exists for.
 */
const JEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/jest.config.ts',
  'api/test/**',
  'shell/test/**',
  '**/testing/**',
  '**/*-testing.tsx',
  'shell/src/platform/testing.tsx',
];

/** One `no-restricted-imports` rule made of the names and path patterns a layer may not import. */
function forbid({ names = [], patterns = [] }) {
  return [
    'error',
    {
      paths: names.map((name) => ({ name, message: 'This layer may not import it (docs/architecture.md, Layers).' })),
      patterns: patterns.map(({ group, message }) => ({ group, message })),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '**/@mf-types/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/scratch-dbg/**',
      'api/test/fixtures/lint/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  comments.recommended,
  {
    // A disable is an exception the next reader must be able to judge: it names its rule and its reason.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    },
  },
  {
    languageOptions: {
      // Two programs, each over the sources of several packages, so that what a remote imports from
      // the shell and the API's domain is checked once rather than once per remote. `npm run lint`
      // runs the two halves in parallel, each in its own process.
      parserOptions: { project: ['api/tsconfig.lint.json'], tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: PROJECTS.map((project) => path.join(root, project)), noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // React ignores what an event handler returns, so an async onSubmit/onClick is not a lost
      // promise; arguments and everything else stay checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['{shell,mf-*}/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { project: ['shell/tsconfig.lint.json'], tsconfigRootDir: root } },
  },
  {
    files: ['**/*.{js,mjs,cjs}', ...JEST_FILES],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['{shell,mf-*}/**/*.tsx', '{shell,mf-*}/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region takes focus so that a keyboard can scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },

  {
    // The React Compiler's rules compile each component; the screens need them, their tests do not.
    files: ['{shell,mf-*}/**/*.tsx', '{shell,mf-*}/src/**/*.ts'],
    ignores: JEST_FILES,
    rules: reactHooks.configs.recommended.rules,
  },

  // The layers of the API.
  {
    files: ['api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid({
        names: [
          'koa',
          '@koa/router',
          'koa-body',
          'typeorm',
          'mysql2',
          'mysql2/promise',
          'better-sqlite3',
          'exceljs',
          'googleapis',
          ...nodeIo,
        ],
        patterns: [
          {
            group: ['**/contracts', '**/contracts/**'],
            message: 'The domain owns its vocabulary; contracts build on it, not the other way.',
          },
          {
            group: ['**/services', '**/services/**', '**/http', '**/http/**', '**/db', '**/db/**', '**/repositories/**', '**/config/**'],
            message: 'The domain is pure: no services, HTTP, storage or configuration.',
          },
        ],
      }),
    },
  },
  {
    files: ['api/src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid({
        names: ['koa', '@koa/router', 'typeorm', ...nodeIo],
        patterns: [
          {
            group: ['**/services/**', '**/http/**', '**/db/**', '**/repositories/**'],
            message: 'Contracts are wire types over the domain; they reach no server part.',
          },
        ],
      }),
    },
  },
  {
    files: ['api/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid({
        names: ['koa', '@koa/router', 'koa-body'],
        patterns: [{ group: ['**/http', '**/http/**'], message: 'Services are called by routes; they never reach back into HTTP.' }],
      }),
    },
  },
  {
    files: ['api/src/http/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid({
        names: ['typeorm'],
        patterns: [{ group: ['**/db/**', '**/repositories', '**/repositories/**'], message: 'Routes call services; storage is theirs.' }],
      }),
    },
  },

  // The remotes and the shell's platform.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': forbid({
        patterns: [
          {
            group: REMOTES.filter((other) => other !== remote).flatMap((other) => [
              `@ontrack/${other}`,
              `@ontrack/${other}/**`,
              `**/${other}/**`,
            ]),
            message: 'A remote never imports another remote: share through @ontrack/shell/platform.',
          },
        ],
      }),
    },
  })),
  {
    files: ['shell/src/platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid({
        patterns: [
          {
            group: REMOTES.flatMap((remote) => [`@ontrack/${remote}`, `@ontrack/${remote}/**`, `**/${remote}/**`]),
            message: 'The platform is what remotes build on; it never imports one.',
          },
          { group: ['mf_*', 'mf_*/**'], message: 'The platform is what remotes build on; it never loads one.' },
        ],
      }),
    },
  },
  {
    // One job per module: a source file that grows past 350 lines is doing two (docs/decisions/file-length.md).
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/tests/**'],
    rules: { 'max-lines': ['error', { max: 350 }] },
  },
  {
    // Tests read answers off the wire (supertest's and Playwright's bodies are `any`) and check them
    // with expect(): the assertion is the type check, so the no-unsafe family would only add casts.
    // jest's expect(mock.method) reads methods unbound by design.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/testing/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
