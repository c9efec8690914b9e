import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireAttempt } from '../../commands/exams.js';
import { dueExpiryJobs, startExpiryWorker, sweepDueAttempts } from '../../commands/expiry.js';
import { userExams, type assignments } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { apiInStoredIds, buildExamClass, buildExamExercise, buildQuestion } from '../../test/exams.js';
import { buildAssignment, buildStudent, enrol } from '../../test/factories.js';

// Issue 26 point 4: the server closes due attempts itself (docs/decisions.md, "Issue 26 — server-side expiry").
fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
});
afterAll(() => t.close());

const post = (user: UserRow | null, url: string, payload?: object) =>
  apiInStoredIds(t, user, { method: 'POST', url, payload });
const get = (user: UserRow | null, url: string) => apiInStoredIds(t, user, { method: 'GET', url });
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function started(student = f.student, overrides: Partial<typeof assignments.$inferInsert> = {}) {
  const a = await buildAssignment(t.db, f.cls.id, f.exercise.id, {
    kind: 'test',
    examMode: true,
    timeLimit: 30,
    minScore: 5,
    maxScore: 10,
    ...overrides,
  });
  expect((await post(student, 'user-exam-agreement/', { assignment_id: a.id })).status).toBe(201);
  const res = await post(student, 'user-exam/', { assignment_id: a.id });
  expect(res.status).toBe(201);
  return { assignment: a, attempt: res.body as { id: number; ends_at: string | null } };
}

const row = async (id: number) => (await t.db.select().from(userExams).where(eq(userExams.id, id)))[0]!;

describe('the expiry sweep (nobody calls the student routes)', () => {
  it("closes a timed attempt past ends_at with its score; the teacher's lists show it submitted", async () => {
    const { assignment, attempt } = await started();
    const url = `user-exam/${attempt.id}/answers`;
    const saved = await post(f.student, url, {
      answers: [{ question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 1 }],
    });
    expect(saved.status).toBe(200);
    const endsAt = new Date(attempt.ends_at!);
    // Before ends_at the sweep leaves it open.
    expect(await sweepDueAttempts(t.db, new Date(endsAt.getTime() - 1))).toEqual([]);
    expect((await row(attempt.id)).status).toBe('unfinished');
    const closed = await sweepDueAttempts(t.db, new Date(endsAt.getTime() + 3000));
    expect(closed.map((e) => e.id)).toEqual([attempt.id]);

    const list = await get(f.teacher, `students/exercise?assignment_id=${assignment.id}`);
    expect(list.status).toBe(200);
    // The choice part (1 of 3 points) was held: 3.33 of 10, below the minimum of 5.
    expect(list.body.results).toEqual([
      expect.objectContaining({
        id: attempt.id,
        status: 'fail',
        status_label: 'done',
        score: 3.33,
        submitted_at: endsAt.toISOString(),
      }),
    ]);
    expect((await row(attempt.id)).submitReason).toBe('time_up');
    // Closing again is harmless.
    expect(await sweepDueAttempts(t.db, new Date(endsAt.getTime() + 9000))).toEqual([]);
    expect(await expireAttempt(t.db, attempt.id, new Date(endsAt.getTime() + 9000))).toBeNull();
  });

  it('puts an attempt with a part to mark in the marking queue, and tells who wakes the speech scorer', async () => {
    const choice = await buildQuestion(t.db, 'choice_one_answer');
    const essay = await buildQuestion(t.db, 'writing');
    const exercise = await buildExamExercise(t.db, [choice.question.id, essay.question.id]);
    const { assignment, attempt } = await started(f.student, { exerciseId: exercise.id, timeLimit: 10 });
    await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [
        { question_part_id: choice.parts[0]!.id, answer: { choice: 'A' }, seq: 1 },
        { question_part_id: essay.parts[0]!.id, answer: { text: 'Museums should be free.' }, seq: 1 },
      ],
    });
    const told: number[][] = [];
    // The worker of a backend process, on a clock past ends_at; its first sweep runs at once.
    const worker = startExpiryWorker(t.db, {
      pollMs: 60_000,
      clock: () => new Date(new Date(attempt.ends_at!).getTime() + 1000),
      onClosed: (rows) => void told.push(rows.map((r) => r.id)),
    });
    await worker.idle();
    await worker.stop();
    expect(told).toEqual([[attempt.id]]);
    const queue = await get(
      f.teacher,
      `students/exercise?assignment_id=${assignment.id}&status=waiting_score&expand=student`,
    );
    expect(queue.body.results).toEqual([
      expect.objectContaining({ id: attempt.id, status: 'waiting_score', keyed_score: expect.any(Number) }),
    ]);
  });

  it('never closes an attempt without ends_at (homework without deadline or time limit)', async () => {
    const { attempt } = await started(f.classmate, { kind: 'home_work', timeLimit: null, deadline: null });
    expect(attempt.ends_at).toBeNull();
    expect((await dueExpiryJobs(t.db, minutes(60 * 24 * 365))).map((j) => j.userExamId)).not.toContain(
      attempt.id,
    );
    expect((await row(attempt.id)).status).toBe('unfinished');
  });

  it('closes homework at its deadline', async () => {
    const student = await buildStudent(t.db);
    await enrol(t.db, f.cls.id, student.id);
    const deadline = minutes(90);
    const { attempt } = await started(student, { kind: 'home_work', timeLimit: null, deadline });
    expect(attempt.ends_at).toBe(deadline.toISOString());
    expect(await sweepDueAttempts(t.db, minutes(89))).toEqual([]);
    const [closed] = await sweepDueAttempts(t.db, minutes(91));
    expect(closed).toMatchObject({ id: attempt.id, submitReason: 'time_up', submittedAt: deadline });
  });

  it('gives a job per due attempt, keyed by the attempt (a job library takes it as is)', async () => {
    const student = await buildStudent(t.db);
    await enrol(t.db, f.cls.id, student.id);
    const { attempt } = await started(student, { timeLimit: 5 });
    const jobs = await dueExpiryJobs(t.db, minutes(6));
    expect(jobs).toContainEqual({
      name: 'exam.expire',
      key: `user_exam:${attempt.id}`,
      userExamId: attempt.id,
      runAt: new Date(attempt.ends_at!),
    });
    await sweepDueAttempts(t.db, minutes(6));
  });
});

