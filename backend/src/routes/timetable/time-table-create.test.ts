import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '@lms/domain';
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
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: ClassOverviewFixture;
let cast: Record<string, UserRow>;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
  cast = {
    admin: f.admin,
    teacher: f.teacher,
    otherTeacher: f.otherTeacher,
    examiner: f.examiner,
    student: f.students.an,
  };
});
afterAll(() => t.close());

const post = (user: UserRow | null, payload: unknown) =>
  t.api(user, { method: 'POST', url: 'class/time-table/', payload: payload as object });
type LessonJson = { id: number; study_date: string; session_number: number; status: string };
const dates = (body: { results: LessonJson[] }) => body.results.map((l) => l.study_date);

describe('POST class/time-table/ one lesson', () => {
  it('adds a lesson with the class’s times by default and numbers it in date order', async () => {
    const cls = await buildClass(
      t.db,
      { studyTimeStart: '08:30', studyTimeEnd: '10:00' },
      { teachers: [f.teacher] },
    );
    await buildLesson(t.db, cls.id, { studyDate: '2030-03-04', sessionNumber: 1 });
    const res = await post(f.teacher, {
      class_id: cls.id,
      study_date: '2030-03-01',
      description: 'Buổi học bù',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      class_id: cls.id,
      study_date: '2030-03-01',
      study_time_start: '08:30',
      study_time_end: '10:00',
      session_number: 1,
      status: 'scheduled',
      description: 'Buổi học bù',
    });
    const timed = await post(f.admin, {
      class_id: cls.id,
      study_date: '2030-03-06',
      study_time_start: '14:00',
      study_time_end: '15:30',
      record_link: 'https://meet.example/rec',
    });
    expect(timed.body).toMatchObject({
      study_time_start: '14:00',
      study_time_end: '15:30',
      session_number: 3,
    });
  });

  it.each([
    ['admin', 201],
    ['teacher', 201],
    ['otherTeacher', 403],
    ['examiner', 403],
    ['student', 403],
  ])('answers %s with %i', async (who, status) => {
    const res = await post(cast[who]!, { class_id: f.cls.id, study_date: '2030-05-06' });
    expect(res.status).toBe(status);
  });

  it('answers 404 for an unknown class and 401 without a token', async () => {
    expect((await post(f.admin, { class_id: 999999, study_date: '2030-05-06' })).status).toBe(404);
    expect((await post(null, { class_id: f.cls.id, study_date: '2030-05-06' })).status).toBe(401);
  });

  it('answers 400 with the exact field keys', async () => {
    const missing = await post(f.admin, { class_id: f.cls.id });
    expect(missing.body.errors).toEqual({ study_date: ['This field is required'] });
    const bad = await post(f.admin, {
      class_id: 'x',
      study_date: '2030-02-30',
      study_time_start: '9h',
      slide_link: 'ftp://files.example/a.pdf',
      teacher: 3,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'class_id',
      'slide_link',
      'study_date',
      'study_time_start',
      'teacher',
    ]);
    const reversed = await post(f.admin, {
      class_id: f.cls.id,
      study_date: '2030-05-06',
      study_time_start: '19:00',
      study_time_end: '18:00',
    });
    expect(reversed.body.errors).toEqual({
      study_time_end: ['The end time must be later than the start time'],
    });
    // The class ends at 19:30: a lesson starting at 20:00 with the default end is backwards too.
    const late = await post(f.admin, {
      class_id: f.cls.id,
      study_date: '2030-05-06',
      study_time_start: '20:00',
    });
    expect(late.body.errors).toEqual({ study_time_end: ['The end time must be later than the start time'] });
  });

  it('refuses a lesson on a day off of the class or the academy', async () => {
    await buildDayOff(t.db, '2030-04-30', { reason: 'Giải phóng miền Nam' });
    const res = await post(f.teacher, { class_id: f.cls.id, study_date: '2030-04-30' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ study_date: ['This date is a day off'] });
  });
});

