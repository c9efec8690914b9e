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

const { post, get, started } = examAttemptSuite((built) => ({ t, f } = built));

describe('GET students/exercise_detail', () => {
  it('shows the student no key or transcript before the work is returned, and everything after', async () => {
    const choice = await buildQuestion(t.db, 'choice_one_answer', { transcript: 'Hidden transcript' });
    const essay = await buildQuestion(t.db, 'writing');
    const exercise = await buildExamExercise(t.db, [choice.question.id, essay.question.id]);
    // Keys once returned, as the teacher may set it (issue 26: the default waits for the deadline).
    const a = await buildAssignment(t.db, f.cls.id, exercise.id, {
      maxScore: 10,
      reviewOptions: {
        answers: 'after_submit',
        score: 'after_return',
        keys: 'after_return',
        feedback: 'after_return',
      },
    });
    await post(f.student, 'user-exam-agreement/', { assignment_id: a.id });
    const attempt = (await post(f.student, 'user-exam/', { assignment_id: a.id })).body;
    await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [{ question_part_id: choice.parts[0]!.id, answer: { choice: 'B' }, seq: 1 }],
    });
    await post(f.student, `user-exam/${attempt.id}/submit`);
    const url = `students/exercise_detail?user_exam_id=${attempt.id}`;

    const waiting = await get(f.student, url);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toMatchObject({
      result: { id: attempt.id, status: 'waiting_score', status_label: 'unmarked' },
      keys_shown: false,
      exercise_name: 'Exam exercise',
    });
    const [q1, q2] = waiting.body.questions;
    expect(q1).toMatchObject({
      transcript: '',
      parts: [{ answer: { choice: 'B' }, key: null, score: null, detail: [], comment: '' }],
    });
    expect(q2.parts[0]).toMatchObject({ answer: null, key: null, score: null });

    // The teacher sees keys, scores and the transcript at once.
    const staff = await get(f.teacher, url);
    expect(staff.body.keys_shown).toBe(true);
    expect(staff.body.questions[0]).toMatchObject({
      transcript: 'Hidden transcript',
      parts: [{ key: { correct: 'A' }, score: 0, answer: { choice: 'B' } }],
    });
    expect(staff.body.questions[1].parts[0]).toMatchObject({ key: { sample: '' }, score: null });

    // Returned: the student sees the keys and the right/wrong detail.
    await t.db.update(userExams).set({ status: 'fail', score: 0 }).where(eq(userExams.id, attempt.id));
    const returned = await get(f.student, url);
    expect(returned.body.keys_shown).toBe(true);
    expect(returned.body.questions[0]).toMatchObject({
      transcript: 'Hidden transcript',
      parts: [{ key: { correct: 'A' }, score: 0 }],
    });
  });

  it('gives right or wrong per blank once keys are shown', async () => {
    // Keys once returned, and no attempt after this one (issue 26: keys never show while one is possible).
    const { attempt } = await started(f.student, {
      maxAttempts: 1,
      reviewOptions: {
        answers: 'after_submit',
        score: 'after_submit',
        keys: 'after_return',
        feedback: 'after_return',
      },
    });
    await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [
        { question_part_id: f.parts.gaps.id, answer: { blanks: { '1': '9:00', '2': 'lobby' } }, seq: 1 },
      ],
    });
    await post(f.student, `user-exam/${attempt.id}/submit`);
    const res = await get(f.student, `students/exercise_detail?user_exam_id=${attempt.id}`);
    expect(res.body.result.status).toBe('fail');
    expect(res.body.questions[1].parts[0]).toMatchObject({
      score: 1,
      detail: [
        { id: '1', right: true },
        { id: '2', right: false },
      ],
    });
  });

  it('follows the matrix: own student, class staff and admin; nobody else', async () => {
    const { attempt } = await started();
    const url = `students/exercise_detail?user_exam_id=${attempt.id}`;
    for (const user of [f.student, f.admin, f.teacher, f.examiner])
      expect((await get(user, url)).status).toBe(200);
    for (const user of [f.classmate, f.otherTeacher, f.stranger])
      expect((await get(user, url)).status).toBe(403);
    expect((await get(f.admin, 'students/exercise_detail?user_exam_id=999999')).status).toBe(404);
    const bad = await get(f.admin, 'students/exercise_detail?user_exam_id=abc&x=1');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['user_exam_id', 'x']);
  });
});

describe('students/exercise keeps listing the new attempts', () => {
  it('lists a started attempt as the latest result', async () => {
    const { assignment, attempt } = await started();
    const res = await get(f.student, `students/exercise?assignment_id=${assignment.id}`);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([expect.objectContaining({ id: attempt.id, status: 'unfinished' })]);
  });
});
