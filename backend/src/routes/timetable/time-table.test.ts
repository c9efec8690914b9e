import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAttendance,
  buildClass,
  buildClassOverview,
  buildDayOff,
  buildLesson,
  type ClassOverviewFixture,
} from '../../test/factories.js';

let t: TestContext;
let f: ClassOverviewFixture;
let cast: Record<string, UserRow>;
let first: { id: number }, second: { id: number }, otherLesson: { id: number }, thirdLesson: { id: number };
let thirdClass: { id: number };

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
  cast = f.cast;
  // Inserted out of order: the list must come back by date.
  second = await buildLesson(t.db, f.cls.id, { studyDate: '2026-09-09', status: 'scheduled' });
  first = await buildLesson(t.db, f.cls.id, {
    studyDate: '2026-09-07',
    status: 'done',
    recordLink: 'https://rec.example/1',
  });
  await buildLesson(t.db, f.cls.id, { studyDate: '2026-09-11', status: 'canceled' });
  otherLesson = await buildLesson(t.db, f.otherClass.id, { studyDate: '2026-09-08' });
  thirdClass = await buildClass(t.db, { name: 'IELTS 5.5 - K1' });
  thirdLesson = await buildLesson(t.db, thirdClass.id, { studyDate: '2026-09-08' });
});
afterAll(() => t.close());

const ids = (body: { results: { id: number }[] }) => body.results.map((l) => l.id);

