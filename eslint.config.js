// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { clockPlugin } from './scripts/eslint/clock.js';

/**
 * The boundaries of docs/design.md section 7 (docs/decisions.md, issue 9), as import rules whose messages name the
 * right way. `scripts/check-boundaries.mjs` (in `npm test`) shows each one refusing a deliberate violation.
 */
const NO_BACKEND = {
  group: ['**/backend/**', '@lms/backend', '@lms/backend/**'],
  message:
    'Only the backend reads its own code: the gateway talks to it over REST (rest/client.ts), the web over GraphQL.',
};
// The gateway's tests, scripts and benches neither: what runs on the real backend is the integration workspace's.
const NO_BACKEND_IN_GATEWAY = {
  group: [...NO_BACKEND.group, '**/integration/**', '@lms/integration', '@lms/integration/**'],
  message:
    'The gateway never imports backend code, not even in a test: it talks to the backend over REST (rest/client.ts), and its tests mock REST (test/rest-backend.ts). A test or bench on the real backend lives in integration/ (docs/testing.md).',
};
const features = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter(
    (d) =>
      d.isDirectory() && readdirSync(new URL(`./web/src/features/${d.name}/`, import.meta.url)).length > 0,
  )
  .map((d) => d.name);
const NO_DEFAULT_EXPORT = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports (docs/style.md); default exports only where a tool demands one.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**'];

// The web's layers (docs/architecture.md): app/ on top, then features/, then shared/ and ui/.
const NO_APP = {
  group: ['**/app', '**/app/**'],
  message:
    'Only app/ imports app/: the shell composes features. Take the session, paths, access and error pages from shared/, toasts and page parts from ui/.',
};
const NO_FEATURES_IN_SHARED = {
  group: ['**/features/**'],
  message:
    'shared/ serves every feature and imports none: move the piece into shared/ (or ui/ if academy-free), or let app/ compose it.',
};
const NO_UI_CROSSING = {
  group: [
    '**/features/**',
    '**/gql',
    '**/gql/**',
    '**/app',
    '**/app/**',
    '**/shared',
    '**/shared/**',
    '@apollo/client',
    '@apollo/client/**',
  ],
  message:
    'ui/ is the academy-free kit: no GraphQL, no feature, shared or app code; take data and callbacks as props (academy pieces go to shared/).',
};
const otherFeatures = (feature) => ({
  group: features
    .filter((f) => f !== feature)
    .flatMap((f) => [`../${f}`, `../${f}/**`, `**/features/${f}`, `**/features/${f}/**`]),
  message: `A feature imports no other feature: move what ${feature} shares to shared/ (or ui/ if academy-free), or let the route module in app/ compose both.`,
});
// One mutation pattern (docs/architecture.md): useMutation lives in a use<Action>.ts hook beside its feature.
const USE_MUTATION_MESSAGE =
  'Run a mutation through its own use<Action>.ts hook beside the feature: the hook owns the cache update (no refetch by operation name), the optimistic answer and the toast.';
const NO_USE_MUTATION = ['@apollo/client', '@apollo/client/react'].map((name) => ({
  name,
  importNames: ['useMutation'],
  message: USE_MUTATION_MESSAGE,
}));

// One way to type a date or time (issue 25 point 3): antd's pickers are drawn by ui/form/antdPickers only (the
// fields of ui/form/dateFields load it).
const DATE_FIELDS = 'web/src/ui/form/antdPickers.tsx';
const PICKERS_MESSAGE =
  'Dates and times go through ui/form/dateFields (DateField, TimeField, DateInput) or ui/form/nativeDateField: they read what people type (dd/mm/yyyy, yyyy-mm-dd) and say so when they cannot, never dropping it.';
const NO_PICKERS = [{ name: 'antd', importNames: ['DatePicker', 'TimePicker'], message: PICKERS_MESSAGE }];
const NO_PICKER_MODULES = {
  group: [
    'antd/*/date-picker',
    'antd/*/date-picker/**',
    'antd/*/time-picker',
    'antd/*/time-picker/**',
    '@rc-component/picker',
    '@rc-component/picker/**',
    'rc-picker',
    'rc-picker/**',
  ],
  message: PICKERS_MESSAGE,
};

// The academy's calendar (today, its wall clock, weekdays, its time zone) is @lms/domain's alone (issue 28 item 4):
// the web imports it from '@lms/domain/calendar' and keeps no copy that could drift from the backend's.
const CALENDAR_NAMES = [
  ...readFileSync(new URL('./domain/src/calendar/academy-day.ts', import.meta.url), 'utf8').matchAll(
    /^export (?:function|const) (\w+)/gm,
  ),
].map((m) => m[1]);
const CALENDAR_MESSAGE =
  "The academy's calendar lives in @lms/domain: import it from '@lms/domain/calendar' instead of defining a copy.";