describe('several sweepers, and a student racing one', () => {
  it('two sweeps at once close each due attempt exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const student = await buildStudent(t.db);
      await enrol(t.db, f.cls.id, student.id);
      const { attempt } = await started(student, { timeLimit: 3 });
      ids.push(attempt.id);
    }
    const at = minutes(4);
    const [a, b] = await Promise.all([sweepDueAttempts(t.db, at), sweepDueAttempts(t.db, at)]);
    const closed = [...a, ...b].map((e) => e.id).filter((id) => ids.includes(id));
    expect(closed.sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await row(id)).status).toBe('fail');
  });

  // PGlite has one connection: a second transaction would wait behind the first, so only on PostgreSQL.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips, without waiting, an attempt another process holds; closes it on a later sweep',
    async () => {
      const student = await buildStudent(t.db);
      await enrol(t.db, f.cls.id, student.id);
      const { attempt } = await started(student, { timeLimit: 3 });
      const at = minutes(4);
      const whileHeld = await t.db.transaction(async (tx) => {
        await tx.select().from(userExams).where(eq(userExams.id, attempt.id)).for('update');
        return sweepDueAttempts(t.db, at);
      });
      expect(whileHeld.map((e) => e.id)).not.toContain(attempt.id);
      expect((await row(attempt.id)).status).toBe('unfinished');
      expect((await sweepDueAttempts(t.db, at)).map((e) => e.id)).toContain(attempt.id);
    },
  );

  it("the student's own submit racing the sweep: one close, the answers saved before ends_at kept", async () => {
    const student = await buildStudent(t.db);
    await enrol(t.db, f.cls.id, student.id);
    const { attempt } = await started(student, { timeLimit: 2 });
    await post(student, `user-exam/${attempt.id}/answers`, {
      answers: [
        { question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 1 },
        {
          question_part_id: f.parts.gaps.id,
          answer: { blanks: { '1': 'nine AM', '2': 'Main hall' } },
          seq: 1,
        },
      ],
    });
    const [submitted, swept] = await Promise.all([
      post(student, `user-exam/${attempt.id}/submit`),
      sweepDueAttempts(t.db, minutes(3)),
    ]);
    expect(submitted.status).toBe(200);
    expect(swept.filter((e) => e.id === attempt.id).length).toBeLessThanOrEqual(1);
    expect(await row(attempt.id)).toMatchObject({ status: 'pass', score: 10 });
  });

  it('a save racing the sweep: the answer counts exactly when the save was taken', async () => {
    const student = await buildStudent(t.db);
    await enrol(t.db, f.cls.id, student.id);
    const { attempt } = await started(student, { timeLimit: 2 });
    // The save arrives before ends_at; the sweeper's clock is already past it.
    const [save, swept] = await Promise.all([
      post(student, `user-exam/${attempt.id}/answers`, {
        answers: [{ question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 1 }],
      }),
      sweepDueAttempts(t.db, minutes(3)),
    ]);
    // Whoever came second: the sweep (or the next one) closes it once.
    const again = await sweepDueAttempts(t.db, minutes(3));
    expect([...swept, ...again].filter((e) => e.id === attempt.id)).toHaveLength(1);
    const closed = await row(attempt.id);
    expect(closed.submitReason).toBe('time_up');
    if (save.status === 200) expect(closed.score).toBe(3.33);
    else {
      expect(save.status).toBe(409);
      expect(closed.score).toBe(0);
    }
  });
});

