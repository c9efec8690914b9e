import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildClass,
  buildClassOverview,
  buildDayOff,
  buildLesson,
  type ClassOverviewFixture,
} from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: ClassOverviewFixture;
let cast: Record<string, UserRow>;
let classOff: { id: number }, otherOff: { id: number }, academyOff: { id: number }, thirdOff: { id: number };

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
  cast = f.cast;
  const third = await buildClass(t.db);
  classOff = await buildDayOff(t.db, '2026-10-20', { classId: f.cls.id, reason: 'Ngày Phụ nữ Việt Nam' });
  otherOff = await buildDayOff(t.db, '2026-10-21', { classId: f.otherClass.id });
  thirdOff = await buildDayOff(t.db, '2026-10-22', { classId: third.id });
  academyOff = await buildDayOff(t.db, '2026-09-02', { reason: 'Quốc khánh' });
});
afterAll(() => t.close());

const list = (user: UserRow | null, query = '') =>
  t.api(user, { method: 'GET', url: `class/day-off/?${query}` });
const post = (user: UserRow | null, payload: unknown) =>
  t.api(user, { method: 'POST', url: 'class/day-off/', payload: payload as object });
const ids = (body: { results: { id: number }[] }) => body.results.map((d) => d.id);
const statusOf = async (lessonIds: number[]) =>
  (await t.db.select().from(lessons).where(inArray(lessons.id, lessonIds)).orderBy(lessons.id)).map(
    (l) => l.status,
  );

