import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media, userExams } from '../../db/schema.js';
import type { TestContext } from '../../test/context.js';
import { examAttemptSuite, type ExamClass } from '../../test/exam-attempts.js';
import { buildExamExercise, buildQuestion } from '../../test/exams.js';
import { buildAssignment } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: ExamClass;

const { post, get, started, rightAnswers } = examAttemptSuite((built) => ({ t, f } = built));

describe('POST user-exam/{id}/answers', () => {
  it('saves per part; an older sequence never overwrites a newer one; the same one is harmless', async () => {
    const { attempt } = await started();
    const url = `user-exam/${attempt.id}/answers`;
    const first = await post(f.student, url, {
      answers: [{ question_part_id: f.parts.choice.id, answer: { choice: 'B' }, seq: 5 }],
    });
    expect(first.status).toBe(200);
    expect(first.body.saved).toEqual([
      {
        question_part_id: f.parts.choice.id,
        answer: { choice: 'B' },
        seq: 5,
        updated_at: expect.any(String),
      },
    ]);
    expect(first.body.attempt).toMatchObject({ id: attempt.id, status: 'unfinished' });
    const older = await post(f.student, url, {
      answers: [{ question_part_id: f.parts.choice.id, answer: { choice: 'C' }, seq: 4 }],
    });
    expect(older.body.saved).toEqual([expect.objectContaining({ answer: { choice: 'B' }, seq: 5 })]);
    const same = await post(f.student, url, {
      answers: [{ question_part_id: f.parts.choice.id, answer: { choice: 'B' }, seq: 5 }],
    });
    expect(same.body.saved).toEqual([expect.objectContaining({ answer: { choice: 'B' }, seq: 5 })]);
    // A batch holding one part twice keeps its highest sequence number.
    const batch = await post(f.student, url, {
      answers: [
        { question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 7 },
        { question_part_id: f.parts.choice.id, answer: { choice: 'C' }, seq: 6 },
        { question_part_id: f.parts.gaps.id, answer: { blanks: { '1': 'x' } }, seq: 1 },
      ],
    });
    expect(batch.status).toBe(200);
    expect(batch.body.saved).toHaveLength(2);
    const read = await get(f.student, `user-exam/${attempt.id}`);
    expect(read.body.answers).toEqual([
      expect.objectContaining({ question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 7 }),
      expect.objectContaining({
        question_part_id: f.parts.gaps.id,
        answer: { blanks: { '1': 'x' } },
        seq: 1,
      }),
    ]);
  });

  it('takes the shared choice form for a single choice and stores answers with their defaults', async () => {
    const { attempt } = await started();
    const res = await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [
        { question_part_id: f.parts.choice.id, answer: { choices: ['C'] }, seq: 1 },
        { question_part_id: f.parts.gaps.id, answer: {}, seq: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.saved.map((s: { answer: unknown }) => s.answer)).toEqual([
      { choice: 'C' },
      { blanks: {} },
    ]);
    const passage = await buildQuestion(t.db, 'null');
    const exercise = await buildExamExercise(t.db, [passage.question.id]);
    const a = await buildAssignment(t.db, f.cls.id, exercise.id);
    await post(f.student, 'user-exam-agreement/', { assignment_id: a.id });
    const other = (await post(f.student, 'user-exam/', { assignment_id: a.id })).body;
    const refused = await post(f.student, `user-exam/${other.id}/answers`, {
      answers: [{ question_part_id: passage.parts[0]!.id, answer: {}, seq: 1 }],
    });
    expect(refused.body.errors).toEqual({
      'answers.0.question_part_id': ['This part is a passage or an instruction; it takes no answer'],
    });
  });

  it("answers 400 with field errors for answers that do not fit their part's interaction", async () => {
    const { attempt } = await started();
    const { parts: other } = await buildQuestion(t.db, 'gap_fill');
    const res = await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [
        { question_part_id: f.parts.gaps.id, answer: { blanks: { '1': 5 } }, seq: 1 },
        { question_part_id: f.parts.choice.id, answer: { text: 'essay' }, seq: 1 },
        { question_part_id: other[0]!.id, answer: { blanks: {} }, seq: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'answers.0.answer.blanks.1': ['Invalid input'],
      'answers.1.answer.text': ['This kind of answer does not fit this part'],
      'answers.2.question_part_id': ['This part is not in the exercise of this attempt'],
    });
    const choices = await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [{ question_part_id: f.parts.choice.id, answer: { choices: ['A', 'B'] }, seq: 1 }],
    });
    expect(choices.body.errors).toEqual({ 'answers.0.answer.choices': ['Choose one option'] });
    const shape = await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [{ question_part_id: 'x', answer: 'A', seq: -1 }],
    });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.errors).sort()).toEqual([
      'answers.0.answer',
      'answers.0.question_part_id',
      'answers.0.seq',
    ]);
    const empty = await post(f.student, `user-exam/${attempt.id}/answers`, { answers: [] });
    expect(Object.keys(empty.body.errors)).toEqual(['answers']);
    const tooMany = await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: Array.from({ length: 201 }, () => rightAnswers()[0]),
    });
    expect(Object.keys(tooMany.body.errors)).toEqual(['answers']);
  });

  it("takes a spoken answer only with the student's own recording (400 on that part otherwise)", async () => {
    const speaking = await buildQuestion(t.db, 'speaking');
    const exercise = await buildExamExercise(t.db, [speaking.question.id]);
    const a = await buildAssignment(t.db, f.cls.id, exercise.id, { minScore: 0, maxScore: 10 });
    expect((await post(f.student, 'user-exam-agreement/', { assignment_id: a.id })).status).toBe(201);
    const attempt = (await post(f.student, 'user-exam/', { assignment_id: a.id })).body;
    const recording = (ownerId: number, kind: 'audio' | 'img' = 'audio') =>
      t.db
        .insert(media)
        .values({
          ownerId,
          kind,
          mimeType: kind === 'audio' ? 'audio/wav' : 'image/png',
          size: 10,
          path: `x/${ownerId}-${kind}`,
          sha256: 'cd'.repeat(32),
        })
        .returning()
        .then((rows) => String(rows[0]!.id));
    const own = await recording(f.student.id);
    const classmates = await recording(f.classmate.id);
    const picture = await recording(f.student.id, 'img');
    const partId = speaking.parts[0]!.id;
    const save = (mediaId: string | null, seq: number, lang = 'en') =>
      post(
        f.student,
        `user-exam/${attempt.id}/answers`,
        { answers: [{ question_part_id: partId, answer: { mediaId }, seq }] },
        lang,
      );
    for (const [i, other] of [classmates, picture, '999999', 'm1'].entries()) {
      const res = await save(other, i + 1);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        'answers.0.answer.mediaId': [
          'Record or upload this answer yourself; this recording is not one of your uploads',
        ],
      });
    }
    const vi = await save(classmates, 9, 'vi');
    expect(vi.body.errors['answers.0.answer.mediaId']).toEqual([
      'Hãy tự ghi âm hoặc tải lên câu trả lời; bản ghi này không phải do bạn tải lên',
    ]);
    const ok = await save(own, 10);
    expect(ok.status).toBe(200);
    expect(ok.body.saved[0]).toMatchObject({ question_part_id: partId, seq: 10, answer: { mediaId: own } });
    // Clearing the answer names no recording.
    expect((await save(null, 11)).status).toBe(200);
  });

  it("refuses another student's attempt (403) and staff (403), unknown attempts (404)", async () => {
    const { attempt } = await started();
    for (const user of [f.classmate, f.admin, f.teacher, f.examiner, f.stranger]) {
      expect((await post(user, `user-exam/${attempt.id}/answers`, { answers: rightAnswers() })).status).toBe(
        403,
      );
      expect((await get(user, `user-exam/${attempt.id}`)).status).toBe(403);
      expect((await post(user, `user-exam/${attempt.id}/submit`)).status).toBe(403);
      expect((await post(user, `user-exam/${attempt.id}/exits`, { event_id: 'e' })).status).toBe(403);
    }
    expect((await post(f.student, 'user-exam/999999/answers', { answers: rightAnswers() })).status).toBe(404);
  });

  it('answers the attempt as it stands now, though what a save reads of it is remembered', async () => {
    const { attempt } = await started(f.student, { maxAccesses: 3 });
    const url = `user-exam/${attempt.id}/answers`;
    expect((await post(f.student, url, { answers: rightAnswers().slice(0, 1) })).body.attempt).toMatchObject({
      access_count: 0,
      ends_at: attempt.ends_at,
    });
    // An exit and a clock moved by hand (another process could have done either) after the first save.
    await post(f.student, `user-exam/${attempt.id}/exits`, { event_id: 'remembered-1' });
    const later = new Date(Date.now() + 3_600_000);
    await t.db.update(userExams).set({ endsAt: later }).where(eq(userExams.id, attempt.id));
    const next = await post(f.student, url, {
      answers: [{ ...rightAnswers()[0]!, answer: { choice: 'B' }, seq: 2 }],
    });
    expect(next.status).toBe(200);
    expect(next.body.attempt).toMatchObject({ access_count: 1, ends_at: later.toISOString() });
    // Closed behind the remembered target's back: refused all the same.
    await t.db.update(userExams).set({ status: 'holding' }).where(eq(userExams.id, attempt.id));
    const held = await post(f.student, url, { answers: [{ ...rightAnswers()[0]!, seq: 3 }] });
    expect(held.status).toBe(409);
    // Reopened after the remembered clock ran out: taken again, since the attempt is read anew.
    await t.db
      .update(userExams)
      .set({ status: 'unfinished', endsAt: new Date(Date.now() - 1000) })
      .where(eq(userExams.id, attempt.id));
    await post(f.student, url, { answers: [{ ...rightAnswers()[0]!, seq: 4 }] });
    await t.db
      .update(userExams)
      .set({ status: 'unfinished', endsAt: later, submittedAt: null, submitReason: null })
      .where(eq(userExams.id, attempt.id));
    const reopened = await post(f.student, url, { answers: [{ ...rightAnswers()[0]!, seq: 5 }] });
    expect(reopened.status).toBe(200);
    expect(reopened.body.saved[0]).toMatchObject({ seq: 5 });
  });

  it('refuses a submitted attempt (409)', async () => {
    const { attempt } = await started();
    await post(f.student, `user-exam/${attempt.id}/submit`);
    const res = await post(f.student, `user-exam/${attempt.id}/answers`, { answers: rightAnswers() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This attempt has been submitted; it takes no more answers');
  });

  it("after ends_at answers 409 'You have run out of time' and submits the attempt with what it had", async () => {
    const { attempt } = await started();
    await post(f.student, `user-exam/${attempt.id}/answers`, { answers: rightAnswers().slice(0, 1) });
    const past = new Date(Date.now() - 1000);
    await t.db.update(userExams).set({ endsAt: past }).where(eq(userExams.id, attempt.id));
    const res = await post(f.student, `user-exam/${attempt.id}/answers`, { answers: rightAnswers() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You have run out of time for this exam');
    const vi = await post(f.student, `user-exam/${attempt.id}/answers`, { answers: rightAnswers() }, 'vi');
    expect(vi.body.message).toBe('Bạn đã hết thời gian làm bài');
    const read = await get(f.student, `user-exam/${attempt.id}`);
    // Only the choice part (1 of 3 points) was held: 3.33 of 10, below the minimum of 5.
    expect(read.body).toMatchObject({
      status: 'fail',
      submit_reason: 'time_up',
      submitted_at: past.toISOString(),
      score: 3.33,
      message: 'You have run out of time for this exam',
    });
    expect(read.body.answers).toHaveLength(1);
  });
});
