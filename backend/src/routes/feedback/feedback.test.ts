import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classStaff } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass } from '../../test/exams.js';
import { buildClass, buildStudent, buildTeacher, enrol } from '../../test/factories.js';

/**
 * Feedback on classes (issue 15), every row of docs/design.md's matrix: students write and read their own,
 * teachers read their classes' (an anonymous author never reaches them), administrators read all; examiners
 * none. Bad input: a rating outside 1-5, an empty text, a class that is not the student's.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;
/** A student of the class on reserve, and a teacher who only examines the class. */
let reserve: UserRow;
let examiningTeacher: UserRow;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
  reserve = await buildStudent(t.db, { name: 'Đỗ Minh Khoa' });
  await enrol(t.db, f.cls.id, reserve.id, 'reserve');
  examiningTeacher = await buildTeacher(t.db);
  const other = await buildClass(t.db, {}, { teachers: [f.teacher] });
  await enrol(t.db, other.id, f.student.id);
  await t.db
    .insert(classStaff)
    .values({ classId: f.cls.id, userId: examiningTeacher.id, kind: 'specialize' });
});
afterAll(() => t.close());

const send = (
  user: UserRow | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  lang = 'en',
) => t.api(user, { method, url, payload, headers: { 'accept-language': lang } });

const write = (user: UserRow, body: object, lang = 'en') => send(user, 'POST', 'feedback/', body, lang);