describe('a deadline or time limit changed after students started (docs/decisions.md, issue 26)', () => {
  const patch = (id: number, payload: object) =>
    t.api(f.teacher, { method: 'PATCH', url: `class-exercises/${id}/`, payload });
  const newStudent = async () => {
    const student = await buildStudent(t.db);
    await enrol(t.db, f.cls.id, student.id);
    return student;
  };

  it('moves the end of open homework with its deadline, later and earlier', async () => {
    const { assignment, attempt } = await started(await newStudent(), {
      kind: 'home_work',
      timeLimit: null,
      deadline: minutes(120),
    });
    const later = minutes(300);
    expect((await patch(assignment.id, { deadline: later.toISOString() })).status).toBe(200);
    expect((await row(attempt.id)).endsAt).toEqual(later);
    expect(await sweepDueAttempts(t.db, minutes(180))).toEqual([]);
    const earlier = minutes(60);
    expect((await patch(assignment.id, { deadline: earlier.toISOString() })).status).toBe(200);
    expect((await row(attempt.id)).endsAt).toEqual(earlier);
    const [closed] = await sweepDueAttempts(t.db, minutes(61));
    expect(closed).toMatchObject({ id: attempt.id, submittedAt: earlier, submitReason: 'time_up' });
  });

  it('keeps the time limit: a later deadline gives no more than start plus the limit', async () => {
    const { assignment, attempt } = await started(await newStudent(), {
      timeLimit: 30,
      deadline: minutes(120),
    });
    const byLimit = new Date(attempt.ends_at!);
    expect((await patch(assignment.id, { deadline: minutes(600).toISOString() })).status).toBe(200);
    expect((await row(attempt.id)).endsAt).toEqual(byLimit);
    // A longer limit gives the open attempt the longer time, counted from its start.
    expect((await patch(assignment.id, { time_limit: 45 })).status).toBe(200);
    expect((await row(attempt.id)).endsAt).toEqual(new Date(byLimit.getTime() + 15 * 60_000));
  });

  it('gives an untimed attempt the new deadline; never sets an end already past', async () => {
    const { assignment, attempt } = await started(await newStudent(), {
      kind: 'home_work',
      timeLimit: null,
      deadline: null,
    });
    const deadline = minutes(200);
    expect((await patch(assignment.id, { deadline: deadline.toISOString() })).status).toBe(200);
    expect((await row(attempt.id)).endsAt).toEqual(deadline);
    // A deadline earlier than now (still today): the attempt ends now, the sweep closes it.
    const before = new Date(Date.now() - 60_000);
    expect((await patch(assignment.id, { deadline: before.toISOString() })).status).toBe(200);
    const endsAt = (await row(attempt.id)).endsAt!;
    expect(endsAt.getTime()).toBeGreaterThan(before.getTime());
    expect(endsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('does not reopen an attempt already past its end', async () => {
    const { assignment, attempt } = await started(await newStudent(), { timeLimit: 30 });
    const past = new Date(Date.now() - 1000);
    await t.db.update(userExams).set({ endsAt: past }).where(eq(userExams.id, attempt.id));
    expect((await patch(assignment.id, { time_limit: 120 })).status).toBe(200);
    expect((await row(attempt.id)).endsAt).toEqual(past);
    expect((await sweepDueAttempts(t.db)).map((e) => e.id)).toContain(attempt.id);
  });
});
