import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass, buildQuestion } from '../../test/exams.js';
import { buildAssignment, buildExercise, buildStudent, buildUserExam } from '../../test/factories.js';

/**
 * Reports on exercises (issue 15), every row of docs/design.md's matrix: administrators read and resolve;
 * teachers, students and examiners create, on an exercise they can see. Bad input: an empty report, an
 * exercise the reporter cannot see, a question of another exercise, someone else's attempt.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;
let privateOfOther: { id: number };
let ownPrivate: { id: number };
let unassigned: { id: number };
let otherQuestion: number;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
  privateOfOther = await buildExercise(t.db, { store: 'private', ownerId: f.otherTeacher.id });
  ownPrivate = await buildExercise(t.db, { store: 'private', ownerId: f.teacher.id, name: 'Own drill' });
  unassigned = await buildExercise(t.db, { store: 'common', name: 'Not given to anyone' });
  otherQuestion = (await buildQuestion(t.db, 'gap_fill')).question.id;
});
afterAll(() => t.close());

const send = (user: UserRow | null, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.api(user, { method, url, payload, headers: { 'accept-language': lang } });

describe('creating a report (report/)', () => {
  it('takes a student’s report on a question of work given in their class, in their language', async () => {
    const questionId = f.parts.choice.questionId;
    const attempt = await buildUserExam(t.db, f.assignment.id, f.student.id, { status: 'waiting_score' });
    const res = await send(
      f.student,
      'POST',
      'report/',
      {
        exercise_id: f.exercise.id,
        question_id: questionId,
        attempt_id: attempt.id,
        kind: 'wrong_key',
        content: '  Đáp án câu 1 có vẻ sai: bài nghe nói "Tuesday".  ',
      },
      'vi',
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      exercise: { id: f.exercise.id, name: f.exercise.name },
      question: { id: questionId },
      attempt_id: attempt.id,
      user: { id: f.student.id, email: f.student.email },
      kind: 'wrong_key',
      content: 'Đáp án câu 1 có vẻ sai: bài nghe nói "Tuesday".',
      lang: 'vi',
      status: 'open',
      resolved_at: null,
      resolved_by: null,
    });
  });

  it('takes reports from a teacher (own private exercise) and an examiner (common bank)', async () => {
    const teacher = await send(f.teacher, 'POST', 'report/', {
      exercise_id: ownPrivate.id,
      content: 'The audio of question 2 stops halfway.',
      kind: 'media',
    });
    expect(teacher.status).toBe(201);
    expect(teacher.body).toMatchObject({ kind: 'media', question: null, lang: 'en' });
    const examiner = await send(f.examiner, 'POST', 'report/', {
      exercise_id: unassigned.id,
      content: 'Typo in the title.',
    });
    expect(examiner.status).toBe(201);
    expect(examiner.body.kind).toBe('other');
  });

  it('refuses an administrator (403): they fix exercises instead of reporting them', async () => {
    const res = await send(f.admin, 'POST', 'report/', { exercise_id: f.exercise.id, content: 'x' });
    expect(res.status).toBe(403);
  });

  it('refuses an empty report with a clear message, in both languages', async () => {
    for (const [lang, message] of [
      ['en', 'Describe the problem so that the academy can fix it'],
      ['vi', 'Hãy mô tả vấn đề để học viện có thể sửa'],
    ] as const) {
      const res = await send(
        f.student,
        'POST',
        'report/',
        { exercise_id: f.exercise.id, content: '   ' },
        lang,
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ content: [message] });
    }
    const long = await send(f.student, 'POST', 'report/', {
      exercise_id: f.exercise.id,
      content: 'x'.repeat(2001),
    });
    expect(long.body.errors).toEqual({ content: ['A report is at most 2000 characters'] });
  });

  it('refuses an exercise the reporter cannot see, and an unknown one, alike (400 on exercise_id)', async () => {
    const cases: [UserRow, number][] = [
      [f.stranger, f.exercise.id], // a student of another class
      [f.pending, f.exercise.id], // a pending request sees nothing of the class
      [f.student, unassigned.id], // students see exercises only as work given to them
      [f.teacher, privateOfOther.id], // another teacher's private store
      [f.examiner, ownPrivate.id], // examiners read the common store only
      [f.student, 999_999],
    ];
    for (const [user, exerciseId] of cases) {
      const res = await send(user, 'POST', 'report/', { exercise_id: exerciseId, content: 'Broken' });
      expect(res.status, `${user.email} on ${exerciseId}`).toBe(400);
      expect(res.body.errors).toEqual({
        exercise_id: ['This exercise does not exist or is not one you can see'],
      });
    }
  });

  it('lets a student who left the class report on work they attempted there', async () => {
    await buildUserExam(t.db, f.assignment.id, f.left.id, { status: 'pass' });
    const res = await send(f.left, 'POST', 'report/', {
      exercise_id: f.exercise.id,
      content: 'Question 2 is unclear.',
    });
    expect(res.status).toBe(201);
  });

  it('refuses a question of another exercise and someone else’s attempt', async () => {
    const others = await buildUserExam(t.db, f.assignment.id, f.classmate.id);
    const res = await send(f.student, 'POST', 'report/', {
      exercise_id: f.exercise.id,
      question_id: otherQuestion,
      attempt_id: others.id,
      content: 'Broken',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      question_id: ['This question is not in the exercise'],
      attempt_id: ['This attempt is not one of yours at this exercise'],
    });
  });

  it('refuses a badly typed body with field errors, never a 500', async () => {
    const res = await send(f.student, 'POST', 'report/', {
      exercise_id: '12',
      kind: 'rude',
      content: 5,
      extra: true,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['content', 'exercise_id', 'extra', 'kind']);
    expect((await send(null, 'POST', 'report/', { exercise_id: 1, content: 'x' })).status).toBe(401);
  });
});

describe('listing and resolving reports (administrators)', () => {
  it('lists reports newest first with the exercise name, the reporter’s e-mail and the date', async () => {
    const res = await send(f.admin, 'GET', 'report/?status=open');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(4);
    const dates = res.body.results.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.results[0]).toHaveProperty('exercise.name');
    expect(res.body.results[0]).toHaveProperty('user.email');
  });

  it('filters by exercise, kind and a folded search on the exercise or the reporter', async () => {
    const byKind = await send(f.admin, 'GET', 'report/?kind=media');
    expect(byKind.body.results.map((r: { kind: string }) => r.kind)).toEqual(['media']);
    const byExercise = await send(f.admin, 'GET', `report/?exercise_id=${f.exercise.id}`);
    expect(new Set(byExercise.body.results.map((r: { exercise: { id: number } }) => r.exercise.id))).toEqual(
      new Set([f.exercise.id]),
    );
    // "le van an" finds "Lê Văn An" (the student), case and marks folded.
    const bySearch = await send(f.admin, 'GET', 'report/?search=le%20van%20an');
    expect(bySearch.body.results.map((r: { user: { id: number } }) => r.user.id)).toEqual([f.student.id]);
  });

  it('refuses the list and one report to everyone but administrators', async () => {
    const [first] = (await send(f.admin, 'GET', 'report/')).body.results as { id: number }[];
    for (const user of [f.teacher, f.student, f.examiner]) {
      expect((await send(user, 'GET', 'report/')).status).toBe(403);
      expect((await send(user, 'GET', `report/${first!.id}/`)).status).toBe(403);
      expect((await send(user, 'POST', `report/${first!.id}/resolve`, { note: 'x' })).status).toBe(403);
    }
    expect((await send(f.admin, 'GET', 'report/999999/')).status).toBe(404);
  });

  it('resolves a report with a note, mails the reporter in their language, and refuses a second time', async () => {
    const student = await buildStudent(t.db, { name: 'Trần Thị Mai', email: 'mai.report@academy.test' });
    await buildUserExam(t.db, (await buildAssignment(t.db, f.cls.id, f.exercise.id)).id, student.id);
    const created = await send(
      student,
      'POST',
      'report/',
      { exercise_id: f.exercise.id, content: 'Câu 2 thiếu một ô trống.', kind: 'typo' },
      'vi',
    );
    expect(created.status).toBe(201);
    const resolved = await send(f.admin, 'POST', `report/${created.body.id}/resolve`, {
      note: 'Đã thêm ô trống còn thiếu.',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      resolved_by: { id: f.admin.id },
      resolution_note: 'Đã thêm ô trống còn thiếu.',
    });
    expect(resolved.body.resolved_at).not.toBeNull();

    const mail = (await t.mailer.recent()).find((m) => m.to === 'mai.report@academy.test');
    expect(mail?.subject).toBe(`Báo cáo của bạn về bài "${f.exercise.name}" đã được xử lý`);
    expect(mail?.text).toContain('Xin chào Trần Thị Mai');
    expect(mail?.text).toContain('> Câu 2 thiếu một ô trống.');
    expect(mail?.text).toContain('Ghi chú của quản trị viên: Đã thêm ô trống còn thiếu.');

    const again = await send(f.admin, 'POST', `report/${created.body.id}/resolve`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This report has already been resolved');
    const mails = (await t.mailer.recent()).filter((m) => m.to === 'mai.report@academy.test');
    expect(mails).toHaveLength(1);

    const open = await send(f.admin, 'GET', `report/?status=resolved&ids=${created.body.id}`);
    expect(open.body.results).toHaveLength(1);
  });

  it('writes the mail in English for a report made in English, without a note when none was given', async () => {
    const created = await send(f.examiner, 'POST', 'report/', {
      exercise_id: unassigned.id,
      content: 'Wrong title',
    });
    const resolved = await send(f.admin, 'POST', `report/${created.body.id}/resolve`, {});
    expect(resolved.status).toBe(200);
    const mail = (await t.mailer.recent()).find((m) => m.to === f.examiner.email);
    expect(mail?.subject).toBe('Your report on "Not given to anyone" has been resolved');
    expect(mail?.text).not.toContain('note');
  });

  it('refuses a note over 2000 characters', async () => {
    const created = await send(f.examiner, 'POST', 'report/', {
      exercise_id: unassigned.id,
      content: 'Again',
    });
    const res = await send(f.admin, 'POST', `report/${created.body.id}/resolve`, { note: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['note']);
  });
});
