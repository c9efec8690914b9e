import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorTags } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { apiInStoredIds, buildExamClass, buildExamExercise, buildQuestion } from '../../test/exams.js';
import { buildAssignment, buildUserExam } from '../../test/factories.js';

/**
 * Marking an attempt (issue 13): a keyed choice part scored on submit and a writing part a person scores; the
 * draft stays apart from what the student reads until the work is returned.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;
let exercise: { id: number };
/** The same questions, the essay first. */
let reversed: { id: number };
let parts: { choice: { id: number; score: number }; writing: { id: number; score: number } };
let tagsOf: { common: number; own: number; others: number };

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
  const choice = await buildQuestion(t.db, 'choice_one_answer');
  const writing = await buildQuestion(t.db, 'writing');
  exercise = await buildExamExercise(t.db, [choice.question.id, writing.question.id]);
  reversed = await buildExamExercise(t.db, [writing.question.id, choice.question.id]);
  parts = { choice: choice.parts[0]!, writing: writing.parts[0]! };
  const [common, own, others] = await t.db
    .insert(errorTags)
    .values([
      { name: 'Verb tense', isCommon: true },
      { name: 'My tag', managerId: f.teacher.id },
      { name: 'Their tag', managerId: f.otherTeacher.id },
    ])
    .returning();
  tagsOf = { common: common!.id, own: own!.id, others: others!.id };
});
afterAll(() => t.close());

const send = (
  user: UserRow | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  lang = 'en',
) => apiInStoredIds(t, user, { method, url, payload, headers: { 'accept-language': lang } });

/**
 * A submitted attempt of a fresh assignment (maximum 10, minimum 5): the choice right, an essay written (or,
 * with `essay: ''`, the essay part left without words).
 */
async function submitted(o: { essay?: string; exerciseId?: number } = {}) {
  const a = await buildAssignment(t.db, f.cls.id, o.exerciseId ?? exercise.id, { minScore: 5, maxScore: 10 });
  expect((await send(f.student, 'POST', 'user-exam-agreement/', { assignment_id: a.id })).status).toBe(201);
  const attempt = (await send(f.student, 'POST', 'user-exam/', { assignment_id: a.id })).body as {
    id: number;
  };
  const saved = await send(f.student, 'POST', `user-exam/${attempt.id}/answers`, {
    answers: [
      { question_part_id: parts.choice.id, answer: { choice: 'A' }, seq: 1 },
      {
        question_part_id: parts.writing.id,
        answer: { text: o.essay ?? 'I have lived here for ten years.' },
        seq: 1,
      },
    ],
  });
  expect(saved.status).toBe(200);
  const done = await send(f.student, 'POST', `user-exam/${attempt.id}/submit`);
  expect(done.body.status).toBe('waiting_score');
  return attempt.id;
}

const review = async (id: number) =>
  (await send(f.student, 'GET', `students/exercise_detail?user_exam_id=${id}`)).body as {
    result: { status: string; score: number | null };
    questions: {
      parts: { score: number | null; comment: string; error_tags: { name: string; note: string }[] }[];
    }[];
  };

