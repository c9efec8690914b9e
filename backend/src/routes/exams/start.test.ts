import { INTERACTIONS } from '@lms/domain/questions';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { examAttemptSuite, type ExamClass } from '../../test/exam-attempts.js';
import { buildExamExercise, buildQuestionPerInteraction } from '../../test/exams.js';
import { buildAssignment } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: ExamClass;

const { post, freshAssignment, started, rightAnswers } = examAttemptSuite((built) => ({ t, f } = built));

describe('POST user-exam-agreement/', () => {
  it('records the acceptance of an active student once (idempotent)', async () => {
    const a = await freshAssignment({}, null);
    const first = await post(f.student, 'user-exam-agreement/', { assignment_id: a.id });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      assignment_id: a.id,
      student_id: f.student.id,
      agreed_at: expect.any(String),
    });
    const again = await post(f.student, 'user-exam-agreement/', { assignment_id: a.id });
    expect(again.body.agreed_at).toBe(first.body.agreed_at);
  });

  it('refuses staff, other classes’ students, pending and former students (403), unknown work (404)', async () => {
    for (const user of [f.admin, f.teacher, f.examiner, f.otherTeacher, f.stranger, f.pending, f.left]) {
      expect((await post(user, 'user-exam-agreement/', { assignment_id: f.assignment.id })).status).toBe(403);
    }
    expect((await post(f.student, 'user-exam-agreement/', { assignment_id: 999999 })).status).toBe(404);
    expect((await post(null, 'user-exam-agreement/', { assignment_id: f.assignment.id })).status).toBe(401);
  });

  it('answers 400 with field errors for bad input', async () => {
    const res = await post(f.student, 'user-exam-agreement/', { assignment_id: '1', extra: true });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['assignment_id', 'extra']);
  });
});

