// Shows that each boundary rule of eslint.config.js refuses a deliberate violation (and lets the right
// way through), so a rule that stops matching fails `npm test` instead of silently allowing everything.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

const cases = [
  // [file the code pretends to be in, code, the rule's message must appear?]
  ['domain/src/validation/rules.ts', "import { readFileSync } from 'node:fs';", /pure rules/],
  ['domain/src/validation/rules.ts', "import { z } from 'zod';", null],
  [
    'gateway/src/modules/classes/resolvers.ts',
    "import { users } from '../../../../backend/src/db/schema.js';",
    /Only the backend/,
  ],
  [
    'web/src/features/classes/ClassTable.tsx',
    "import { x } from '../../../../backend/src/app.js';",
    /Only the backend/,
  ],
  ['web/src/ui/PageHeader.tsx', "import { useQuery } from '@apollo/client';", /academy-free kit/],
  [
    'web/src/ui/PageHeader.tsx',
    "import { ClassTable } from '../features/classes/ClassTable';",
    /academy-free kit/,
  ],
  [
    'web/src/features/users/UserTable.tsx',
    "import { ClassTable } from '../classes/ClassTable';",
    /imports no other feature/,
  ],
  ['web/src/features/users/UserTable.tsx', "import { PageHeader } from '../../ui/PageHeader';", null],
  // The backend's pipeline (issue 9 item 3).
  ['backend/src/presenters/classes.ts', "import { eq } from 'drizzle-orm';", /Presenters are pure/],
  ['backend/src/presenters/classes.ts', "import type { Db } from '../db/client.js';", /Presenters are pure/],
  [
    'backend/src/presenters/classes.ts',
    "import { classFacts } from '../queries/classes.js';",
    /Presenters are pure/,
  ],
  ['backend/src/presenters/classes.ts', "import { classes } from '../db/schema.js';", /Presenters are pure/],
  ['backend/src/presenters/classes.ts', "import { STUDENT_CLASS_STATUSES } from '../db/schema.js';", null],
  ['backend/src/presenters/classes.ts', "import type { ClassRow } from '../db/rows.js';", null],
  [
    'backend/src/routes/courses/routes.ts',
    "import { and, eq } from 'drizzle-orm';",
    /Routes shape HTTP only/,
  ],
  [
    'backend/src/routes/courses/routes.ts',
    "import { courses } from '../../db/schema.js';",
    /Routes shape HTTP only/,
  ],
  ['backend/src/routes/courses/routes.ts', "import { courseList } from '../../queries/courses.js';", null],
  [
    'backend/src/routes/classes/schema.ts',
    "import { STUDENT_CLASS_STATUSES } from '../../db/schema.js';",
    null,
  ],
  [
    'backend/src/commands/scores.ts',
    "import { presentScore } from '../presenters/results.js';",
    /Commands write and return rows/,
  ],
  ['backend/src/commands/scores.ts', "import { scoreById } from '../queries/results.js';", null],
];

let failed = 0;
for (const [filePath, code, expected] of cases) {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath });
  const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
  const refused = messages.some((m) => expected?.test(m.message));
  const ok = expected ? refused : messages.length === 0;
  if (!ok) {
    failed++;
    console.error(
      `boundary check failed for ${filePath}: ${code}\n  got: ${JSON.stringify(messages.map((m) => m.message))}`,
    );
  }
}
if (failed) process.exit(1);
console.log(`Boundaries: ${cases.length} cases, each rule refuses its violation.`);
