import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { speechScores, userAnswers, userExams } from '../../db/schema.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamExercise, buildQuestion } from '../../test/exams.js';
import { buildAssignment, buildClass, buildEnrolledStudents } from '../../test/factories.js';

// Issue 26 point 4: the app's own expiry worker (as every backend process runs it) closes a due attempt
// and wakes the speech scorer for its recording, long before the scorer's own poll.
fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    expiry: { worker: true, pollMs: 20 },
    speech: { engine: null, worker: true, pollMs: 600_000 },
  });
});
afterAll(() => t.close());

describe('the expiry worker of a backend process', () => {
  it('closes a due attempt with a recording and wakes the speech scorer', async () => {
    const cls = await buildClass(t.db);
    const [student] = await buildEnrolledStudents(t.db, cls.id, 1);
    const spoken = await buildQuestion(t.db, 'pronunciation');
    const exercise = await buildExamExercise(t.db, [spoken.question.id]);
    const assignment = await buildAssignment(t.db, cls.id, exercise.id, { kind: 'test', timeLimit: 10 });
    const startedAt = new Date(Date.now() - 20 * 60_000);
    const [attempt] = await t.db
      .insert(userExams)
      .values({
        assignmentId: assignment.id,
        studentId: student!.id,
        status: 'unfinished',
        startedAt,
        endsAt: new Date(startedAt.getTime() + 10 * 60_000),
      })
      .returning();
    await t.db.insert(userAnswers).values({
      userExamId: attempt!.id,
      questionPartId: spoken.parts[0]!.id,
      answer: { mediaId: '1' },
      seq: 1,
    });
    await vi.waitFor(
      async () => {
        const [scored] = await t.db
          .select()
          .from(speechScores)
          .where(eq(speechScores.userExamId, attempt!.id));
        expect(scored?.status).toBe('no_engine');
      },
      { timeout: 5000, interval: 20 },
    );
    const [closed] = await t.db.select().from(userExams).where(eq(userExams.id, attempt!.id));
    expect(closed).toMatchObject({ status: 'waiting_score', submitReason: 'time_up' });
  });
});
