import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { assignments } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { apiInStoredIds, buildExamClass } from '../../test/exams.js';
import { buildAssignment, buildUserExam } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

/**
 * Asking for a redo (issue 13): the class's markers (admin, its teachers, its assigned examiners) ask the
 * student to take a returned attempt again, even above the minimum; the student then starts attempt 2.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
});
afterAll(() => t.close());

const post = (user: UserRow | null, url: string, payload?: object, lang = 'en') =>
  apiInStoredIds(t, user, { method: 'POST', url, payload, headers: { 'accept-language': lang } });
const redo = (user: UserRow | null, id: number, payload: object = {}, lang = 'en') =>
  post(user, `user-exam/${id}/redo`, payload, lang);

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000);

async function assignment(overrides: Partial<typeof assignments.$inferInsert> = {}) {
  return buildAssignment(t.db, f.cls.id, f.exercise.id, {
    minScore: 5,
    maxScore: 10,
    deadline: inAWeek(),
    ...overrides,
  });
}

/** A returned attempt of `student` (passed with 8 of 10 unless told otherwise). */
async function returned(
  student = f.student,
  overrides: Parameters<typeof buildUserExam>[3] = {},
  a?: { id: number },
) {
  const target = a ?? (await assignment());
  const exam = await buildUserExam(t.db, target.id, student.id, {
    status: 'pass',
    score: 8,
    startedAt: new Date(Date.now() - 3600_000),
    submittedAt: new Date(Date.now() - 1800_000),
    markedAt: new Date(),
    ...overrides,
  });
  return { assignment: target, exam };
}

describe('POST user-exam/{id}/redo', () => {
  it('asks a passed attempt to be redone; the student reads why and starts attempt 2', async () => {
    const a = await assignment();
    expect((await post(f.student, 'user-exam-agreement/', { assignment_id: a.id })).status).toBe(201);
    const first = await post(f.student, 'user-exam/', { assignment_id: a.id });
    expect(first.status).toBe(201);
    await post(f.student, `user-exam/${first.body.id}/answers`, {
      answers: [
        { question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 1 },
        {
          question_part_id: f.parts.gaps.id,
          answer: { blanks: { '1': 'nine AM', '2': 'Main hall' } },
          seq: 1,
        },
      ],
    });
    const submitted = await post(f.student, `user-exam/${first.body.id}/submit`);
    expect(submitted.body).toMatchObject({ status: 'pass', below_min_score: false, redo_requested: false });
    expect((await post(f.student, 'user-exam/', { assignment_id: a.id })).status).toBe(409);

    const res = await redo(f.teacher, first.body.id, { note: '  Viết lại đoạn mở bài  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: first.body.id,
      attempt: 1,
      status: 'pass',
      redo_requested: true,
      redo_note: 'Viết lại đoạn mở bài',
      redo_requested_at: expect.any(String),
    });

    const read = await t.api(f.student, {
      method: 'GET',
      url: `user-exam/${first.body.id}`,
      headers: { 'accept-language': 'vi' },
    });
    expect(read.body).toMatchObject({
      redo_requested: true,
      redo_note: 'Viết lại đoạn mở bài',
      message: 'Giáo viên yêu cầu bạn làm lại bài này',
    });

    const overview = await t.api(f.teacher, {
      method: 'GET',
      url: `class-exercises/student-statuses?assignment_ids=${a.id}`,
    });
    const row = (overview.body.results as { student_id: number }[]).find(
      (r) => r.student_id === f.student.id,
    );
    expect(row).toMatchObject({ status: 'pass', attempt: 1, redo_requested: true });

    const again = await post(f.student, 'user-exam/', { assignment_id: a.id });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      attempt: 2,
      status: 'unfinished',
      answers: [],
      redo_requested: false,
    });

    // Asked once: the same attempt again is a conflict, and so is the new attempt being taken.
    const twice = await redo(f.admin, first.body.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A redo of this work has already been asked for');
    const taking = await redo(f.teacher, again.body.id, {}, 'vi');
    expect(taking.status).toBe(409);
    expect(taking.body.message).toBe('Chỉ yêu cầu làm lại được bài đã trả (đạt hoặc chưa đạt)');
  });

  it('lets the admin, the class’s teacher and its examiner ask, with or without a note', async () => {
    for (const user of [f.admin, f.teacher, f.examiner]) {
      const { exam } = await returned();
      const res = await redo(user, exam.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ redo_requested: true, redo_note: '' });
    }
    const failed = await returned(f.student, { status: 'fail', score: 2 });
    expect((await redo(f.examiner, failed.exam.id, { note: 'Cố lên' })).status).toBe(200);
  });

  it('refuses everyone else of the matrix (403), unknown attempts (404) and anonymous callers (401)', async () => {
    const { exam } = await returned();
    for (const user of [f.otherTeacher, f.student, f.classmate, f.stranger, f.pending]) {
      const res = await redo(user, exam.id, {}, 'vi');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Bạn không có quyền thực hiện thao tác này');
    }
    expect((await redo(f.teacher, 999999)).status).toBe(404);
    expect((await redo(null, exam.id)).status).toBe(401);
    const after = await t.api(f.admin, { method: 'GET', url: `user-exam/${exam.id}/marking` });
    expect(after.status).toBe(200);
  });

  it('refuses bad input with field errors in the user’s language', async () => {
    const { exam } = await returned();
    const long = await redo(f.teacher, exam.id, { note: 'x'.repeat(5001) }, 'vi');
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors)).toEqual(['note']);
    const typed = await redo(f.teacher, exam.id, { note: 12 });
    expect(typed.status).toBe(400);
    expect(Object.keys(typed.body.errors)).toEqual(['note']);
    const unknown = await redo(f.teacher, exam.id, { reason: 'x' });
    expect(unknown.status).toBe(400);
    expect((await redo(f.teacher, 0)).status).toBe(400);
  });

  it('refuses work not returned, a redo already started and a passed deadline (409)', async () => {
    for (const status of ['unfinished', 'waiting_score', 'holding'] as const) {
      const { exam } = await returned(f.student, { status, score: null });
      const res = await redo(f.teacher, exam.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Only returned work (passed or failed) can be asked to be redone');
    }
    // Failed below the minimum, and the student already started attempt 2 on their own.
    const a = await assignment();
    const failed = await returned(f.classmate, { status: 'fail', score: 2 }, a);
    await buildUserExam(t.db, a.id, f.classmate.id, {
      attempt: 2,
      status: 'unfinished',
      startedAt: new Date(),
    });
    const started = await redo(f.teacher, failed.exam.id, {}, 'vi');
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('Học viên đã bắt đầu làm lại bài này rồi');

    const late = await returned(f.student, {}, await assignment({ deadline: new Date(Date.now() - 60_000) }));
    const res = await redo(f.teacher, late.exam.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The assignment’s deadline has passed: extend it before asking for a redo');
  });
});

