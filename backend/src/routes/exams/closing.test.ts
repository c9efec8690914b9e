import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userExams } from '../../db/schema.js';
import type { TestContext } from '../../test/context.js';
import { examAttemptSuite, type ExamClass } from '../../test/exam-attempts.js';
import { buildExamExercise, buildQuestion } from '../../test/exams.js';
import { buildAssignment } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: ExamClass;

const { post, get, freshAssignment, started, rightAnswers } = examAttemptSuite((built) => ({ t, f } = built));

describe('GET user-exam/{id}', () => {
  it('submits an attempt past its end when read (lazy expiry)', async () => {
    const { attempt } = await started();
    await t.db
      .update(userExams)
      .set({ endsAt: new Date(Date.now() - 5) })
      .where(eq(userExams.id, attempt.id));
    const res = await get(f.student, `user-exam/${attempt.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'fail', submit_reason: 'time_up', score: 0 });
  });
});

describe('POST user-exam/{id}/exits', () => {
  it('counts each event once and submits on reaching the access limit', async () => {
    const { attempt } = await started(f.student, { maxAccesses: 2 });
    const url = `user-exam/${attempt.id}/exits`;
    const one = await post(f.student, url, { event_id: 'exit-1' });
    expect(one.body).toMatchObject({ access_count: 1, status: 'unfinished', message: null });
    expect((await post(f.student, url, { event_id: 'exit-1' })).body.access_count).toBe(1);
    const two = await post(f.student, url, { event_id: 'exit-2' });
    expect(two.body).toMatchObject({
      access_count: 2,
      status: 'fail',
      submit_reason: 'access_limit',
      message: 'You have reached the maximum number of accesses',
    });
    const vi = await post(f.student, url, { event_id: 'exit-3' }, 'vi');
    expect(vi.body).toMatchObject({ access_count: 2, message: 'Bạn đã vượt quá số lần truy cập cho phép' });
  });

  it('counts nothing and closes nothing outside exam mode (homework left and resumed)', async () => {
    const homework = await freshAssignment({ kind: 'home_work', examMode: false, maxAccesses: 1 }, null);
    // No rules to accept: the student starts at once.
    const start = await post(f.student, 'user-exam/', { assignment_id: homework.id });
    expect(start.status).toBe(201);
    const url = `user-exam/${start.body.id}/exits`;
    for (const event_id of ['left-1', 'left-2', 'left-3']) {
      const res = await post(f.student, url, { event_id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ access_count: 0, status: 'unfinished', submit_reason: null });
    }
    await post(f.student, `user-exam/${start.body.id}/answers`, { answers: rightAnswers() });
    const resumed = await post(f.student, 'user-exam/', { assignment_id: homework.id });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ id: start.body.id, status: 'unfinished', access_count: 0 });
    expect(resumed.body.assignment.exam_mode).toBe(false);
    expect(resumed.body.answers).toHaveLength(2);
  });

  it('an exam-mode assignment still asks for its rules first', async () => {
    const test = await freshAssignment({ kind: 'test', examMode: true }, null);
    expect((await post(f.student, 'user-exam/', { assignment_id: test.id })).status).toBe(409);
  });

  it('answers 400 for a missing or over-long event id', async () => {
    const { attempt } = await started();
    const res = await post(f.student, `user-exam/${attempt.id}/exits`, { event_id: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['event_id']);
    const none = await post(f.student, `user-exam/${attempt.id}/exits`, {});
    expect(none.body.errors).toEqual({ event_id: ['This field is required'] });
  });
});

describe('POST user-exam/{id}/submit', () => {
  it('scores keyed parts, scales to the maximum, passes against the minimum; idempotent', async () => {
    const { attempt } = await started();
    await post(f.student, `user-exam/${attempt.id}/answers`, { answers: rightAnswers() });
    const res = await post(f.student, `user-exam/${attempt.id}/submit`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'pass',
      score: 10,
      submit_reason: 'student',
      below_min_score: false,
      message: null,
      submitted_at: expect.any(String),
    });
    const again = await post(f.student, `user-exam/${attempt.id}/submit`);
    expect(again.body).toMatchObject({ status: 'pass', score: 10, submitted_at: res.body.submitted_at });
  });

  it('waits for a person when a part is marked by one (writing)', async () => {
    const choice = await buildQuestion(t.db, 'choice_one_answer');
    const essay = await buildQuestion(t.db, 'writing');
    const exercise = await buildExamExercise(t.db, [choice.question.id, essay.question.id]);
    const a = await buildAssignment(t.db, f.cls.id, exercise.id);
    await post(f.student, 'user-exam-agreement/', { assignment_id: a.id });
    const attempt = (await post(f.student, 'user-exam/', { assignment_id: a.id })).body;
    await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [
        { question_part_id: choice.parts[0]!.id, answer: { choice: 'A' }, seq: 1 },
        { question_part_id: essay.parts[0]!.id, answer: { text: 'Museums should be free.' }, seq: 1 },
      ],
    });
    const res = await post(f.student, `user-exam/${attempt.id}/submit`);
    // The keyed part's score at once (the choice, 1 of 10 points: 10 of the assignment's 100), one to mark.
    expect(res.body).toMatchObject({
      status: 'waiting_score',
      score: null,
      below_min_score: false,
      keyed_score: 10,
      keyed_max_score: 10,
      parts_awaiting_marker: 1,
    });
    const [row] = await t.db.select().from(userExams).where(eq(userExams.id, attempt.id));
    expect(row).toMatchObject({ status: 'waiting_score', score: null, submitReason: 'student' });
    // The results list says the same.
    const listed = await get(f.student, `students/exercise?assignment_id=${a.id}`);
    expect(listed.body.results).toEqual([
      expect.objectContaining({
        id: attempt.id,
        keyed_score: 10,
        keyed_max_score: 10,
        parts_awaiting_marker: 1,
      }),
    ]);
  });

  it('fails a blank attempt, even at a minimum of 0 and with a part to mark, whoever closed it', async () => {
    const essay = await buildQuestion(t.db, 'writing');
    // Time up with nothing answered.
    const timed = await started(f.student, { minScore: 0 });
    await t.db
      .update(userExams)
      .set({ endsAt: new Date(Date.now() - 5) })
      .where(eq(userExams.id, timed.attempt.id));
    expect((await get(f.student, `user-exam/${timed.attempt.id}`)).body).toMatchObject({
      status: 'fail',
      submit_reason: 'time_up',
      score: 0,
      below_min_score: false,
    });
    // A fail at a minimum of 0 opens no new attempt by itself (a marker may ask for a redo).
    const again = await post(f.student, 'user-exam/', { assignment_id: timed.assignment.id });
    expect(again.status).toBe(409);
    // The access limit reached with nothing answered.
    const limited = await started(f.student, { minScore: 0, maxAccesses: 1 });
    const exit = await post(f.student, `user-exam/${limited.attempt.id}/exits`, { event_id: 'blank-1' });
    expect(exit.body).toMatchObject({ status: 'fail', submit_reason: 'access_limit', score: 0 });
    // Submitted blank by the student: nothing for a teacher to mark either.
    const exercise = await buildExamExercise(t.db, [essay.question.id]);
    const a = await buildAssignment(t.db, f.cls.id, exercise.id, { minScore: 0 });
    await post(f.student, 'user-exam-agreement/', { assignment_id: a.id });
    const blank = (await post(f.student, 'user-exam/', { assignment_id: a.id })).body;
    await post(f.student, `user-exam/${blank.id}/answers`, {
      answers: [{ question_part_id: essay.parts[0]!.id, answer: { text: '  ' }, seq: 1 }],
    });
    expect((await post(f.student, `user-exam/${blank.id}/submit`)).body).toMatchObject({
      status: 'fail',
      score: 0,
      parts_awaiting_marker: 0,
    });
  });

  it('passes wrong answers at a minimum of 0: the rule is about nothing answered, not a low score', async () => {
    const { attempt } = await started(f.student, { minScore: 0 });
    await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [{ question_part_id: f.parts.choice.id, answer: { choice: 'B' }, seq: 1 }],
    });
    expect((await post(f.student, `user-exam/${attempt.id}/submit`)).body).toMatchObject({
      status: 'pass',
      score: 0,
      below_min_score: false,
      keyed_score: 0,
      keyed_max_score: 10,
      parts_awaiting_marker: 0,
    });
  });
});