describe('GET class/day-off/', () => {
  it('lists a class’s days off with the academy’s, in date order', async () => {
    const res = await list(f.teacher, `class_id=${f.cls.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([academyOff.id, classOff.id]);
    expect(res.body.results[1]).toEqual({
      id: classOff.id,
      class_id: f.cls.id,
      date: '2026-10-20',
      reason: 'Ngày Phụ nữ Việt Nam',
      created_by: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(res.body.results[0].class_id).toBeNull();
  });

  it('lists newest first with ordering=-date, within a date range, and refuses an unknown ordering', async () => {
    const res = await list(f.admin, 'ordering=-date');
    expect(ids(res.body)).toEqual([thirdOff.id, otherOff.id, classOff.id, academyOff.id]);
    const window = await list(f.admin, 'ordering=-date&from=2026-10-01&to=2026-10-21');
    expect(ids(window.body)).toEqual([otherOff.id, classOff.id]);
    const bad = await list(f.admin, 'ordering=reason');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['ordering']);
  });

  it.each([
    ['admin', 200],
    ['teacher', 200],
    ['otherTeacher', 403],
    ['examiner', 200],
    ['otherExaminer', 200],
    ['student', 200],
    ['pending', 403],
    ['stranger', 403],
  ])('answers %s with %i for the class', async (who, status) => {
    expect((await list(cast[who]!, `class_id=${f.cls.id}`)).status).toBe(status);
  });

  it('without a filter shows the viewer’s classes and the academy’s', async () => {
    expect(ids((await list(f.students.an)).body)).toEqual([academyOff.id, classOff.id]);
    expect(ids((await list(f.otherTeacher)).body)).toEqual([academyOff.id, otherOff.id]);
    expect((await list(f.otherExaminer)).body.count).toBe(4);
  });

  it('serves a batch of classes, exactly those plus the academy’s, and filters by window and ids', async () => {
    const both = await list(f.admin, `class_ids=${f.cls.id},${f.otherClass.id}`);
    expect(ids(both.body)).toEqual([academyOff.id, classOff.id, otherOff.id]);
    expect(ids(both.body)).not.toContain(thirdOff.id);
    const window = await list(f.admin, 'from=2026-10-01&to=2026-10-21');
    expect(ids(window.body)).toEqual([classOff.id, otherOff.id]);
    const byIds = await list(f.admin, `ids=${thirdOff.id},${academyOff.id}`);
    expect(ids(byIds.body)).toEqual([academyOff.id, thirdOff.id]);
    expect((await list(f.teacher, `class_ids=${f.cls.id},${f.otherClass.id}`)).status).toBe(403);
  });

  it('answers 404, 401 and 400', async () => {
    expect((await list(f.admin, 'class_id=999999')).status).toBe(404);
    expect((await list(f.otherExaminer, 'class_id=999999')).status).toBe(404);
    expect((await list(null)).status).toBe(401);
    const bad = await list(f.admin, 'from=2026-9-1&to=tomorrow&ids=1;2&kind=x');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'ids', 'kind', 'to']);
  });
});

describe('GET class/day-off/{id}/', () => {
  it('shows the academy’s days off to everyone and a class’s to its readers', async () => {
    expect(
      (await t.api(f.students.stranger, { method: 'GET', url: `class/day-off/${academyOff.id}/` })).status,
    ).toBe(200);
    expect(
      (await t.api(f.students.stranger, { method: 'GET', url: `class/day-off/${classOff.id}/` })).status,
    ).toBe(403);
    const res = await t.api(f.students.an, { method: 'GET', url: `class/day-off/${classOff.id}/` });
    expect(res.body).toMatchObject({ id: classOff.id, date: '2026-10-20' });
    expect((await t.api(f.admin, { method: 'GET', url: 'class/day-off/999999/' })).status).toBe(404);
    expect((await t.api(null, { method: 'GET', url: `class/day-off/${classOff.id}/` })).status).toBe(401);
  });
});

describe('POST class/day-off/', () => {
  it('cancels the class’s scheduled lessons that day, renumbering the sessions', async () => {
    const cls = await buildClass(t.db, {}, { teachers: [f.teacher] });
    const before = await buildLesson(t.db, cls.id, { studyDate: '2030-11-18', sessionNumber: 1 });
    const that = await buildLesson(t.db, cls.id, { studyDate: '2030-11-20', sessionNumber: 2 });
    const after = await buildLesson(t.db, cls.id, { studyDate: '2030-11-22', sessionNumber: 3 });
    const elsewhere = await buildLesson(t.db, f.otherClass.id, { studyDate: '2030-11-20' });
    const res = await post(f.teacher, {
      class_id: cls.id,
      date: '2030-11-20',
      reason: 'Ngày Nhà giáo Việt Nam',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      class_id: cls.id,
      date: '2030-11-20',
      reason: 'Ngày Nhà giáo Việt Nam',
      created_by: f.teacher.id,
    });
    expect(await statusOf([before.id, that.id, after.id, elsewhere.id])).toEqual([
      'scheduled',
      'canceled',
      'scheduled',
      'scheduled',
    ]);
    const numbers = await t.db
      .select()
      .from(lessons)
      .where(eq(lessons.classId, cls.id))
      .orderBy(lessons.studyDate);
    expect(numbers.map((l) => l.sessionNumber)).toEqual([1, 2, 2]);

    const dup = await post(f.admin, { class_id: cls.id, date: '2030-11-20', reason: 'again' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({ date: ['This day off already exists'] });

    expect((await t.api(f.teacher, { method: 'DELETE', url: `class/day-off/${res.body.id}/` })).status).toBe(
      204,
    );
    expect(await statusOf([that.id])).toEqual(['scheduled']);
    const renumbered = await t.db
      .select()
      .from(lessons)
      .where(eq(lessons.classId, cls.id))
      .orderBy(lessons.studyDate);
    expect(renumbered.map((l) => l.sessionNumber)).toEqual([1, 2, 3]);
  });

  it('lets only an admin close the whole academy, canceling every class’s scheduled lessons', async () => {
    const a = await buildLesson(t.db, f.cls.id, { studyDate: '2031-04-30' });
    const b = await buildLesson(t.db, f.otherClass.id, { studyDate: '2031-04-30' });
    const done = await buildLesson(t.db, f.otherClass.id, {
      studyDate: '2031-04-30',
      studyTimeStart: '08:00',
      studyTimeEnd: '09:30',
      status: 'done',
    });
    for (const who of [f.teacher, f.examiner, f.students.an]) {
      expect((await post(who, { class_id: null, date: '2031-04-30' })).status).toBe(403);
    }
    const res = await post(f.admin, { class_id: null, date: '2031-04-30', reason: 'Giải phóng miền Nam' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ class_id: null, reason: 'Giải phóng miền Nam' });
    expect(await statusOf([a.id, b.id, done.id])).toEqual(['canceled', 'canceled', 'done']);
    expect((await post(f.admin, { class_id: null, date: '2031-04-30' })).status).toBe(409);

    // The class's own day off on the same date keeps its lesson canceled when the academy reopens.
    expect((await post(f.teacher, { class_id: f.cls.id, date: '2031-04-30' })).status).toBe(201);
    expect((await t.api(f.teacher, { method: 'DELETE', url: `class/day-off/${res.body.id}/` })).status).toBe(
      403,
    );
    expect((await t.api(f.admin, { method: 'DELETE', url: `class/day-off/${res.body.id}/` })).status).toBe(
      204,
    );
    expect(await statusOf([a.id, b.id, done.id])).toEqual(['canceled', 'scheduled', 'done']);
  });

  it.each([
    ['admin', 201],
    ['teacher', 201],
    ['otherTeacher', 403],
    ['examiner', 403],
    ['student', 403],
  ])('answers %s with %i for a class day off', async (who, status) => {
    const date = `2032-01-0${Object.keys(cast).indexOf(who) + 1}`;
    expect((await post(cast[who]!, { class_id: f.cls.id, date })).status).toBe(status);
  });

  it('asks the reason of a day off in the past, in the caller’s language', async () => {
    const past = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    const res = await post(f.teacher, { class_id: f.cls.id, date: past, reason: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      reason: ['This date is in the past: give the reason for adding a day off after the fact'],
    });
    const vi = await t.api(f.teacher, {
      method: 'POST',
      url: 'class/day-off/',
      headers: { 'accept-language': 'vi' },
      payload: { class_id: f.cls.id, date: past },
    });
    expect(vi.body.errors).toEqual({
      reason: ['Ngày này đã qua: hãy ghi lý do khi thêm ngày nghỉ cho ngày đã qua'],
    });
    const given = await post(f.teacher, {
      class_id: f.cls.id,
      date: past,
      reason: 'Mất điện cả tòa nhà',
    });
    expect(given.status).toBe(201);
    // A future day off needs no reason.
    expect((await post(f.teacher, { class_id: f.cls.id, date: '2032-03-01' })).status).toBe(201);
  });

  it('answers 404, 401 and 400 with the exact field keys', async () => {
    expect((await post(f.admin, { class_id: 999999, date: '2032-02-01' })).status).toBe(404);
    expect((await post(null, { class_id: f.cls.id, date: '2032-02-01' })).status).toBe(401);
    const bad = await post(f.admin, { class_id: 'x', date: '2032-02-30', reason: 7, repeat: true });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['class_id', 'date', 'reason', 'repeat']);
    expect(bad.body.errors.date).toEqual(['Wrong date format (YYYY-MM-DD)']);
    const typed = await post(f.admin, { class_id: String(f.cls.id), date: '2032-02-01' });
    expect(Object.keys(typed.body.errors)).toEqual(['class_id']);
    const missing = await post(f.admin, { date: '01/02/2032' });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['class_id', 'date']);
  });
});

describe('DELETE class/day-off/{id}/', () => {
  it('is for the class’s managers only', async () => {
    const off = await buildDayOff(t.db, '2033-03-08', { classId: f.cls.id });
    for (const who of [f.otherTeacher, f.examiner, f.students.an]) {
      expect((await t.api(who, { method: 'DELETE', url: `class/day-off/${off.id}/` })).status).toBe(403);
    }
    expect((await t.api(null, { method: 'DELETE', url: `class/day-off/${off.id}/` })).status).toBe(401);
    expect((await t.api(f.admin, { method: 'DELETE', url: `class/day-off/${off.id}/` })).status).toBe(204);
    expect((await t.api(f.admin, { method: 'DELETE', url: `class/day-off/${off.id}/` })).status).toBe(404);
  });
});