describe('POST user-exam/ (start or resume)', () => {
  it('starts an attempt with the server clock and the exercise without keys', async () => {
    const before = Date.now();
    const { assignment, attempt } = await started();
    expect(attempt).toMatchObject({
      assignment_id: assignment.id,
      attempt: 1,
      status: 'unfinished',
      access_count: 0,
      max_accesses: 3,
      submitted_at: null,
      submit_reason: null,
      score: null,
      below_min_score: false,
      answers: [],
      assignment: { id: assignment.id, class_id: f.cls.id },
      exercise: { id: f.exercise.id, name: 'Exam exercise', topic_group: 'listening', audio_plays: 1 },
    });
    expect(attempt.ends_at).toBeNull();
    expect(Date.parse(attempt.server_now)).toBeGreaterThanOrEqual(before - 1000);
    expect(attempt.exercise.questions.map((q: { parts: { id: number }[] }) => q.parts[0]!.id)).toEqual([
      f.parts.choice.id,
      f.parts.gaps.id,
    ]);
    expect(attempt.exercise.questions[0]).toMatchObject({
      type: 'choice_one_answer',
      interaction: 'single_choice',
      instructions: 'Instructions of choice_one_answer',
      media: null,
      parts: [{ position: 0, score: 1, content: { options: expect.any(Array) } }],
    });
  });

  it('fixes ends_at at the earlier of the deadline and the start plus the time limit', async () => {
    const far = new Date(Date.now() + 24 * 3600_000);
    const timed = await started(f.student, { timeLimit: 30, deadline: far });
    const minutes = (Date.parse(timed.attempt.ends_at) - Date.parse(timed.attempt.started_at)) / 60_000;
    expect(minutes).toBe(30);
    const soon = new Date(Date.now() + 10 * 60_000);
    const byDeadline = await started(f.student, { timeLimit: 30, deadline: soon });
    expect(byDeadline.attempt.ends_at).toBe(soon.toISOString());
  });

  it('resumes the attempt in progress with its answers', async () => {
    const { assignment, attempt } = await started();
    await post(f.student, `user-exam/${attempt.id}/answers`, { answers: rightAnswers() });
    const again = await post(f.student, 'user-exam/', { assignment_id: assignment.id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(attempt.id);
    expect(again.body.answers).toHaveLength(2);
    expect(again.body.answers[0]).toMatchObject({
      question_part_id: f.parts.choice.id,
      seq: 1,
      answer: { choice: 'A' },
    });
  });

  it('refuses with a clear message before the start, after the deadline and without the rules accepted', async () => {
    const early = await freshAssignment({ startAt: new Date(Date.now() + 3600_000) });
    const late = await freshAssignment({ deadline: new Date(Date.now() - 60_000) });
    const unaccepted = await freshAssignment({}, null);
    const cases = [
      [
        early,
        'This work is not open yet; come back at its start time',
        'Bài này chưa mở; hãy quay lại khi đến giờ bắt đầu',
      ],
      [late, 'The deadline of this work has passed', 'Đã quá hạn nộp bài này'],
      [
        unaccepted,
        'Accept the exam rules before you start',
        'Bạn cần đồng ý với quy định làm bài trước khi bắt đầu',
      ],
    ] as const;
    for (const [a, en, vi] of cases) {
      const res = await post(f.student, 'user-exam/', { assignment_id: a.id });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(en);
      expect((await post(f.student, 'user-exam/', { assignment_id: a.id }, 'vi')).body.message).toBe(vi);
    }
  });

  it('refuses a new attempt after a pass, starts attempt 2 after a fail (redo)', async () => {
    const passed = await started();
    await post(f.student, `user-exam/${passed.attempt.id}/answers`, { answers: rightAnswers() });
    expect((await post(f.student, `user-exam/${passed.attempt.id}/submit`)).body.status).toBe('pass');
    const refused = await post(f.student, 'user-exam/', { assignment_id: passed.assignment.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You have already submitted this work');

    const failed = await started();
    const submitted = await post(f.student, `user-exam/${failed.attempt.id}/submit`);
    expect(submitted.body).toMatchObject({
      status: 'fail',
      score: 0,
      below_min_score: true,
      message: 'The work does not meet the minimum score to sum up, please complete it again',
    });
    const redo = await post(f.student, 'user-exam/', { assignment_id: failed.assignment.id });
    expect(redo.status).toBe(201);
    expect(redo.body).toMatchObject({ attempt: 2, status: 'unfinished', answers: [] });
  });

  it('lets only active students of the class start (403 for every other row of the matrix)', async () => {
    for (const user of [f.admin, f.teacher, f.examiner, f.otherTeacher, f.stranger, f.pending, f.left]) {
      expect((await post(user, 'user-exam/', { assignment_id: f.assignment.id })).status).toBe(403);
    }
    expect((await post(f.student, 'user-exam/', { assignment_id: 999999 })).status).toBe(404);
    const bad = await post(f.student, 'user-exam/', { assignment_id: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['assignment_id']);
  });

  it('never sends a key, a sample or a transcript, whatever the interaction', async () => {
    const { byInteraction, audio } = await buildQuestionPerInteraction(t.db);
    const exercise = await buildExamExercise(
      t.db,
      INTERACTIONS.map((i) => byInteraction[i].question.id),
    );
    const a = await buildAssignment(t.db, f.cls.id, exercise.id);
    await post(f.student, 'user-exam-agreement/', { assignment_id: a.id });
    const res = await post(f.student, 'user-exam/', { assignment_id: a.id });
    expect(res.status).toBe(201);
    const questions = res.body.exercise.questions as { interaction: string; parts: object[] }[];
    expect(questions.map((q) => q.interaction)).toEqual([...INTERACTIONS]);
    const text = JSON.stringify(res.body.exercise);
    for (const key of [
      '"answer"',
      '"correct"',
      '"accepted"',
      '"sample"',
      '"transcript"',
      '"pairs"',
      '"order"',
    ]) {
      expect(text).not.toContain(key);
    }
    expect(text).not.toContain('The secret transcript');
    // The recording comes with a link that works without a token (the key is in the link).
    expect(questions[0]).toMatchObject({
      media: { id: audio.id, url: expect.stringMatching(/\/file\?exp=\d+&sig=/) },
    });
  });
});
