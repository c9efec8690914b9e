import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepDueAttempts } from '../../backend/src/commands/expiry.js';
import type { Db } from '../../backend/src/db/client.js';
import { userAnswers, userExams } from '../../backend/src/db/schema.js';
import { fixClock } from '../../backend/src/test/clock.js';
import { buildExamExercise, buildQuestion } from '../../backend/src/test/exams.js';
import {
  buildAssignment,
  buildClass,
  buildEnrolledStudents,
  buildTeacher,
} from '../../backend/src/test/factories.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { executeHttp } from '../../gateway/test/gateway.js';
import { startRealBackend } from './real-backend.js';
import { webOperation } from '../../gateway/test/web-operations.js';

/**
 * Issue 26 point 4 through GraphQL, on the real backend: an essay whose time ran out while nobody was online
 * is closed by the server's sweep and waits in the teacher's marking queue, with its keyed score.
 */
const NOW = fixClock('2026-04-01T00:30:00+07:00');

async function seed(db: Db) {
  const teacher = await buildTeacher(db, { name: 'Trần Thị Lan' });
  const cls = await buildClass(db, { name: 'IELTS 6.5 - hết giờ' }, { teachers: [teacher] });
  const [student] = await buildEnrolledStudents(db, cls.id, 1);
  const choice = await buildQuestion(db, 'choice_one_answer', { title: 'Present perfect' });
  const essay = await buildQuestion(db, 'writing', { title: 'Task 2 essay' });
  const exercise = await buildExamExercise(db, [choice.question.id, essay.question.id]);
  const assignment = await buildAssignment(db, cls.id, exercise.id, {
    kind: 'test',
    timeLimit: 40,
    maxScore: 10,
  });
  const startedAt = new Date(NOW.getTime() - 60 * 60_000);
  const endsAt = new Date(startedAt.getTime() + 40 * 60_000);
  const [attempt] = await db
    .insert(userExams)
    .values({ assignmentId: assignment.id, studentId: student!.id, status: 'unfinished', startedAt, endsAt })
    .returning();
  await db.insert(userAnswers).values([
    { userExamId: attempt!.id, questionPartId: choice.parts[0]!.id, answer: { choice: 'A' }, seq: 1 },
    {
      userExamId: attempt!.id,
      questionPartId: essay.parts[0]!.id,
      answer: { text: 'Museums should be free.' },
      seq: 1,
    },
  ]);
  return { db, teacher, attempt: attempt!, endsAt };
}

describe('an attempt whose time ran out while nobody was online', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<Awaited<ReturnType<typeof seed>>>>>;
  let gateway: Gateway;

  beforeAll(async () => {
    backend = await startRealBackend(seed);
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
  }, 120_000);
  afterAll(async () => {
    await gateway?.server.stop();
    await backend?.stop();
  });

  const queue = async () => {
    const token = await backend.token(backend.seeded.teacher, 'teacher');
    const { body } = await executeHttp(
      gateway,
      { authorization: `Bearer ${token}`, 'accept-language': 'vi', 'content-type': 'application/json' },
      { query: webOperation('MarkingPageQuery').query, variables: { page: 1, pageSize: 20 } },
    );
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return (body.data as { results: { items: { id: string; submittedAt: string | null }[] } }).results.items;
  };

  it("is in the teacher's marking queue after one sweep, submitted at its end", async () => {
    expect(await queue()).toEqual([]);
    const closed = await sweepDueAttempts(backend.seeded.db, NOW);
    expect(closed.map((e) => e.id)).toEqual([backend.seeded.attempt.id]);
    expect(await queue()).toEqual([
      expect.objectContaining({
        id: String(backend.seeded.attempt.id),
        submittedAt: backend.seeded.endsAt.toISOString(),
      }),
    ]);
  });
});
