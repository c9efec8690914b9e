import { INTERACTIONS } from '@lms/domain/questions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, userExams, type assignments } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  apiInStoredIds,
  buildExamClass,
  buildExamExercise,
  buildQuestion,
  buildQuestionPerInteraction,
} from '../../test/exams.js';
import { buildAssignment } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
});
afterAll(() => t.close());

// Written in stored ids; the attempt's opaque keys (issue 26 point 2) are tested in ./presentation.test.ts.
const post = (user: UserRow | null, url: string, payload?: object, lang = 'en') =>
  apiInStoredIds(t, user, { method: 'POST', url, payload, headers: { 'accept-language': lang } });
const get = (user: UserRow | null, url: string) => apiInStoredIds(t, user, { method: 'GET', url });

/** A fresh exam-mode assignment of the class's exercise, accepted by `student` unless told otherwise. */
async function freshAssignment(
  overrides: Partial<typeof assignments.$inferInsert> = {},
  agree: UserRow | null = f.student,
) {
  const a = await buildAssignment(t.db, f.cls.id, f.exercise.id, {
    minScore: 5,
    maxScore: 10,
    examMode: true,
    ...overrides,
  });
  if (agree) expect((await post(agree, 'user-exam-agreement/', { assignment_id: a.id })).status).toBe(201);
  return a;
}

async function started(student = f.student, overrides: Partial<typeof assignments.$inferInsert> = {}) {
  const a = await freshAssignment(overrides, student);
  const res = await post(student, 'user-exam/', { assignment_id: a.id });
  expect(res.status).toBe(201);
  return { assignment: a, attempt: res.body };
}

const rightAnswers = () => [
  { question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 1 },
  { question_part_id: f.parts.gaps.id, answer: { blanks: { '1': 'nine AM', '2': 'Main  hall' } }, seq: 1 },
];

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
