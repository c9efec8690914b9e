import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userExams, type assignments } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { apiInStoredIds, buildExamClass } from '../../test/exams.js';
import { buildAssignment } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

// Issue 26 point 1: review options per assignment and attempt limits.
const start = fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
});
afterAll(() => t.close());

const post = (user: UserRow | null, url: string, payload?: object, lang = 'en') =>
  apiInStoredIds(t, user, { method: 'POST', url, payload, headers: { 'accept-language': lang } });
const get = (user: UserRow | null, url: string, lang = 'en') =>
  apiInStoredIds(t, user, { method: 'GET', url, headers: { 'accept-language': lang } });
const patch = (user: UserRow | null, url: string, payload: object) =>
  t.api(user, { method: 'PATCH', url, payload });

const tomorrow = () => new Date(start.getTime() + 86_400_000);

/** An assignment of the class's exercise (two keyed parts, 3 points), accepted by the student. */
async function assignment(overrides: Partial<typeof assignments.$inferInsert> = {}) {
  const a = await buildAssignment(t.db, f.cls.id, f.exercise.id, {
    kind: 'test',
    minScore: 8,
    maxScore: 10,
    examMode: true,
    deadline: tomorrow(),
    ...overrides,
  });
  expect((await post(f.student, 'user-exam-agreement/', { assignment_id: a.id })).status).toBe(201);
  return a;
}

const begin = (assignmentId: number, lang = 'en') =>
  post(f.student, 'user-exam/', { assignment_id: assignmentId }, lang);

const rightAnswers = () => [
  { question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 1 },
  { question_part_id: f.parts.gaps.id, answer: { blanks: { '1': 'nine AM', '2': 'Main  hall' } }, seq: 1 },
];

async function submit(assignmentId: number, answers: object[] = []) {
  const started = await begin(assignmentId);
  expect(started.status).toBe(201);
  if (answers.length) await post(f.student, `user-exam/${started.body.id}/answers`, { answers });
  const res = await post(f.student, `user-exam/${started.body.id}/submit`);
  expect(res.status).toBe(200);
  return res.body;
}

const review = (id: number, user: UserRow = f.student) =>
  get(user, `students/exercise_detail?user_exam_id=${id}`);
const keysOf = (body: { questions: { parts: { key: unknown }[] }[] }) =>
  body.questions.flatMap((q) => q.parts.map((p) => p.key));