const NO_CALENDAR_COPIES = [
  {
    selector: `:matches(FunctionDeclaration, VariableDeclarator)[id.name=/^(${CALENDAR_NAMES.join('|')})$/]`,
    message: CALENDAR_MESSAGE,
  },
  { selector: 'Literal[value="Asia/Ho_Chi_Minh"]', message: CALENDAR_MESSAGE },
];

// One Button and one Card (issue 28 item 4): ui/native draws them with antd's props and look and no antd, so a
// page built of native parts loads no antd; antd supplies what ui/native has not (docs/style.md, "Components").
const NATIVE_MESSAGE =
  "Button, Card and Tabs come from ui/native (antd's props and look, no antd; Tabs from 'ui/native/Tabs'): antd for the rest.";
const NATIVE_ONLY = [{ name: 'antd', importNames: ['Button', 'Card', 'Tabs'], message: NATIVE_MESSAGE }];
const NATIVE_ONLY_MODULES = {
  group: [
    'antd/*/button',
    'antd/*/button/**',
    'antd/*/card',
    'antd/*/card/**',
    'antd/*/tabs',
    'antd/*/tabs/**',
  ],
  message: NATIVE_MESSAGE,
};

/** One web area: its import rules everywhere, and useMutation refused outside its `use*.ts` hooks. */
const webArea = (dir, patterns) => [
  {
    files: [`web/src/${dir}**/*.{ts,tsx}`],
    ignores: [...TESTS, '**/use*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...patterns, NO_PICKER_MODULES, NATIVE_ONLY_MODULES],
          paths: [...NO_USE_MUTATION, ...NO_PICKERS, ...NATIVE_ONLY],
        },
      ],
    },
  },
  {
    files: [`web/src/${dir}**/use*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...patterns, NO_PICKER_MODULES, NATIVE_ONLY_MODULES],
          paths: [...NO_PICKERS, ...NATIVE_ONLY],
        },
      ],
    },
  },
];

const boundaries = [
  {
    // First: the rules below for gateway/src refuse backend code too, and name the product's way.
    files: ['gateway/**/*.{ts,mts,js,mjs}'],
    rules: restrict(NO_BACKEND_IN_GATEWAY),
  },
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
    ignores: TESTS,
    rules: restrict(NO_BACKEND),
  },
  {
    // A gateway module uses another only through that module's api.ts (docs/adding-a-domain.md).
    files: ['gateway/src/modules/*/**/*.ts'],
    ignores: TESTS,
    rules: restrict(NO_BACKEND, {
      regex: '^\\.\\./(?!\\.\\./)(?:index\\.js$|[^/]+/(?!api\\.js$))',
      message:
        'A gateway module uses another module only through its api.ts; modules/index.ts is read by schema.ts and context.ts only (docs/architecture.md).',
    }),
  },
  ...webArea('', [NO_BACKEND]),
  ...webArea('ui/', [NO_BACKEND, NO_UI_CROSSING]),
  {
    // The one module that draws antd's pickers (ui/'s rules otherwise).
    files: [DATE_FIELDS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_BACKEND, NO_UI_CROSSING, NATIVE_ONLY_MODULES],
          paths: [...NO_USE_MUTATION, ...NATIVE_ONLY],
        },
      ],
    },
  },
  ...webArea('shared/', [NO_BACKEND, NO_APP, NO_FEATURES_IN_SHARED]),
  ...features.flatMap((feature) =>
    webArea(`features/${feature}/`, [NO_BACKEND, NO_APP, otherFeatures(feature)]),
  ),
];

/**
 * GraphQL: the schema (schema/*.graphql) and the web's operations inside `graphql()` calls, checked against
 * it. Operations are named `<Owner><Purpose>Query|Mutation`, fragments `<Component>_<prop>` (docs/style.md).
 */
const graphQLConfig = {
  schema: 'schema/*.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', '!web/src/**/*.test.{ts,tsx}'],
};
const graphqlLanguage = {
  languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
  plugins: { '@graphql-eslint': graphqlPlugin },
};
const graphqlRules = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/gql/**', ...TESTS],
    processor: graphqlPlugin.processor,
  },
  {
    files: ['schema/*.graphql'],
    ...graphqlLanguage,
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        { types: true, FieldDefinition: true, EnumValueDefinition: false, rootField: true },
      ],
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          Argument: 'camelCase',
          DirectiveDefinition: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
          'FieldDefinition[parent.name.value=Query]': { forbiddenPrefixes: ['query', 'get'] },
          'FieldDefinition[parent.name.value=Mutation]': { forbiddenPrefixes: ['mutation'] },
        },
      ],
      '@graphql-eslint/no-hashtag-description': 'error',
      '@graphql-eslint/known-type-names': 'error',
      '@graphql-eslint/known-directives': 'error',
      '@graphql-eslint/known-argument-names': 'error',
      '@graphql-eslint/possible-type-extension': 'error',
      '@graphql-eslint/require-deprecation-reason': 'error',
      '@graphql-eslint/unique-directive-names': 'error',
      '@graphql-eslint/unique-enum-value-names': 'error',
      '@graphql-eslint/unique-field-definition-names': 'error',
      '@graphql-eslint/unique-operation-types': 'error',
      '@graphql-eslint/unique-type-names': 'error',
    },
  },
  {
    // The blocks the processor plucks from web/src/**: `<file>.tsx/0_document.graphql`.
    files: ['web/src/**/*.graphql'],
    ...graphqlLanguage,
    rules: {
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          OperationDefinition: { style: 'PascalCase', requiredPattern: /^[A-Z][A-Za-z]*(Query|Mutation)$/ },
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z]*_[a-z][A-Za-z]*$/ },
        },
      ],
      '@graphql-eslint/no-anonymous-operations': 'error',
      '@graphql-eslint/unique-operation-name': 'error',
      '@graphql-eslint/unique-fragment-name': 'error',
      '@graphql-eslint/no-unused-fragments': 'error',
      '@graphql-eslint/known-fragment-names': 'error',
      '@graphql-eslint/fields-on-correct-type': 'error',
      '@graphql-eslint/known-argument-names': 'error',
      '@graphql-eslint/known-directives': 'error',
      '@graphql-eslint/known-type-names': 'error',
      '@graphql-eslint/no-undefined-variables': 'error',
      '@graphql-eslint/no-unused-variables': 'error',
      '@graphql-eslint/possible-fragment-spread': 'error',
      '@graphql-eslint/provided-required-arguments': 'error',
      '@graphql-eslint/scalar-leafs': 'error',
      '@graphql-eslint/no-duplicate-fields': 'error',
      '@graphql-eslint/no-fragment-cycles': 'error',
      '@graphql-eslint/overlapping-fields-can-be-merged': 'error',
      '@graphql-eslint/variables-are-input-types': 'error',
      '@graphql-eslint/variables-in-allowed-position': 'error',
      '@graphql-eslint/value-literals-of-correct-type': 'error',
      '@graphql-eslint/unique-argument-names': 'error',
      '@graphql-eslint/unique-variable-names': 'error',
    },
  },
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
      'no-restricted-syntax': ['error', NO_DEFAULT_EXPORT],
    },
  },
  {
    // The browser's own date and time inputs read what is typed in the browser's locale only (issue 25); the
    // academy's calendar comes from @lms/domain (NO_CALENDAR_COPIES).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_DEFAULT_EXPORT,
        ...NO_CALENDAR_COPIES,
        {
          selector: 'JSXAttribute[name.name="type"][value.value=/^(date|time|datetime-local|month|week)$/]',
          message: PICKERS_MESSAGE,
        },
      ],
    },
  },
  ...boundaries,
  ...backendBoundaries,
  ...graphqlRules,
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every visible string through i18next, Vietnamese and English (docs/style.md).
    files: ['web/src/**/*.tsx'],
    ignores: TESTS,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          message:
            "Visible text goes through i18next: t('area.key') with the key in both languages' catalogue part (web/src/app/locales/vi/ and en/, common.ts or the page's area)",
        },
      ],
    },
  },
  {
    // The type-aware rules run on the product's code. Tests, their helpers, the browser flows and the benches
    // are held by the type checks and the rules without types: type-aware linting there cost a third of lint's
    // time and caught nothing tsc does not (docs/testing.md). Tests read arbitrary JSON from responses.
    files: [...TESTS, '**/test/**/*.tsx', 'web/e2e/**/*.ts', '**/bench/**/*.ts'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // A unit test reads "now" only on a clock it sets (docs/testing.md, "Time in tests"). The browser flows
    // run against the live stack and its real clock; benchmarks time themselves.
    files: [
      '{domain,backend,identity,gateway,web}/src/**/*.test.{ts,tsx}',
      '{domain,backend,identity,gateway,web}/src/**/test/**/*.{ts,tsx}',
      'gateway/test/**/*.ts',
      'integration/test/**/*.ts',
    ],
    plugins: { lms: clockPlugin },
    rules: { 'lms/no-unfixed-clock': 'error' },
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
