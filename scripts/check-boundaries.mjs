// Shows that each boundary rule of eslint.config.js, and the rule that tests fix their clock, refuses a
// deliberate violation (and lets the right way through), so a rule that stops matching fails `npm test`
// instead of silently allowing everything.
import { ESLint } from 'eslint';

const IMPORTS = 'no-restricted-imports';
const LITERAL = 'i18next/no-literal-string';
const GRAPHQL = /^@graphql-eslint\//;
const CLOCK = 'lms/no-unfixed-clock';
const SYNTAX = 'no-restricted-syntax';
const WATCHED = [IMPORTS, LITERAL, CLOCK, SYNTAX];

// Only the rules under test, and without type information (none of them needs it): seconds, not minutes.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  ruleFilter: ({ ruleId }) => WATCHED.includes(ruleId) || GRAPHQL.test(ruleId),
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parserOptions: { projectService: false, project: false } },
    },
  ],
});
const gql = (document) =>
  `import { graphql } from '../../gql';\nexport const Doc = graphql(\`${document}\`);`;

const cases = [
  // [file the code pretends to be in, code, rule id(s) watched, the message that must appear (null: none)]
  ['domain/src/validation/rules.ts', "import { readFileSync } from 'node:fs';", IMPORTS, /pure rules/],
  ['domain/src/validation/rules.ts', "import { z } from 'zod';", IMPORTS, null],
  [
    'gateway/src/modules/classes/resolvers.ts',
    "import { users } from '../../../../backend/src/db/schema.js';",
    IMPORTS,
    /Only the backend/,
  ],
  // The gateway's tests and benches neither: the ones on the real backend are integration/'s (issue 28).
  [
    'gateway/test/web-operations.test.ts',
    "import { buildApp } from '../../backend/src/app.js';",
    IMPORTS,
    /lives in integration\//,
  ],
  [
    'gateway/src/enums.test.ts',
    "import { questionTypeEnum } from '../../backend/src/db/schema/enums.js';",
    IMPORTS,
    /lives in integration\//,
  ],
  [
    'gateway/test/gateway.ts',
    "import { startRealBackend } from '../../integration/test/real-backend.js';",
    IMPORTS,
    /lives in integration\//,
  ],
  ['gateway/test/seed.ts', "import { emptyWorld } from './rest-backend.js';", IMPORTS, null],
  [
    'integration/test/exams.integration.test.ts',
    "import { buildApp } from '../../backend/src/app.js';\nimport { createGateway } from '../../gateway/src/server.js';",
    IMPORTS,
    null,
  ],
  [
    'web/src/features/classes/ClassTable.tsx',
    "import { x } from '../../../../backend/src/app.js';",
    IMPORTS,
    /Only the backend/,
  ],
  // gateway module -> another module's internals
  [
    'gateway/src/modules/results/class.ts',
    "import { createTimetableLoaders } from '../timetable/loaders.js';",
    IMPORTS,
    /only through its api\.ts/,
  ],
  [
    'gateway/src/modules/results/class.ts',
    "import { progressOfClass } from '../timetable/api.js';",
    IMPORTS,
    null,
  ],
  [
    'gateway/src/modules/results/class.ts',
    "import { modules } from '../index.js';",
    IMPORTS,
    /only through its api\.ts/,
  ],
  // ui/ -> GraphQL, features, app
  ['web/src/ui/PageHeader.tsx', "import { useQuery } from '@apollo/client';", IMPORTS, /academy-free kit/],
  ['web/src/ui/PageHeader.tsx', "import { graphql } from '../gql';", IMPORTS, /academy-free kit/],
  [
    'web/src/ui/PageHeader.tsx',
    "import { ClassTable } from '../features/classes/ClassTable';",
    IMPORTS,
    /academy-free kit/,
  ],
  ['web/src/ui/PageHeader.tsx', "import { toast } from '../app/toast';", IMPORTS, /academy-free kit/],
  ['web/src/ui/PageHeader.tsx', "import { paths } from '../shared/paths';", IMPORTS, /academy-free kit/],
  ['web/src/ui/PageHeader.tsx', "import { Tag } from './Tag';", IMPORTS, null],
  // feature -> feature, feature -> app
  [
    'web/src/features/users/UserTable.tsx',
    "import { ClassTable } from '../classes/ClassTable';",
    IMPORTS,
    /imports no other feature/,
  ],
  [
    'web/src/features/classes/ClassDetailPage.tsx',
    "import { NextLessons } from '../timetable/NextLessons';",
    IMPORTS,
    /imports no other feature/,
  ],
  [
    'web/src/features/classes/ClassListPage.tsx',
    "import { useSession } from '../../app/session';",
    IMPORTS,
    /Only app\/ imports app\//,
  ],
  [
    'web/src/features/users/UserTable.tsx',
    "import { PageHeader } from '../../ui/PageHeader';",
    IMPORTS,
    null,
  ],
  [
    'web/src/features/users/UserTable.tsx',
    "import { useSession } from '../../shared/session';",
    IMPORTS,
    null,
  ],
  // shared/ -> app, features
  ['web/src/shared/paths.ts', "import { routes } from '../app/routes';", IMPORTS, /Only app\/ imports app\//],
  [
    'web/src/shared/StatusTags.tsx',
    "import { ClassTable } from '../features/classes/ClassTable';",
    IMPORTS,
    /shared\/ serves every feature/,
  ],
  ['web/src/shared/StatusTags.tsx', "import { Tag } from '../ui/Tag';", IMPORTS, null],
  // app/ composes features
  [
    'web/src/app/ClassDetailRoute.tsx',
    "import { NextLessons } from '../features/timetable/NextLessons';",
    IMPORTS,
    null,
  ],
  // useMutation only in use*.ts hooks
  [
    'web/src/features/classes/ClassForm.tsx',
    "import { useMutation } from '@apollo/client/react';",
    IMPORTS,
    /use<Action>\.ts hook/,
  ],
  [
    'web/src/features/classes/useDeleteClass.ts',
    "import { useMutation } from '@apollo/client/react';",
    IMPORTS,
    null,
  ],
  // JSX text through i18next
  [
    'web/src/features/home/HomePage.tsx',
    'export const Banner = () => <p>Chào mừng</p>;',
    LITERAL,
    /through i18next/,
  ],
  [
    'web/src/features/home/HomePage.tsx',
    "import { useTranslation } from 'react-i18next';\nexport const Banner = () => <p>{useTranslation().t('home.title')}</p>;",
    LITERAL,
    null,
  ],
  // the web's operations
  ['web/src/features/classes/ClassTable.tsx', gql('query { viewer { id } }'), GRAPHQL, /Anonymous|name/i],
  [
    'web/src/features/classes/ClassTable.tsx',
    gql('query ClassProbe { viewer { id } }'),
    GRAPHQL,
    /Query\|Mutation/,
  ],
  [
    'web/src/features/classes/ClassTable.tsx',
    gql('query ClassDetailQuery($id: ID!) { class(id: $id) { id } }'),
    GRAPHQL,
    /unique|ClassDetailQuery/i,
  ],
  [
    'web/src/features/classes/ClassTable.tsx',
    gql('query ClassProbeQuery { viewer { id shoeSize } }'),
    GRAPHQL,
    /shoeSize/,
  ],
  [
    'web/src/features/classes/ClassTable.tsx',
    gql('fragment ClassProbe_class on Class { id }'),
    GRAPHQL,
    /never used|unused/i,
  ],
  ['web/src/features/classes/ClassTable.tsx', gql('query ClassProbeQuery { viewer { id } }'), GRAPHQL, null],
  // the schema
  ['schema/probe.graphql', 'type Probe {\n  "Its id."\n  id: ID!\n}', GRAPHQL, /description/i],
  ['schema/probe.graphql', '"A probe."\ntype Probe {\n  id: ID!\n}', GRAPHQL, /description/i],
  ['schema/probe.graphql', '"A probe."\ntype Probe {\n  "Its id."\n  id: ID!\n}', GRAPHQL, null],
  // The backend's pipeline (issue 9 item 3).
  ['backend/src/presenters/classes.ts', "import { eq } from 'drizzle-orm';", IMPORTS, /Presenters are pure/],
  [
    'backend/src/presenters/classes.ts',
    "import type { Db } from '../db/client.js';",
    IMPORTS,
    /Presenters are pure/,
  ],
  [
    'backend/src/presenters/classes.ts',
    "import { classFacts } from '../queries/classes.js';",
    IMPORTS,
    /Presenters are pure/,
  ],
  [
    'backend/src/presenters/classes.ts',
    "import { classes } from '../db/schema.js';",
    IMPORTS,
    /Presenters are pure/,
  ],
  [
    'backend/src/presenters/classes.ts',
    "import { STUDENT_CLASS_STATUSES } from '../db/schema.js';",
    IMPORTS,
    null,
  ],
  ['backend/src/presenters/classes.ts', "import type { ClassRow } from '../db/rows.js';", IMPORTS, null],
  [
    'backend/src/routes/courses/routes.ts',
    "import { and, eq } from 'drizzle-orm';",
    IMPORTS,
    /Routes shape HTTP only/,
  ],
  [
    'backend/src/routes/courses/routes.ts',
    "import { courses } from '../../db/schema.js';",
    IMPORTS,
    /Routes shape HTTP only/,
  ],
  [
    'backend/src/routes/courses/routes.ts',
    "import { courseList } from '../../queries/courses.js';",
    IMPORTS,
    null,
  ],
  [
    'backend/src/routes/classes/schema.ts',
    "import { STUDENT_CLASS_STATUSES } from '../../db/schema.js';",
    IMPORTS,
    null,
  ],
  [
    'backend/src/commands/scores.ts',
    "import { presentScore } from '../presenters/results.js';",
    IMPORTS,
    /Commands write and return rows/,
  ],
  ['backend/src/commands/scores.ts', "import { scoreById } from '../queries/results.js';", IMPORTS, null],
  // antd's pickers only in ui/form/antdPickers, which ui/form/dateFields loads on first use; no browser date
  // inputs (issue 25 point 3)
  [
    'web/src/features/timetable/DayOffPage.tsx',
    "import { DatePicker } from 'antd';",
    IMPORTS,
    /ui\/form\/dateFields/,
  ],
  ['web/src/ui/form/fields.tsx', "import { TimePicker } from 'antd';", IMPORTS, /ui\/form\/dateFields/],
  [
    'web/src/features/assignments/useCreateAssignment.ts',
    "import { DatePicker } from 'antd';",
    IMPORTS,
    /ui\/form\/dateFields/,
  ],
  [
    'web/src/features/timetable/DayOffPage.tsx',
    "import RangePicker from 'antd/es/date-picker';",
    IMPORTS,
    /ui\/form\/dateFields/,
  ],
  ['web/src/ui/form/antdPickers.tsx', "import { DatePicker, TimePicker } from 'antd';", IMPORTS, null],
  ['web/src/ui/form/dateFields.tsx', "import { DatePicker } from 'antd';", IMPORTS, /ui\/form\/dateFields/],
  ['web/src/features/timetable/DayOffPage.tsx', "import { Table } from 'antd';", IMPORTS, null],
  [
    'web/src/features/statistics/StatisticsPage.tsx',
    'export const Day = () => <input type="date" />;',
    SYNTAX,
    /ui\/form\/dateFields/,
  ],
  [
    'web/src/features/statistics/StatisticsPage.tsx',
    'export const Day = () => <input type="text" />;',
    SYNTAX,
    null,
  ],
  // Button and Card from ui/native, antd for the rest (issue 28 item 4)
  [
    'web/src/features/timetable/DayOffPage.tsx',
    "import { Button, Table } from 'antd';",
    IMPORTS,
    /come from ui\/native/,
  ],
  ['web/src/ui/PageHeader.tsx', "import { Card } from 'antd';", IMPORTS, /come from ui\/native/],
  // and Tabs (issue 29: antd's folds overflowing tabs into a menu, about 20 kB on every page with tabs)
  [
    'web/src/features/tags/ErrorTagsPage.tsx',
    "import { Tabs } from 'antd';",
    IMPORTS,
    /come from ui\/native/,
  ],
  [
    'web/src/features/timetable/useDeleteDayOff.ts',
    "import Button from 'antd/es/button';",
    IMPORTS,
    /come from ui\/native/,
  ],
  [
    'web/src/features/timetable/DayOffPage.tsx',
    "import { Table } from 'antd';\nimport { Button } from '../../ui/native';",
    IMPORTS,
    null,
  ],
  // The academy's calendar only from @lms/domain (issue 28 item 4)
  [
    'web/src/ui/format.ts',
    'export function academyToday(now: Date) {\n  return now.toISOString().slice(0, 10);\n}',
    SYNTAX,
    /@lms\/domain\/calendar/,
  ],
  [
    'web/src/features/classes/ClassTable.tsx',
    "export const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });",
    SYNTAX,
    /@lms\/domain\/calendar/,
  ],
  [
    'web/src/features/classes/ClassTable.tsx',
    "import { academyToday } from '@lms/domain/calendar';\nexport const today = () => academyToday();",
    SYNTAX,
    null,
  ],
  // A unit test reads "now" only on a clock it sets (docs/testing.md, "Time in tests").
  ['backend/src/routes/classes/classes.test.ts', 'export const t = new Date();', CLOCK, /real clock/],
  ['integration/test/ielts.integration.test.ts', 'export const t = Date.now();', CLOCK, /real clock/],
  ['gateway/test/seed.ts', 'export const t = Date.now();', CLOCK, /real clock/],
  ['backend/src/routes/classes/classes.test.ts', 'export const t = String(Date());', CLOCK, /real clock/],
  [
    'web/src/features/classes/ClassListPage.test.tsx',
    "import { academyToday } from '@lms/domain/calendar';\nexport const today = academyToday();",
    CLOCK,
    /real clock/,
  ],
  [
    'web/src/features/classes/ClassListPage.test.tsx',
    "import { vi } from 'vitest';\nvi.useFakeTimers({ toFake: ['setTimeout'] });\nexport const t = Date.now();",
    CLOCK,
    /real clock/,
  ],
  [
    'identity/src/test/server.ts',
    "import dayjs from 'dayjs';\nexport const t = dayjs();",
    CLOCK,
    /real clock/,
  ],
  [
    'web/src/features/classes/ClassListPage.test.tsx',
    "import { fixClock } from '../../test/clock';\nfixClock('2026-04-01T00:30:00+07:00');\nexport const t = new Date();",
    CLOCK,
    null,
  ],
  [
    'backend/src/routes/classes/classes.test.ts',
    "import { academyToday } from '@lms/domain';\nexport const today = academyToday(new Date('2026-04-01T00:30:00+07:00'));",
    CLOCK,
    null,
  ],
  ['backend/src/commands/classes.ts', 'export const t = new Date();', CLOCK, null],
  ['web/e2e/exam.e2e.ts', 'export const stamp = Date.now();', CLOCK, null],
];

const watched = (rule, ruleId) => (typeof rule === 'string' ? ruleId === rule : rule.test(ruleId ?? ''));

let failed = 0;
for (const [filePath, code, rule, expected] of cases) {
  const text = filePath.endsWith('.graphql') ? `${code}\n` : `${code}\nexport const used = 1;\n`;
  const [result] = await eslint.lintText(text, { filePath });
  const messages = (result?.messages ?? []).filter((m) => watched(rule, m.ruleId) || m.fatal);
  const refused = messages.some((m) => expected?.test(m.message));
  const ok = expected ? refused : messages.length === 0;
  if (!ok) {
    failed++;
    console.error(
      `boundary check failed for ${filePath}: ${code}\n  got: ${JSON.stringify(messages.map((m) => `${m.ruleId}: ${m.message}`))}`,
    );
  }
}
if (failed) process.exit(1);
console.log(
  `Boundaries and test clocks: ${cases.length} cases, each rule refuses its violation and lets the right way through.`,
);