describe('the issue: an empty test, its keys, and a second try', () => {
  it('shows no key before the deadline, refuses attempt 2 and the score stays', async () => {
    const a = await assignment();
    const first = await submit(a.id);
    expect(first).toMatchObject({
      status: 'fail',
      score: 0,
      attempts_used: 1,
      attempts_allowed: 1,
      may_start_again: false,
      below_min_score: false,
      message: null,
    });

    const seen = await review(first.id);
    expect(seen.status).toBe(200);
    expect(seen.body.keys_shown).toBe(false);
    expect(keysOf(seen.body)).toEqual([null, null]);
    expect(seen.body.questions.map((q: { transcript: string }) => q.transcript)).toEqual(['', '']);
    expect(seen.body.questions[1].parts[0].detail).toEqual([]);
    expect(seen.body.shown).toEqual({ answers: true, score: true, keys: false, feedback: true });
    expect(seen.body.hidden_reasons).toMatchObject({ keys: 'after_deadline' });
    // No redo is asked past the cap, in the review or the results list.
    expect(seen.body.result).toMatchObject({ score: 0, below_min_score: false });
    const listed = await get(f.student, `students/exercise?assignment_id=${a.id}`);
    expect(listed.body.results[0]).toMatchObject({ score: 0, below_min_score: false });

    const again = await begin(a.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have used every attempt this work allows');
    expect((await begin(a.id, 'vi')).body.message).toBe('Bạn đã dùng hết số lần làm bài được phép');
    const rows = await t.db.select().from(userExams).where(eq(userExams.assignmentId, a.id));
    expect(rows.map((r) => [r.attempt, r.score])).toEqual([[1, 0]]);

    // Staff see the keys at once.
    expect(keysOf((await review(first.id, f.teacher)).body)).toEqual([{ correct: 'A' }, expect.any(Object)]);
  });

  it('shows the keys after the deadline, when no attempt is possible any more', async () => {
    const deadline = new Date(Date.now() + 3600_000);
    const a = await assignment({ deadline });
    const first = await submit(a.id);
    vi.setSystemTime(new Date(deadline.getTime() + 60_000));
    try {
      const seen = await review(first.id);
      expect(seen.body.keys_shown).toBe(true);
      expect(keysOf(seen.body)[0]).toEqual({ correct: 'A' });
      expect(seen.body.questions[0].transcript).toBe('Transcript of the clip');
    } finally {
      vi.setSystemTime(new Date(deadline.getTime() - 3600_000 + 5_000));
    }
  });
});

describe('time-up and the access limit open no attempt by themselves', () => {
  it('refuses a start after time-up until a teacher asks for the redo', async () => {
    const a = await assignment({ kind: 'home_work', maxAttempts: 3, minScore: 5 });
    const started = await begin(a.id);
    await t.db
      .update(userExams)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(userExams.id, started.body.id));
    const closed = await get(f.student, `user-exam/${started.body.id}`);
    expect(closed.body).toMatchObject({ status: 'fail', submit_reason: 'time_up', may_start_again: false });
    const refused = await begin(a.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You have already submitted this work');

    expect((await post(f.teacher, `user-exam/${started.body.id}/redo`, {})).status).toBe(200);
    const redo = await begin(a.id);
    expect(redo.status).toBe(201);
    expect(redo.body).toMatchObject({ attempt: 2, access_count: 0, attempts_used: 2, attempts_allowed: 4 });
  });

  it('refuses a start after the access limit until a teacher asks for the redo', async () => {
    const a = await assignment({ kind: 'home_work', maxAttempts: 3, minScore: 5, maxAccesses: 1 });
    const started = await begin(a.id);
    const exit = await post(f.student, `user-exam/${started.body.id}/exits`, { event_id: 'x1' });
    expect(exit.body).toMatchObject({ status: 'fail', submit_reason: 'access_limit' });
    expect((await begin(a.id)).status).toBe(409);
    await post(f.teacher, `user-exam/${started.body.id}/redo`, {});
    expect((await begin(a.id)).status).toBe(201);
  });
});

describe('the cap', () => {
  it('a redo asked grants one attempt more than the cap, and no more', async () => {
    const a = await assignment({ minScore: 0 });
    const first = await submit(a.id, rightAnswers());
    expect(first).toMatchObject({ status: 'pass', score: 10 });
    expect((await begin(a.id)).status).toBe(409);
    await post(f.teacher, `user-exam/${first.id}/redo`, {});
    const second = await submit(a.id);
    expect(second).toMatchObject({ attempt: 2, attempts_used: 2, attempts_allowed: 2 });
    const third = await begin(a.id);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('You have already submitted this work');
  });

  it('redoes below the minimum within the cap only, and says so only then', async () => {
    const a = await assignment({ kind: 'home_work', maxAttempts: 2, minScore: 5 });
    const first = await submit(a.id);
    expect(first).toMatchObject({
      below_min_score: true,
      may_start_again: true,
      message: 'The work does not meet the minimum score to sum up, please complete it again',
    });
    // Keys stay hidden while another attempt is possible, whatever the option says.
    await patch(f.teacher, `class-exercises/${a.id}/`, { review_options: { keys: 'after_submit' } });
    const seen = await review(first.id);
    expect(seen.body.keys_shown).toBe(false);
    expect(seen.body.hidden_reasons.keys).toBe('another_attempt');

    const second = await submit(a.id);
    expect(second).toMatchObject({
      attempt: 2,
      below_min_score: false,
      may_start_again: false,
      message: null,
    });
    const refused = await begin(a.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You have used every attempt this work allows');
    // Now nothing more is possible: the keys show as the option says.
    expect((await review(second.id)).body.keys_shown).toBe(true);
  });
});

describe('review options', () => {
  it('hides answers, score and feedback the options keep back, in the review and the attempt', async () => {
    const a = await assignment({
      minScore: 0,
      reviewOptions: { answers: 'never', score: 'after_deadline', keys: 'never', feedback: 'never' },
    });
    const first = await submit(a.id, rightAnswers());
    expect(first).toMatchObject({ status: 'pass', score: null, keyed_score: null });
    await t.db.update(userExams).set({ comment: 'Well done' }).where(eq(userExams.id, first.id));
    const seen = (await review(first.id)).body;
    expect(seen.result).toMatchObject({ score: null, keyed_score: null, comment: '' });
    expect(seen.questions[0].parts[0]).toMatchObject({ answer: null, score: null, key: null, comment: '' });
    expect(seen.shown).toEqual({ answers: false, score: false, keys: false, feedback: false });
    expect(seen.hidden_reasons).toEqual({
      answers: 'never',
      score: 'after_deadline',
      keys: 'never',
      feedback: 'never',
    });
    // The results list tells the student no more than the review.
    const listed = await get(f.student, `students/exercise?assignment_id=${a.id}`);
    expect(listed.body.results[0]).toMatchObject({
      id: first.id,
      score: null,
      keyed_score: null,
      comment: '',
    });
    const teacherList = await get(f.teacher, `students/exercise?assignment_id=${a.id}`);
    expect(teacherList.body.results[0]).toMatchObject({ score: 10, comment: 'Well done' });
    const staff = (await review(first.id, f.teacher)).body;
    expect(staff.result).toMatchObject({ score: 10, comment: 'Well done' });
    expect(staff.questions[0].parts[0].answer).toEqual({ choice: 'A' });
  });

  it('homework shows the score at once; a test waits for the return', async () => {
    const home = await assignment({ kind: 'home_work', minScore: 0 });
    expect((await submit(home.id, rightAnswers())).score).toBe(10);
    const test = await assignment({
      minScore: 0,
      reviewOptions: {
        answers: 'after_submit',
        score: 'after_return',
        keys: 'after_return',
        feedback: 'after_return',
      },
    });
    const done = await submit(test.id, rightAnswers());
    // Fully keyed: returned at once, so the score and (nothing more being possible) the keys show.
    expect(done.score).toBe(10);
    expect((await review(done.id)).body.keys_shown).toBe(true);
    // Waiting for a marker: neither.
    await t.db.update(userExams).set({ status: 'waiting_score' }).where(eq(userExams.id, done.id));
    const waiting = (await review(done.id)).body;
    expect(waiting).toMatchObject({ keys_shown: false, result: { score: null } });
  });
});

describe('IELTS sections', () => {
  it('never show keys, and the score only once the result is published', async () => {
    const a = await assignment({
      kind: 'ielt',
      minScore: 0,
      // Even written past the route's check, keys stay hidden.
      reviewOptions: {
        answers: 'after_submit',
        score: 'after_submit',
        keys: 'after_submit',
        feedback: 'after_return',
      },
    });
    const first = await submit(a.id, rightAnswers());
    expect(first).toMatchObject({ status: 'pass', score: null });
    const seen = (await review(first.id)).body;
    expect(seen).toMatchObject({ keys_shown: false, result: { score: null } });
    expect(seen.hidden_reasons).toMatchObject({ keys: 'never', score: 'after_return' });
    expect(keysOf(seen)).toEqual([null, null]);
  });
});

describe('assignment settings', () => {
  const create = (payload: object, lang = 'en') =>
    t.api(f.teacher, {
      method: 'POST',
      url: 'class-exercises/',
      payload: { class_id: f.cls.id, exercise_id: f.exercise.id, title: 'Work', ...payload },
      headers: { 'accept-language': lang },
    });

  it('defaults attempts and review options by kind, and keeps what the teacher sets', async () => {
    const test = await create({ kind: 'test' });
    expect(test.status).toBe(201);
    expect(test.body).toMatchObject({
      max_attempts: 1,
      review_options: {
        answers: 'after_submit',
        score: 'after_return',
        keys: 'after_deadline',
        feedback: 'after_return',
      },
    });
    const ielts = await create({ kind: 'ielt' });
    expect(ielts.body).toMatchObject({ max_attempts: 1, review_options: { keys: 'never' } });
    const home = await create({ kind: 'home_work', review_options: { keys: 'after_return' } });
    expect(home.body).toMatchObject({
      max_attempts: 3,
      review_options: { score: 'after_submit', keys: 'after_return' },
    });
    const set = await create({ kind: 'test', max_attempts: 2, review_options: { score: 'never' } });
    expect(set.body).toMatchObject({
      max_attempts: 2,
      review_options: { score: 'never', keys: 'after_deadline' },
    });
    const changed = await patch(f.teacher, `class-exercises/${set.body.id}/`, {
      max_attempts: 4,
      review_options: { keys: 'after_return' },
    });
    expect(changed.body).toMatchObject({
      max_attempts: 4,
      review_options: { score: 'never', keys: 'after_return' },
    });
  });

  it('answers 400 with field errors for bad attempts and review options', async () => {
    const cases: [object, string, string][] = [
      [{ max_attempts: 0 }, 'max_attempts', 'The number of attempts is 1 to 10'],
      [{ max_attempts: 11 }, 'max_attempts', 'The number of attempts is 1 to 10'],
      [{ max_attempts: 1.5 }, 'max_attempts', 'The number of attempts is 1 to 10'],
      [
        { review_options: { keys: 'soon' } },
        'review_options.keys',
        'Choose after submitting, after the deadline, once returned or never',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create({ kind: 'test', ...payload });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ [field]: [message] });
    }
    const extra = await create({ kind: 'test', review_options: { marks: 'never' } });
    expect(extra.status).toBe(400);
    expect(Object.keys(extra.body.errors)).toEqual(['review_options.marks']);
    const ieltsKeys = await create({ kind: 'ielt', review_options: { keys: 'after_return' } }, 'vi');
    expect(ieltsKeys.status).toBe(400);
    expect(ieltsKeys.body.errors).toEqual({ 'review_options.keys': ['Bài IELTS không bao giờ hiện đáp án'] });
  });
});
