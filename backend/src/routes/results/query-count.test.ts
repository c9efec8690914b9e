import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { userExams } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAssignment,
  buildClass,
  buildEnrolledStudents,
  buildExercise,
  buildScore,
  buildTeacher,
} from '../../test/factories.js';

/**
 * The gateway's class overview must cost the same number of REST calls whatever the class size, so
 * each call must cost the same number of SQL statements: counted at the driver, for 3 and 30 students.
 */
let t: TestContext;
let teacher: UserRow;
let small: number, large: number;
const ASSIGNMENTS = 4;
const statuses = ['pass', 'fail', 'waiting_score', 'unfinished', 'holding'] as const;

async function classOf(size: number) {
  const cls = await buildClass(t.db, {}, { teachers: [teacher] });
  const students = await buildEnrolledStudents(t.db, cls.id, size);
  const exercise = await buildExercise(t.db);
  for (let i = 0; i < ASSIGNMENTS; i++) {
    const assignment = await buildAssignment(t.db, cls.id, exercise.id, { minScore: 50 });
    // Every student has a result; every other one a second attempt.
    await t.db.insert(userExams).values(
      students.flatMap((s, n) => [
        { assignmentId: assignment.id, studentId: s.id, status: statuses[n % 5]!, score: 40 + n },
        ...(n % 2
          ? [
              {
                assignmentId: assignment.id,
                studentId: s.id,
                attempt: 2,
                status: 'pass' as const,
                score: 90,
              },
            ]
          : []),
      ]),
    );
  }
  for (const s of students) await buildScore(t.db, cls.id, s.id, { value: 70 });
  return cls.id;
}

type Client = { query: (...args: unknown[]) => Promise<unknown> };

/** Counts the statements sent to the database (PGlite or a pg pool) while `call` runs. */
async function countQueries(call: () => Promise<unknown>) {
  const client = (t.db as unknown as { $client: Client }).$client;
  const own = Object.getOwnPropertyDescriptor(client, 'query');
  const query = client.query.bind(client);
  let statements = 0;
  client.query = (...args) => {
    statements++;
    return query(...args);
  };
  try {
    await call();
  } finally {
    if (own) Object.defineProperty(client, 'query', own);
    else delete (client as Partial<Client>).query;
  }
  return statements;
}

beforeAll(async () => {
  t = await createTestContext();
  teacher = await buildTeacher(t.db);
  await t.tokenFor(teacher); // links the subject now, not during a counted call
  small = await classOf(3);
  large = await classOf(30);
});
afterAll(() => t.close());

describe('SQL statements per list call do not grow with the class', () => {
  const endpoints = [
    ['class/exercises', (c: number) => `class/exercises?class_id=${c}`, () => ASSIGNMENTS],
    [
      'students/exercise',
      (c: number) => `students/exercise?class_id=${c}&page_size=300`,
      (n: number) => n * ASSIGNMENTS,
    ],
    ['users/score/', (c: number) => `users/score/?class_id=${c}&page_size=300`, (n: number) => n],
    ['class/score', (c: number) => `class/score?class_id=${c}&page_size=300`, (n: number) => n],
  ] as const;

  for (const [name, url, rows] of endpoints) {
    it(name, async () => {
      const counts: number[] = [];
      for (const [cls, size] of [
        [small, 3],
        [large, 30],
      ] as const) {
        let body: { count: number } | undefined;
        counts.push(
          await countQueries(async () => {
            const res = await t.api(teacher, { method: 'GET', url: url(cls) });
            expect(res.status).toBe(200);
            body = res.body;
          }),
        );
        expect(body?.count).toBe(rows(size));
      }
      expect(counts[0]).toBe(counts[1]);
      // Authentication, authorization, the page, its total and at most two aggregate queries.
      expect(counts[0]).toBeGreaterThanOrEqual(3);
      expect(counts[0]).toBeLessThanOrEqual(8);
    });
  }

  it('class/exercises for a batch of both classes costs what one class costs', async () => {
    const one = await countQueries(() =>
      t.api(teacher, { method: 'GET', url: `class/exercises?class_ids=${small}` }),
    );
    const both = await countQueries(() =>
      t.api(teacher, { method: 'GET', url: `class/exercises?class_ids=${small},${large}` }),
    );
    expect(both).toBe(one);
  });
});
