import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { seedAssignments } from './assignments.js';
import { BulkInserter } from './bulk.js';
import { assertIsoDate, vietnamToday } from './calendar.js';
import { planClasses } from './class-plan.js';
import { seedClasses } from './classes.js';
import { seedCommunity } from './community.js';
import { seedContent } from './content.js';
import { LISTED_ACCOUNTS, STUDENT_ACCOUNTS, TEACHER_ACCOUNTS, type ListedAccount } from './demo-accounts.js';
import { seedIelts } from './ielts.js';
import { seedKnowledge } from './knowledge.js';
import { seedPeople } from './people.js';
import { seedResults } from './results.js';

export type SeedSummary =
  | { seeded: false }
  | {
      seeded: true;
      /** The date the data was laid out around (lessons before it are done, after it scheduled). */
      today: string;
      /** Rows written, by table name. */
      counts: Record<string, number>;
      /** The users by kind: LMS staff and students, and IELTS candidates from outside the academy. */
      people: {
        admins: number;
        teachers: number;
        examiners: number;
        students: number;
        ieltsCandidates: number;
      };
      accounts: ListedAccount[];
    };

/** Any number, as long as nothing else in the product takes the same advisory lock. */
const SEED_LOCK = 2026_0601;

/**
 * Fills an empty database with the academy's demo data, in one transaction. Does nothing (seeded: false)
 * when any user exists, so the server can call it on every start. The same `today` gives the same rows.
 * With `uploadDir`, the demo bank's pictures and audio are copied there (their `media` rows are written
 * either way).
 */
export async function seedDemoData(
  db: Db,
  opts: { today?: string; uploadDir?: string } = {},
): Promise<SeedSummary> {
  const today = assertIsoDate(opts.today ?? vietnamToday());
  return db.transaction(async (tx): Promise<SeedSummary> => {
    // Two servers starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [anyone] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyone) return { seeded: false };

    const bulk = new BulkInserter(tx);
    const plans = planClasses(today, STUDENT_ACCOUNTS.length);
    const people = await seedPeople(bulk, today, plans);
    const { courseIds, classes } = await seedClasses(bulk, today, plans, people);
    const content = await seedContent(bulk, today, people, courseIds, { uploadDir: opts.uploadDir });
    const assignments = await seedAssignments(bulk, today, classes, content);
    const exams = await seedResults(bulk, today, people, assignments, content);
    await seedCommunity(bulk, today, people, classes, content, exams);
    await seedKnowledge(bulk, today, people);
    const { candidates } = await seedIelts(bulk, today, people, classes, content);

    return {
      seeded: true,
      today,
      counts: Object.fromEntries(Object.entries(bulk.counts).sort(([a], [b]) => a.localeCompare(b))),
      people: {
        admins: 1,
        teachers: TEACHER_ACCOUNTS.length,
        examiners: 1,
        students: people.students.length,
        ieltsCandidates: candidates,
      },
      accounts: LISTED_ACCOUNTS.map(({ email, role, name }) => ({ email, role, name })),
    };
  });
}