describe('marking an attempt (user-exam/{id}/marking)', () => {
  it('keeps the draft from the student, then returns it: scores, comments, error tags, pass', async () => {
    const id = await submitted();
    const before = await send(f.teacher, 'GET', `user-exam/${id}/marking`);
    expect(before.status).toBe(200);
    expect(before.body.draft).toBeNull();
    expect(before.body.parts.map((p: { marked_by: string }) => p.marked_by)).toEqual(['key', 'person']);
    expect(before.body.parts[0].score).toBe(parts.choice.score);

    const draft = await send(f.teacher, 'PUT', `user-exam/${id}/marking`, {
      comment: 'Good work overall.',
      parts: [
        {
          question_part_id: parts.writing.id,
          score: parts.writing.score,
          comment: 'Watch your tenses.',
          error_tags: [{ error_tag_id: tagsOf.common, note: 'have lived' }, { error_tag_id: tagsOf.own }],
        },
      ],
    });
    expect(draft.status).toBe(200);
    expect(draft.body.draft.parts[0]).toMatchObject({
      score: parts.writing.score,
      comment: 'Watch your tenses.',
    });
    // The student sees none of it: the work is not returned.
    const waiting = await review(id);
    expect(waiting.result.status).toBe('waiting_score');
    expect(waiting.questions[1]!.parts[0]!).toMatchObject({ score: null, comment: '', error_tags: [] });

    // An examiner of the class adds to the draft; the teacher's part stays.
    const more = await send(f.examiner, 'PUT', `user-exam/${id}/marking`, {
      parts: [{ question_part_id: parts.choice.id, score: null, comment: 'Right.' }],
    });
    expect(more.status).toBe(200);
    expect(more.body.draft.parts).toHaveLength(2);
    expect(more.body.draft.comment).toBe('Good work overall.');

    const returned = await send(f.teacher, 'POST', `user-exam/${id}/marking/return`);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({
      status: 'pass',
      score: 10,
      comment: 'Good work overall.',
      draft: null,
    });
    expect(returned.body.parts[1]).toMatchObject({
      score: parts.writing.score,
      comment: 'Watch your tenses.',
      error_tags: expect.arrayContaining([
        { error_tag_id: tagsOf.common, note: 'have lived' },
        { error_tag_id: tagsOf.own, note: '' },
      ]),
    });
    // The keyed part kept its key's score; its comment came with the examiner's draft.
    expect(returned.body.parts[0]).toMatchObject({ score: parts.choice.score, comment: 'Right.' });
    const seen = await review(id);
    expect(seen.result).toMatchObject({ status: 'pass', score: 10 });
    expect(seen.questions[1]!.parts[0]!).toMatchObject({
      score: parts.writing.score,
      comment: 'Watch your tenses.',
    });
    // With the error tags' names and links, which students cannot read from the error tag store.
    expect(seen.questions[1]!.parts[0]!.error_tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Verb tense', note: 'have lived' }),
        expect.objectContaining({ name: 'My tag', note: '' }),
      ]),
    );
  });

  it('fails a total below the minimum, and names the unmarked parts first (409, in both languages)', async () => {
    const id = await submitted();
    const early = await send(f.teacher, 'POST', `user-exam/${id}/marking/return`);
    expect(early.status).toBe(409);
    // The essay is question 2 of the exam.
    expect(early.body.message).toBe(
      'Questions not marked yet: 2. Mark them, or confirm returning the work with them at 0',
    );
    const vi = await send(f.teacher, 'POST', `user-exam/${id}/marking/return`, {}, 'vi');
    expect(vi.body.message).toBe(
      'Các câu chưa chấm: 2. Hãy chấm, hoặc xác nhận trả bài với các câu này 0 điểm',
    );
    const unconfirmed = await send(f.teacher, 'POST', `user-exam/${id}/marking/return`, {
      confirm_unmarked: false,
    });
    expect(unconfirmed.status).toBe(409);
    expect((await send(f.teacher, 'GET', `user-exam/${id}/marking`)).body.status).toBe('waiting_score');
    // Named by the exam's numbers, in the exercise's order: the essay first is question 1.
    const first = await submitted({ exerciseId: reversed.id });
    expect((await send(f.teacher, 'POST', `user-exam/${first}/marking/return`)).body.message).toBe(
      'Questions not marked yet: 1. Mark them, or confirm returning the work with them at 0',
    );
    await send(f.teacher, 'PUT', `user-exam/${id}/marking`, {
      parts: [
        { question_part_id: parts.writing.id, score: 0 },
        { question_part_id: parts.choice.id, score: 0 },
      ],
    });
    const returned = await send(f.teacher, 'POST', `user-exam/${id}/marking/return`);
    expect(returned.body).toMatchObject({ status: 'fail', score: 0 });
  });

  it('returns unmarked parts with 0 only when the marker confirms it', async () => {
    const id = await submitted();
    const returned = await send(f.teacher, 'POST', `user-exam/${id}/marking/return`, {
      confirm_unmarked: true,
    });
    expect(returned.status).toBe(200);
    // The choice's key gives its points, the essay goes back with 0: half of 10 when both are worth the same.
    const expected =
      Math.round((parts.choice.score / (parts.choice.score + parts.writing.score)) * 10 * 100) / 100;
    expect(returned.body).toMatchObject({ score: expected });
    expect(returned.body.parts[1]).toMatchObject({ marked_by: 'person', answered: true, score: 0 });
    expect((await review(id)).questions[1]!.parts[0]!.score).toBe(0);
  });

  it('returns a part for a person that the student did not answer with 0, without asking', async () => {
    const id = await submitted({ essay: '   ' });
    const before = await send(f.teacher, 'GET', `user-exam/${id}/marking`);
    expect(before.body.parts.map((p: { answered: boolean }) => p.answered)).toEqual([true, false]);
    const returned = await send(f.teacher, 'POST', `user-exam/${id}/marking/return`);
    expect(returned.status).toBe(200);
    expect(returned.body.parts[1]).toMatchObject({ answered: false, score: 0 });
    // A marker may still score it: a score given wins over the 0.
    const other = await submitted({ essay: '' });
    await send(f.teacher, 'PUT', `user-exam/${other}/marking`, {
      parts: [{ question_part_id: parts.writing.id, score: 1 }],
    });
    const scored = await send(f.teacher, 'POST', `user-exam/${other}/marking/return`);
    expect(scored.body.parts[1]).toMatchObject({ answered: false, score: 1 });
  });

  it('fails blank work whatever its marks and a minimum of 0 (an attempt submitted before the rule)', async () => {
    const a = await buildAssignment(t.db, f.cls.id, exercise.id, { minScore: 0, maxScore: 10 });
    const exam = await buildUserExam(t.db, a.id, f.student.id, {
      status: 'waiting_score',
      submittedAt: new Date('2026-03-01T10:00:00Z'),
      submitReason: 'time_up',
    });
    await send(f.teacher, 'PUT', `user-exam/${exam.id}/marking`, {
      parts: [{ question_part_id: parts.writing.id, score: 5 }],
    });
    const returned = await send(f.teacher, 'POST', `user-exam/${exam.id}/marking/return`);
    expect(returned.status).toBe(200);
    // 5 of the writing's 9 points and nothing for the choice: 5 of 10, yet nothing was answered.
    expect(returned.body).toMatchObject({ status: 'fail', score: 5 });
  });

  it('lets the class’s markers in and no one else (docs/design.md matrix row "mark and score")', async () => {
    const id = await submitted();
    for (const user of [f.admin, f.teacher, f.examiner]) {
      expect((await send(user, 'GET', `user-exam/${id}/marking`)).status).toBe(200);
    }
    for (const user of [f.otherTeacher, f.student, f.classmate, f.stranger]) {
      expect((await send(user, 'GET', `user-exam/${id}/marking`)).status).toBe(403);
      expect((await send(user, 'PUT', `user-exam/${id}/marking`, { parts: [] })).status).toBe(403);
      expect((await send(user, 'POST', `user-exam/${id}/marking/return`)).status).toBe(403);
    }
    expect((await send(null, 'GET', `user-exam/${id}/marking`)).status).toBe(401);
    expect((await send(f.teacher, 'GET', 'user-exam/999999/marking')).status).toBe(404);
  });

  it('refuses unsubmitted work (409)', async () => {
    const a = await buildAssignment(t.db, f.cls.id, exercise.id);
    await send(f.student, 'POST', 'user-exam-agreement/', { assignment_id: a.id });
    const attempt = (await send(f.student, 'POST', 'user-exam/', { assignment_id: a.id })).body as {
      id: number;
    };
    const res = await send(f.teacher, 'PUT', `user-exam/${attempt.id}/marking`, { parts: [] });
    expect(res.status).toBe(409);
    expect((await send(f.teacher, 'POST', `user-exam/${attempt.id}/marking/return`)).status).toBe(409);
  });

  it('answers 400 with field errors in the caller’s language, and keeps the draft as it was', async () => {
    const id = await submitted();
    await send(f.teacher, 'PUT', `user-exam/${id}/marking`, {
      parts: [{ question_part_id: parts.writing.id, score: 1, comment: 'Kept' }],
    });
    const res = await send(
      f.teacher,
      'PUT',
      `user-exam/${id}/marking`,
      {
        parts: [
          { question_part_id: parts.writing.id, score: parts.writing.score + 1 },
          { question_part_id: 999999, score: 0 },
          { question_part_id: parts.choice.id, score: -1, error_tags: [{ error_tag_id: tagsOf.others }] },
          { question_part_id: parts.choice.id, score: 0 },
        ],
      },
      'vi',
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'parts.0.score': ['Điểm của một phần từ 0 đến điểm tối đa của phần đó'],
      'parts.1.question_part_id': ['Phần này không thuộc bài tập của bài làm'],
      'parts.2.score': ['Điểm của một phần từ 0 đến điểm tối đa của phần đó'],
      'parts.2.error_tags.0.error_tag_id': ['Thẻ lỗi không tồn tại hoặc bạn không được dùng'],
      'parts.3.question_part_id': ['Mỗi phần chỉ được chấm một lần trong một lần gửi'],
    });
    const shape = await send(f.teacher, 'PUT', `user-exam/${id}/marking`, {
      parts: [{ question_part_id: '1', score: 'high', extra: true }],
    });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.errors).sort()).toEqual([
      'parts.0.extra',
      'parts.0.question_part_id',
      'parts.0.score',
    ]);
    const kept = await send(f.teacher, 'GET', `user-exam/${id}/marking`);
    expect(kept.body.draft.parts).toEqual([
      { question_part_id: parts.writing.id, score: 1, comment: 'Kept', error_tags: [] },
    ]);
  });
});
