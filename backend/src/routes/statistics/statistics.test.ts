import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { Q1, type Academy, statisticsSuite } from '../../test/statistics.js';
import { fixClock } from '../../test/clock.js';

const now = fixClock('2026-12-31T23:50:00+07:00');

/**
 * Statistics (issue 15): every row of docs/design.md's matrix (administrators all, teachers their own classes,
 * students and examiners refused), every figure's numbers on a small academy and the filters' bad input; the
 * IELTS figures are in ./ielts-figures.test.ts, the exports in ./export.test.ts.
 */
let admin: UserRow;
let teacher1: UserRow;
let teacher2: UserRow;
let examiner: UserRow;
let student: UserRow;
let ids: Academy['ids'];

const { get, download } = statisticsSuite(
  now,
  (academy) => ({ admin, teacher1, teacher2, examiner, student, ids } = academy),
);

describe('users/statistics/ as an administrator', () => {
  it('computes every figure of a quarter', async () => {
    const res = await get(admin, Q1);
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(b.students_by_status).toEqual([
      { course_id: ids.courseA, course_name: 'IELTS 6.5 (thống kê)', status: 'active', students: 1 },
      { course_id: ids.courseA, course_name: 'IELTS 6.5 (thống kê)', status: 'reserve', students: 1 },
    ]);
    expect(b.classes_by_month).toEqual([
      { month: '2026-01', running: 1, starting: 1, ending: 0 },
      { month: '2026-02', running: 1, starting: 0, ending: 0 },
      { month: '2026-03', running: 1, starting: 0, ending: 0 },
    ]);
    expect(b.attendance_by_class).toEqual([
      {
        class_id: ids.class1,
        class_name: 'Lớp A1',
        present: 1,
        late: 1,
        absent: 1,
        excused: 1,
        total: 4,
        rate: 50,
      },
    ]);
    expect(b.attendance_by_month).toEqual([
      { month: '2026-02', present: 1, late: 1, absent: 0, excused: 0, total: 2, rate: 100 },
      { month: '2026-03', present: 0, late: 0, absent: 1, excused: 1, total: 2, rate: 0 },
    ]);
    expect(b.score_distribution).toEqual([
      { kind: 'home_work', band: 3, attempts: 1 },
      { kind: 'home_work', band: 8, attempts: 1 },
      { kind: 'test', band: 9, attempts: 1 },
    ]);
    expect(b.pass_rates).toEqual([
      {
        kind: 'home_work',
        class_id: ids.class1,
        class_name: 'Lớp A1',
        passed: 1,
        failed: 1,
        pass_rate: 50,
        average_percent: 57.5,
      },
      {
        kind: 'test',
        class_id: ids.class1,
        class_name: 'Lớp A1',
        passed: 1,
        failed: 0,
        pass_rate: 100,
        average_percent: 100,
      },
    ]);
    const backlog = b.marking_backlog as { marker_id: number; role: string; waiting: number }[];
    expect(backlog).toHaveLength(3);
    expect(backlog.find((r) => r.marker_id === teacher2.id)).toMatchObject({
      role: 'teacher',
      waiting: 1,
      under_2_days: 0,
      from_2_to_7_days: 0,
      over_7_days: 1,
    });
    expect(backlog.find((r) => r.marker_id === examiner.id)).toMatchObject({
      role: 'specialize',
      marker_name: 'Ngô Thu Hà',
      waiting: 1,
      from_2_to_7_days: 1,
    });
    const oldest = backlog.find((r) => r.marker_id === teacher2.id) as unknown as { oldest_days: number };
    expect(oldest.oldest_days).toBeGreaterThanOrEqual(10);
    expect(oldest.oldest_days).toBeLessThan(10.1);
  });

  it('filters by course and by class', async () => {
    const byCourse = await get(admin, `from=2026-01-01&to=2026-12-31&course_id=${ids.courseB}`);
    expect(byCourse.status).toBe(200);
    expect(byCourse.body.attendance_by_class.map((r: { class_id: number }) => r.class_id)).toEqual([
      ids.class2,
    ]);
    expect(byCourse.body.students_by_status).toEqual([
      { course_id: ids.courseB, course_name: 'Giao tiếp (thống kê)', status: 'active', students: 1 },
    ]);
    const byClass = await get(admin, `${Q1}&class_id=${ids.class2}`);
    expect(byClass.body.attendance_by_class).toEqual([]);
    expect(byClass.body.marking_backlog.map((r: { marker_id: number }) => r.marker_id)).toEqual([
      teacher2.id,
    ]);
  });

  it('defaults to the twelve months ending today', async () => {
    const res = await get(admin, '');
    expect(res.status).toBe(200);
    expect(res.body.classes_by_month).toHaveLength(12);
    expect(res.body).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('who reads statistics', () => {
  it('gives a teacher no IELTS figure, and a 403 on their export', async () => {
    const res = await get(teacher1, Q1);
    expect(res.status).toBe(200);
    for (const figure of ['ielts_registrations', 'ielts_bands', 'ielts_revenue', 'promotion_usage'])
      expect(res.body).not.toHaveProperty(figure);
    for (const figure of ['ielts_registrations', 'ielts_bands', 'ielts_revenue', 'promotion_usage'])
      expect((await download(teacher1, `${Q1}&figure=${figure}&format=csv`)).status).toBe(403);
  });

  it('gives a teacher the figures of the classes they teach only', async () => {
    const res = await get(teacher1, 'from=2026-01-01&to=2026-12-31');
    expect(res.status).toBe(200);
    expect(res.body.attendance_by_class.map((r: { class_id: number }) => r.class_id)).toEqual([ids.class1]);
    expect(res.body.pass_rates.every((r: { class_id: number }) => r.class_id === ids.class1)).toBe(true);
    expect(res.body.marking_backlog.map((r: { marker_id: number }) => r.marker_id).sort()).toEqual(
      [teacher1.id, examiner.id].sort(),
    );
    expect((await get(teacher1, `${Q1}&class_id=${ids.class1}`)).status).toBe(200);
  });

  it('refuses a teacher’s filter on another teacher’s class (403)', async () => {
    expect((await get(teacher1, `${Q1}&class_id=${ids.class2}`)).status).toBe(403);
  });

  it('refuses students, examiners (403) and anonymous callers (401)', async () => {
    expect((await get(student, Q1)).status).toBe(403);
    expect((await get(examiner, Q1)).status).toBe(403);
    expect((await get(null, Q1)).status).toBe(401);
    expect((await download(student, `${Q1}&figure=pass_rates`)).status).toBe(403);
  });
});

describe('bad filters', () => {
  it('refuses an end before the start, on `to`, in the caller’s language', async () => {
    const en = await get(admin, 'from=2026-03-31&to=2026-01-01');
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({ to: ['The end date cannot be before the start date'] });
    const vi = await get(admin, 'from=2026-03-31&to=2026-01-01', 'vi');
    expect(vi.body.errors).toEqual({ to: ['Ngày kết thúc không được trước ngày bắt đầu'] });
  });

  it('refuses a range of more than five years and a malformed date', async () => {
    const long = await get(admin, 'from=2016-01-01&to=2026-01-01');
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ to: ['Choose a range of at most five years'] });
    const wrong = await get(admin, 'from=2026-13-01');
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['from']);
  });

  it('refuses an unknown class or course (400 on the field)', async () => {
    const res = await get(admin, `${Q1}&class_id=999999&course_id=888888`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      class_id: ['This class does not exist'],
      course_id: ['This course does not exist'],
    });
    const vi = await get(teacher1, `${Q1}&class_id=999999`, 'vi');
    expect(vi.status).toBe(400);
    expect(vi.body.errors).toEqual({ class_id: ['Lớp học này không tồn tại'] });
    expect((await get(admin, `${Q1}&class_id=abc`)).status).toBe(400);
  });

  it('refuses an export without a figure', async () => {
    const res = await download(admin, `${Q1}&format=csv`);
    expect(res.status).toBe(400);
    expect(Object.keys(JSON.parse(res.text).errors)).toEqual(['figure']);
  });
});
