import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import type { ClassRow } from '../../presenters/classes.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildClass,
  buildDayOff,
  buildExaminer,
  buildStudent,
  buildTeacher,
  enrol,
} from '../../test/factories.js';

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, student: UserRow;
let cls: ClassRow;

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  cls = await buildClass(t.db, {}, { teachers: [teacher], examiners: [examiner] });
  await enrol(t.db, cls.id, student.id);
  // Academy-wide: Wednesday 2027-03-03 (a class day) and Tuesday 2027-03-02 (not one).
  await buildDayOff(t.db, '2027-03-03');
  await buildDayOff(t.db, '2027-03-02');
  // The class's own day off, Friday 2027-03-05, and a day off before the start.
  await buildDayOff(t.db, '2027-03-05', { classId: cls.id });
  await buildDayOff(t.db, '2027-02-26');
});
afterAll(() => t.close());

const calc = (user: UserRow | null, query: string) =>
  t.api(user, { method: 'GET', url: `class/calculate-end-date?${query}` });

describe('GET class/calculate-end-date', () => {
  it('walks the weekdays from the start date, skipping academy days off on class days', async () => {
    const res = await calc(admin, 'start_date=2027-03-01&number_of_sessions=5&weekdays=5,1,3');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      expected_end_date: '2027-03-12',
      session_dates: ['2027-03-01', '2027-03-05', '2027-03-08', '2027-03-10', '2027-03-12'],
      days_off_skipped: ['2027-03-03'],
    });
  });

  it("counts the class's own days off when given class_id", async () => {
    const res = await calc(
      teacher,
      `start_date=2027-03-01&number_of_sessions=5&weekdays=1,3,5&class_id=${cls.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      expected_end_date: '2027-03-15',
      session_dates: ['2027-03-01', '2027-03-08', '2027-03-10', '2027-03-12', '2027-03-15'],
      days_off_skipped: ['2027-03-03', '2027-03-05'],
    });
  });

  it('lets admins and teachers calculate, a teacher only with their own class', async () => {
    const query = 'start_date=2027-03-01&number_of_sessions=2&weekdays=2';
    expect((await calc(otherTeacher, query)).status).toBe(200);
    expect((await calc(otherTeacher, `${query}&class_id=${cls.id}`)).status).toBe(403);
    expect((await calc(examiner, query)).status).toBe(403);
    expect((await calc(student, query)).status).toBe(403);
    expect((await calc(null, query)).status).toBe(401);
    expect((await calc(admin, `${query}&class_id=999999`)).status).toBe(404);
  });

  it('names the missing and malformed parameters', async () => {
    const missing = await calc(admin, '');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['number_of_sessions', 'start_date', 'weekdays']);
    const bad = await calc(
      admin,
      'start_date=2027-02-30&number_of_sessions=abc&weekdays=0,8&class_id=x&days=3',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      start_date: ['Wrong date format (YYYY-MM-DD)'],
      number_of_sessions: ['Must be a number greater than 0'],
      weekdays: ['Choose at least one weekday (1 = Monday … 7 = Sunday)'],
      days: ['Unknown field'],
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'class_id',
      'days',
      'number_of_sessions',
      'start_date',
      'weekdays',
    ]);
  });

  it('wants more than 0 sessions and at most 500', async () => {
    for (const n of ['0', '-2', '1.5']) {
      const res = await calc(admin, `start_date=2027-03-01&number_of_sessions=${n}&weekdays=1`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ number_of_sessions: ['Must be a number greater than 0'] });
    }
    const huge = await calc(admin, 'start_date=2027-03-01&number_of_sessions=501&weekdays=1');
    expect(huge.body.errors).toEqual({ number_of_sessions: ['A class has at most 500 sessions'] });
  });
});