describe('writing feedback (feedback/)', () => {
  it('takes a student’s feedback on their class, anonymous or not', async () => {
    const named = await write(f.student, {
      class_id: f.cls.id,
      rating: 5,
      content: '  Cô chữa Writing rất kỹ, em tiến bộ nhiều.  ',
    });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({
      class: { id: f.cls.id, name: f.cls.name },
      author: { id: f.student.id, name: 'Lê Văn An' },
      anonymous: false,
      is_own: true,
      rating: 5,
      content: 'Cô chữa Writing rất kỹ, em tiến bộ nhiều.',
    });
    const hidden = await write(f.classmate, {
      class_id: f.cls.id,
      rating: 2,
      content: 'Lớp hay bắt đầu muộn.',
      anonymous: true,
    });
    expect(hidden.status).toBe(201);
    // The author sees themself even when anonymous.
    expect(hidden.body).toMatchObject({ anonymous: true, author: { id: f.classmate.id } });
    expect((await write(reserve, { class_id: f.cls.id, rating: 4, content: 'Ổn.' })).status).toBe(201);
  });

  it('answers the same feedback sent again, and refuses a second, different one (409 on class_id)', async () => {
    const again = await write(f.student, {
      class_id: f.cls.id,
      rating: 5,
      content: 'Cô chữa Writing rất kỹ, em tiến bộ nhiều.',
    });
    expect(again.status).toBe(201);
    const other = await write(f.student, { class_id: f.cls.id, rating: 3, content: 'Khác' });
    expect(other.status).toBe(409);
    expect(other.body.errors).toEqual({
      class_id: ['You have already written feedback on this class; edit it instead'],
    });
  });

  it('refuses a rating outside 1 to 5 and an empty text, in both languages', async () => {
    for (const rating of [0, 6, 4.5]) {
      const res = await write(f.student, { class_id: f.cls.id, rating, content: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ rating: ['Choose a rating from 1 to 5 stars'] });
    }
    const vi = await write(f.student, { class_id: f.cls.id, rating: 9, content: ' ' }, 'vi');
    expect(vi.body.errors).toEqual({
      rating: ['Hãy chọn mức đánh giá từ 1 đến 5 sao'],
      content: ['Hãy viết vài dòng nhận xét về lớp học'],
    });
    const typed = await write(f.student, { class_id: 'x', rating: '5', content: 'ok', anonymous: 'yes' });
    expect(Object.keys(typed.body.errors).sort()).toEqual(['anonymous', 'class_id', 'rating']);
  });

  it('refuses a class that is not the student’s (400 on class_id), whether it exists or not', async () => {
    for (const [user, classId] of [
      [f.stranger, f.cls.id],
      [f.pending, f.cls.id],
      [f.left, f.cls.id],
      [f.student, 999_999],
    ] as const) {
      const res = await write(user, { class_id: classId, rating: 4, content: 'Tốt' });
      expect(res.status, user.email).toBe(400);
      expect(res.body.errors).toEqual({
        class_id: ['Choose one of your classes: feedback is written on a class you study in'],
      });
    }
  });

  it('is written by students only (403 for staff)', async () => {
    for (const user of [f.admin, f.teacher, f.examiner])
      expect((await write(user, { class_id: f.cls.id, rating: 4, content: 'Tốt' })).status).toBe(403);
  });

  it('is changed by its author only, and only within the rules', async () => {
    const [own] = (await send(f.student, 'GET', 'feedback/')).body.results as { id: number }[];
    const changed = await send(f.student, 'PUT', `feedback/${own!.id}/`, { rating: 4, anonymous: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      rating: 4,
      anonymous: true,
      content: 'Cô chữa Writing rất kỹ, em tiến bộ nhiều.',
    });
    expect(changed.body.updated_at > changed.body.created_at).toBe(true);
    const bad = await send(f.student, 'PUT', `feedback/${own!.id}/`, { rating: 7, content: '' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['content', 'rating']);
    for (const user of [f.classmate, f.teacher, f.admin])
      expect((await send(user, 'PUT', `feedback/${own!.id}/`, { rating: 1 })).status).toBe(403);
    expect((await send(f.student, 'PUT', 'feedback/999999/', { rating: 1 })).status).toBe(404);
    // Back to named, for the reads below.
    await send(f.student, 'PUT', `feedback/${own!.id}/`, { anonymous: false, rating: 5 });
  });
});

describe('reading feedback', () => {
  it('gives a student their own feedback only', async () => {
    const res = await send(f.student, 'GET', 'feedback/');
    expect(res.body.results.map((r: { author: { id: number } }) => r.author.id)).toEqual([f.student.id]);
  });

  it('gives the class’s teacher its feedback, without the author of an anonymous one', async () => {
    const res = await send(f.teacher, 'GET', `feedback/?class_id=${f.cls.id}&ordering=rating`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { rating: number }) => r.rating)).toEqual([2, 4, 5]);
    const anonymous = res.body.results[0];
    expect(anonymous).toMatchObject({ anonymous: true, author: null, content: 'Lớp hay bắt đầu muộn.' });
    expect(JSON.stringify(anonymous)).not.toContain(f.classmate.email);
    const one = await send(f.teacher, 'GET', `feedback/${anonymous.id}/`);
    expect(one.body.author).toBeNull();
  });

  it('gives administrators every author, anonymous included', async () => {
    const res = await send(f.admin, 'GET', `feedback/?class_ids=${f.cls.id}&ordering=rating`);
    expect(res.body.results[0]).toMatchObject({ anonymous: true, author: { id: f.classmate.id } });
  });

  it('keeps teachers to the classes they teach, and examiners out', async () => {
    expect((await send(f.otherTeacher, 'GET', `feedback/?class_id=${f.cls.id}`)).status).toBe(403);
    expect((await send(f.otherTeacher, 'GET', 'feedback/')).body.results).toEqual([]);
    // A teacher who only examines the class does not read its feedback.
    expect((await send(examiningTeacher, 'GET', 'feedback/')).body.results).toEqual([]);
    expect((await send(f.examiner, 'GET', 'feedback/')).status).toBe(403);
    const [first] = (await send(f.admin, 'GET', 'feedback/')).body.results as { id: number }[];
    expect((await send(f.otherTeacher, 'GET', `feedback/${first!.id}/`)).status).toBe(404);
    expect((await send(f.stranger, 'GET', `feedback/${first!.id}/`)).status).toBe(404);
    expect((await send(null, 'GET', 'feedback/')).status).toBe(401);
  });

  it('sums up each class: count, average and the count of each rating (staff only)', async () => {
    const res = await send(f.teacher, 'GET', `feedback/summary?class_id=${f.cls.id}`);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        class: { id: f.cls.id, name: f.cls.name },
        count: 3,
        average: 3.67,
        distribution: [
          { rating: 1, count: 0 },
          { rating: 2, count: 1 },
          { rating: 3, count: 0 },
          { rating: 4, count: 1 },
          { rating: 5, count: 1 },
        ],
      },
    ]);
    const all = await send(f.admin, 'GET', 'feedback/summary');
    expect(all.body.results.map((r: { class: { id: number } }) => r.class.id)).toEqual([f.cls.id]);
    expect((await send(f.otherTeacher, 'GET', `feedback/summary?class_id=${f.cls.id}`)).status).toBe(403);
    expect((await send(f.otherTeacher, 'GET', 'feedback/summary')).body.results).toEqual([]);
    for (const user of [f.student, f.examiner])
      expect((await send(user, 'GET', 'feedback/summary')).status).toBe(403);
  });
});