describe('GET class/time-table/', () => {
  it('lists a class’s lessons by date with times as HH:MM', async () => {
    const res = await t.api(f.teacher, { method: 'GET', url: `class/time-table/?class_id=${f.cls.id}` });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((l: { study_date: string }) => l.study_date)).toEqual([
      '2026-09-07',
      '2026-09-09',
      '2026-09-11',
    ]);
    expect(res.body.results[0]).toEqual({
      id: first.id,
      class_id: f.cls.id,
      session_number: expect.any(Number),
      study_date: '2026-09-07',
      study_time_start: '18:00',
      study_time_end: '19:30',
      record_link: 'https://rec.example/1',
      slide_link: '',
      status: 'done',
      note: '',
      description: '',
    });
  });

  it.each([
    ['admin', 200],
    ['teacher', 200],
    ['otherTeacher', 403],
    ['examiner', 200],
    ['otherExaminer', 403],
    ['student', 200],
    ['pending', 403],
    ['stranger', 403],
  ])('answers %s with %i for the class', async (who, status) => {
    const res = await t.api(cast[who]!, { method: 'GET', url: `class/time-table/?class_id=${f.cls.id}` });
    expect(res.status).toBe(status);
  });

  it('serves a batch of classes in one call, exactly those classes', async () => {
    const res = await t.api(f.admin, {
      method: 'GET',
      url: `class/time-table/?class_ids=${f.cls.id},${f.otherClass.id}&page_size=300`,
    });
    expect(res.status).toBe(200);
    expect(new Set(res.body.results.map((l: { class_id: number }) => l.class_id))).toEqual(
      new Set([f.cls.id, f.otherClass.id]),
    );
    expect(ids(res.body)).not.toContain(thirdLesson.id);
    expect(res.body.count).toBe(4);
  });

  it('refuses a batch with a class the viewer cannot read', async () => {
    const res = await t.api(f.teacher, {
      method: 'GET',
      url: `class/time-table/?class_ids=${f.cls.id},${f.otherClass.id}`,
    });
    expect(res.status).toBe(403);
  });

  it('without a class filter shows only the viewer’s classes', async () => {
    const res = await t.api(f.otherTeacher, { method: 'GET', url: 'class/time-table/' });
    expect(ids(res.body)).toEqual([otherLesson.id]);
  });

  it('filters by date window, status and ids', async () => {
    const url = `class/time-table/?class_id=${f.cls.id}`;
    const window = await t.api(f.admin, { method: 'GET', url: `${url}&from=2026-09-08&to=2026-09-10` });
    expect(ids(window.body)).toEqual([second.id]);
    const done = await t.api(f.admin, { method: 'GET', url: `${url}&status=done` });
    expect(ids(done.body)).toEqual([first.id]);
    const byIds = await t.api(f.admin, {
      method: 'GET',
      url: `class/time-table/?ids=${first.id},${thirdLesson.id}`,
    });
    expect(ids(byIds.body)).toEqual([first.id, thirdLesson.id]);
  });

  it('answers 404 for an unknown class and 401 without a token', async () => {
    expect((await t.api(f.admin, { method: 'GET', url: 'class/time-table/?class_id=999999' })).status).toBe(
      404,
    );
    expect((await t.api(null, { method: 'GET', url: `class/time-table/?class_id=${f.cls.id}` })).status).toBe(
      401,
    );
  });

  it('answers 400 with field errors for bad filters', async () => {
    const res = await t.api(f.admin, {
      method: 'GET',
      url: 'class/time-table/?class_id=abc&from=2026-02-30&status=held&class_ids=1,x&shoe=1',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['class_id', 'class_ids', 'from', 'shoe', 'status']);
    const reversed = await t.api(f.admin, {
      method: 'GET',
      url: 'class/time-table/?from=2026-09-10&to=2026-09-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ to: ['The end date must be greater than the start date'] });
  });
});

describe('GET class/time-table/{id}/', () => {
  it.each([
    ['admin', 200],
    ['teacher', 200],
    ['otherTeacher', 403],
    ['examiner', 200],
    ['otherExaminer', 403],
    ['student', 200],
    ['stranger', 403],
  ])('answers %s with %i', async (who, status) => {
    const res = await t.api(cast[who]!, { method: 'GET', url: `class/time-table/${first.id}/` });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.id).toBe(first.id);
  });

  it('answers 404, 400 and 401', async () => {
    expect((await t.api(f.admin, { method: 'GET', url: 'class/time-table/999999/' })).status).toBe(404);
    expect((await t.api(f.admin, { method: 'GET', url: 'class/time-table/abc/' })).status).toBe(400);
    expect((await t.api(null, { method: 'GET', url: `class/time-table/${first.id}/` })).status).toBe(401);
  });
});

describe('PUT class/time-table/{id}/', () => {
  it('changes only the fields sent', async () => {
    const res = await t.api(f.teacher, {
      method: 'PUT',
      url: `class/time-table/${second.id}/`,
      payload: {
        slide_link: 'https://slides.example/2',
        note: 'Mang sách Cambridge 15',
        study_time_end: '20:00',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: second.id,
      study_date: '2026-09-09',
      study_time_start: '18:00',
      study_time_end: '20:00',
      slide_link: 'https://slides.example/2',
      note: 'Mang sách Cambridge 15',
      status: 'scheduled',
    });
    const cleared = await t.api(f.admin, {
      method: 'PUT',
      url: `class/time-table/${second.id}/`,
      payload: { slide_link: '' },
    });
    expect(cleared.body.slide_link).toBe('');
  });

  it.each([
    ['otherTeacher', 403],
    ['examiner', 403],
    ['student', 403],
    ['admin', 200],
  ])('answers %s with %i', async (who, status) => {
    const res = await t.api(cast[who]!, {
      method: 'PUT',
      url: `class/time-table/${second.id}/`,
      payload: { description: 'Unit 3' },
    });
    expect(res.status).toBe(status);
  });

  it('answers 400 with the exact field keys', async () => {
    const url = `class/time-table/${second.id}/`;
    const bad = await t.api(f.admin, {
      method: 'PUT',
      url,
      payload: { status: 'held', record_link: 'javascript:alert(1)', study_date: '09/09/2026', room: 'A1' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['record_link', 'room', 'status', 'study_date']);
    expect(bad.body.errors.record_link).toEqual(['Enter a web address starting with http:// or https://']);
    const both = await t.api(f.admin, {
      method: 'PUT',
      url,
      payload: { study_time_start: '19:00', study_time_end: '18:30' },
    });
    expect(both.body.errors).toEqual({ study_time_end: ['The end time must be later than the start time'] });
    // Against the stored start (18:00): an end of 17:00 alone is also before it.
    const one = await t.api(f.admin, { method: 'PUT', url, payload: { study_time_end: '17:00' } });
    expect(one.status).toBe(400);
    expect(Object.keys(one.body.errors)).toEqual(['study_time_end']);
    const types = await t.api(f.admin, {
      method: 'PUT',
      url,
      payload: { note: 5, study_time_start: '25:00' },
    });
    expect(Object.keys(types.body.errors).sort()).toEqual(['note', 'study_time_start']);
  });

  it('refuses to move a lesson onto a day off', async () => {
    await buildDayOff(t.db, '2026-09-21', { classId: f.cls.id });
    const res = await t.api(f.teacher, {
      method: 'PUT',
      url: `class/time-table/${second.id}/`,
      payload: { study_date: '2026-09-21' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ study_date: ['This date is a day off'] });
  });

  it('refuses to mark done a lesson that has not started, or to move a done lesson to a later day', async () => {
    const later = await buildLesson(t.db, f.cls.id, { studyDate: '2099-02-02' });
    const put = (id: number, payload: object) =>
      t.api(f.teacher, { method: 'PUT', url: `class/time-table/${id}/`, payload });
    const res = await put(later.id, { status: 'done' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      status: ['This lesson has not started yet: attendance opens at its start time'],
    });
    expect((await put(first.id, { study_date: '2099-02-04' })).body.errors).toEqual({
      study_date: ['This lesson has not started yet: attendance opens at its start time'],
    });
    // Anything else about a future lesson may change.
    expect((await put(later.id, { note: 'Mang sách' })).status).toBe(200);
  });

  it('answers 404 and 401', async () => {
    expect(
      (await t.api(f.admin, { method: 'PUT', url: 'class/time-table/999999/', payload: {} })).status,
    ).toBe(404);
    expect(
      (await t.api(null, { method: 'PUT', url: `class/time-table/${second.id}/`, payload: {} })).status,
    ).toBe(401);
  });
});

describe('DELETE class/time-table/{id}/', () => {
  it('is refused to readers and lets the teacher delete, renumbering the later sessions', async () => {
    const cls = await buildClass(t.db, {}, { teachers: [f.teacher], examiners: [f.examiner] });
    const a = await buildLesson(t.db, cls.id, { studyDate: '2030-01-07', sessionNumber: 1 });
    const b = await buildLesson(t.db, cls.id, { studyDate: '2030-01-09', sessionNumber: 2 });
    const c = await buildLesson(t.db, cls.id, { studyDate: '2030-01-11', sessionNumber: 3 });
    await buildAttendance(t.db, b.id, f.students.an.id);
    for (const who of [f.examiner, f.otherTeacher, f.students.an]) {
      expect((await t.api(who, { method: 'DELETE', url: `class/time-table/${b.id}/` })).status).toBe(403);
    }
    expect((await t.api(f.teacher, { method: 'DELETE', url: `class/time-table/${b.id}/` })).status).toBe(204);
    const left = await t.db
      .select()
      .from(lessons)
      .where(eq(lessons.classId, cls.id))
      .orderBy(lessons.studyDate);
    expect(left.map((l) => [l.id, l.sessionNumber])).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect((await t.api(f.teacher, { method: 'DELETE', url: `class/time-table/${b.id}/` })).status).toBe(404);
    expect((await t.api(null, { method: 'DELETE', url: `class/time-table/${a.id}/` })).status).toBe(401);
  });
});