describe('POST class/time-table/ generate', () => {
  it('plans the sessions from the pattern, skipping class and academy days off', async () => {
    // 2030-09-02 is a Monday; sessions on Monday and Wednesday.
    const cls = await buildClass(
      t.db,
      {
        startDate: '2030-09-02',
        numberOfSessions: 5,
        weekdays: [1, 3],
        studyTimeStart: '17:45',
        studyTimeEnd: '19:15',
      },
      { teachers: [f.teacher] },
    );
    await buildDayOff(t.db, '2030-09-04', { classId: cls.id });
    await buildDayOff(t.db, '2030-09-09');
    await buildDayOff(t.db, '2030-09-11', { classId: f.otherClass.id });
    const res = await post(f.teacher, { class_id: cls.id, generate: true });
    expect(res.status).toBe(200);
    expect(dates(res.body)).toEqual(['2030-09-02', '2030-09-11', '2030-09-16', '2030-09-18', '2030-09-23']);
    expect(res.body.results.map((l: LessonJson) => l.session_number)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.results[0]).toMatchObject({
      study_time_start: '17:45',
      study_time_end: '19:15',
      status: 'scheduled',
    });
    expect(res.body).toMatchObject({ count: 5, next: null, previous: null });

    const again = await post(f.teacher, { class_id: cls.id, generate: true });
    expect(dates(again.body)).toEqual(dates(res.body));
    const stored = await t.db.select().from(lessons).where(eq(lessons.classId, cls.id));
    expect(stored).toHaveLength(5);
  });

  it('keeps past, done and marked lessons and plans the rest from today', async () => {
    const today = academyToday();
    const cls = await buildClass(
      t.db,
      { startDate: '2020-01-06', numberOfSessions: 4, weekdays: [1] },
      { teachers: [f.teacher] },
    );
    const done = await buildLesson(t.db, cls.id, { studyDate: '2020-01-06', status: 'done' });
    const past = await buildLesson(t.db, cls.id, { studyDate: '2020-01-13' });
    const marked = await buildLesson(t.db, cls.id, { studyDate: '2099-01-05' });
    await buildAttendance(t.db, marked.id, f.students.an.id);
    const planned = await buildLesson(t.db, cls.id, { studyDate: '2099-01-12' });
    const res = await post(f.admin, { class_id: cls.id, generate: true });
    expect(res.status).toBe(200);
    const results: LessonJson[] = res.body.results;
    expect(results.map((l) => l.id)).toEqual(expect.arrayContaining([done.id, past.id, marked.id]));
    expect(results.map((l) => l.id)).not.toContain(planned.id);
    expect(results).toHaveLength(4);
    const added = results.filter((l) => ![done.id, past.id, marked.id].includes(l.id));
    expect(added).toHaveLength(1);
    expect(added[0]!.study_date >= today).toBe(true);
    expect(new Date(`${added[0]!.study_date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(results.map((l) => l.session_number)).toEqual([1, 2, 3, 4]);
  });

  it('plans a class that has no lessons yet from its start date, past dates included', async () => {
    const cls = await buildClass(
      t.db,
      { startDate: '2020-01-06', numberOfSessions: 3, weekdays: [1] },
      { teachers: [f.teacher] },
    );
    const res = await post(f.teacher, { class_id: cls.id, generate: true });
    expect(dates(res.body)).toEqual(['2020-01-06', '2020-01-13', '2020-01-20']);
  });

  it('is for managers only and takes no lesson fields', async () => {
    for (const who of [f.examiner, f.otherTeacher, f.students.an]) {
      expect((await post(who, { class_id: f.cls.id, generate: true })).status).toBe(403);
    }
    const mixed = await post(f.admin, {
      class_id: f.cls.id,
      generate: true,
      study_date: '2030-01-01',
      note: 'x',
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors).toEqual({
      study_date: ['Not allowed together with generate'],
      note: ['Not allowed together with generate'],
    });
    const typed = await post(f.admin, { class_id: f.cls.id, generate: 'yes' });
    expect(Object.keys(typed.body.errors)).toEqual(['generate']);
    expect((await post(f.admin, { class_id: 999999, generate: true })).status).toBe(404);
  });
});
