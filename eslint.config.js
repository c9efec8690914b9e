// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The boundaries of DESIGN.md section 7 (docs/decisions.md, issue 9), as import rules whose messages name the
 * right way. `scripts/check-boundaries.mjs` (in `npm test`) shows each one refusing a deliberate violation.
 */
const NO_BACKEND = {
  group: ['**/backend/**', '@lms/backend', '@lms/backend/**'],
  message:
    'Only the backend reads its own code: the gateway talks to it over REST (rest/client.ts), the web over GraphQL.',
};
const features = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const boundaries = [
  {
    files: ['domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict({
      regex: '^(?!\\.{1,2}/)(?!zod$)',
      message:
        '@lms/domain is pure rules: no I/O, no framework, no other workspace (relative imports and zod only).',
    }),
  },
  {
    files: ['gateway/src/**/*.ts', 'identity/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: restrict(NO_BACKEND),
  },
  {
    files: ['web/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: restrict(NO_BACKEND, {
      group: ['**/features/**', '**/gql', '**/gql/**', '**/app/**', '@apollo/client', '@apollo/client/**'],
      message:
        'ui/ is the academy-free kit: no GraphQL, no feature, no app code; take data and callbacks as props.',
    }),
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: restrict(NO_BACKEND, {
      group: features
        .filter((f) => f !== feature)
        .flatMap((f) => [`../${f}`, `../${f}/**`, `**/features/${f}/**`]),
      message: `A feature imports no other feature: move what ${feature} shares to ui/ (no academy vocabulary) or app/, or ask through GraphQL.`,
    }),
  })),
];

/**
 * The backend's pipeline (docs/architecture.md, issue 9 item 3): a route shapes HTTP and calls queries/ (read
 * models), policies/ (who may) and commands/ (writes); presenters only turn rows into JSON; commands return
 * rows and never present. Tests may reach anything.
 */
const TABLES = {
  // Lower-case names are drizzle tables; the upper-case enum constants (ROLE, LESSON_STATUSES) stay open,
  // and row types come from db/rows.ts.
  regex: '(^|/)db/schema(\\.js)?$',
  importNamePattern: '^[a-z]',
};
const backendBoundaries = [
  {
    files: ['backend/src/presenters/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      {
        group: ['drizzle-orm', 'drizzle-orm/**', '**/db/client*', '**/db/transaction*', '**/queries/**'],
        message:
          'Presenters are pure: they take rows and return JSON. Load in queries/ and pass the rows in from the route.',
      },
      {
        ...TABLES,
        message:
          'Presenters are pure: they take rows and return JSON. Load in queries/ and pass the rows in from the route.',
      },
    ),
  },
  {
    files: ['backend/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      {
        group: ['drizzle-orm', 'drizzle-orm/**', '**/db/transaction*'],
        message:
          'Routes shape HTTP only: read through queries/, decide through policies/, write through commands/.',
      },
      {
        ...TABLES,
        message:
          'Routes shape HTTP only: read through queries/, decide through policies/, write through commands/.',
      },
    ),
  },
  {
    files: ['backend/src/commands/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict({
      group: ['**/presenters/**'],
      message: 'Commands write and return rows; the route presents them with presenters/.',
    }),
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/drizzle/**', '**/gql/**', 'coverage/**'],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Root config files such as codegen.ts belong to no workspace's tsconfig.
        projectService: { allowDefaultProject: ['codegen.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports (STYLE.md); default exports only where a tool demands one.',
        },
      ],
    },
  },
  ...boundaries,
  ...backendBoundaries,
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read arbitrary JSON from responses; the unsafe-any rules would only add casts.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.config.ts', '**/*.config.js', 'eslint.config.js', '**/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