describe('a redo after the keys were shown (issue 26)', () => {
  const keysOnReturn = {
    answers: 'after_submit',
    score: 'after_return',
    keys: 'after_return',
    feedback: 'after_return',
  } as const;

  it('refuses a test whose student may already read its keys (409), in the user’s language', async () => {
    const a = await assignment({ kind: 'test', maxAttempts: 1, reviewOptions: keysOnReturn });
    const { exam } = await returned(f.student, { status: 'fail', score: 2 }, a);
    // The student reads the keys of the returned test...
    const review = await t.api(f.student, {
      method: 'GET',
      url: `students/exercise_detail?user_exam_id=${exam.id}`,
    });
    expect(review.status).toBe(200);
    expect(review.body.keys_shown).toBe(true);
    // ...so a redo would let them score without knowing the answers.
    const res = await redo(f.teacher, exam.id, {}, 'vi');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Học viên đã được xem đáp án của bài kiểm tra này nên làm lại không còn ý nghĩa: hãy giao một bài kiểm tra mới',
    );
    expect((await post(f.student, 'user-exam/', { assignment_id: a.id })).status).toBe(409);
  });

  it('asks the redo of a test whose keys wait for the deadline, and of homework after its keys', async () => {
    const test = await assignment({ kind: 'test', maxAttempts: 1 });
    const failed = await returned(f.student, { status: 'fail', score: 2 }, test);
    expect((await redo(f.teacher, failed.exam.id)).status).toBe(200);

    const homework = await assignment({ kind: 'home_work', reviewOptions: keysOnReturn, maxAttempts: 1 });
    const done = await returned(f.classmate, {}, homework);
    expect((await redo(f.teacher, done.exam.id)).status).toBe(200);
  });
});
