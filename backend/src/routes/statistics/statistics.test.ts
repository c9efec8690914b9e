import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import { ieltsExamDates, ieltsRegistrations, payments, promotionCodes } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildClass,
  buildCourse,
  buildExaminer,
  buildExercise,
  buildLesson,
  buildStudent,
  buildTeacher,
  buildUserExam,
  enrol,
} from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-12-31T23:50:00+07:00');

/**
 * Statistics (issue 15): every row of docs/design.md's matrix (administrators all, teachers their own classes,
 * students and examiners refused), every figure's numbers on a small academy, the filters' bad input, and the
 * exports (CSV and Excel, headers alone for an empty range).
 */
let t: TestContext;
let admin: UserRow;
let teacher1: UserRow;
let teacher2: UserRow;
let examiner: UserRow;
let student: UserRow;
let ids: { class1: number; class2: number; courseA: number; courseB: number };
let ielts: { d1: number; d2: number; d4: number; spring: number; fixed: number };
const DAY = 86_400_000;
const Q1 = 'from=2026-01-01&to=2026-03-31';

beforeAll(async () => {
  t = await createTestContext();
  const db = t.db;
  admin = await buildAdmin(db);
  teacher1 = await buildTeacher(db, { name: 'Trần Thị Bình' });
  teacher2 = await buildTeacher(db, { name: 'Phạm Văn Cường' });
  examiner = await buildExaminer(db, { name: 'Ngô Thu Hà' });
  const courseA = await buildCourse(db, { name: 'IELTS 6.5 (thống kê)' });
  const courseB = await buildCourse(db, { name: 'Giao tiếp (thống kê)' });
  const class1 = await buildClass(
    db,
    { name: 'Lớp A1', courseId: courseA.id, startDate: '2026-01-05', endDate: '2026-06-30' },
    { teachers: [teacher1], examiners: [examiner] },
  );
  const class2 = await buildClass(
    db,
    { name: 'Lớp B1', courseId: courseB.id, startDate: '2026-04-01', expectedEndDate: '2026-12-31' },
    { teachers: [teacher2] },
  );
  ids = { class1: class1.id, class2: class2.id, courseA: courseA.id, courseB: courseB.id };
  student = await buildStudent(db, { name: 'Lê Văn An' });
  const s2 = await buildStudent(db);
  const s3 = await buildStudent(db);
  await enrol(db, class1.id, student.id, 'active');
  await enrol(db, class1.id, s2.id, 'reserve');
  await enrol(db, class2.id, s3.id, 'active');

  const feb = await buildLesson(db, class1.id, { studyDate: '2026-02-10' });
  const mar = await buildLesson(db, class1.id, { studyDate: '2026-03-10' });
  const apr = await buildLesson(db, class2.id, { studyDate: '2026-04-15' });
  await buildAttendance(db, feb.id, student.id, { status: 'present' });
  await buildAttendance(db, feb.id, s2.id, { status: 'late' });
  await buildAttendance(db, mar.id, student.id, { status: 'absent' });
  await buildAttendance(db, mar.id, s2.id, { status: 'excused' });
  await buildAttendance(db, apr.id, s3.id, { status: 'present' });

  const exercise = await buildExercise(db);
  const homework = await buildAssignment(db, class1.id, exercise.id, { kind: 'home_work', maxScore: 100 });
  const test = await buildAssignment(db, class1.id, exercise.id, { kind: 'test', maxScore: 10 });
  const test2 = await buildAssignment(db, class2.id, exercise.id, { kind: 'test', maxScore: 10 });
  const at = (iso: string) => new Date(`${iso}T09:00:00Z`);
  await buildUserExam(db, homework.id, student.id, {
    status: 'pass',
    score: 85,
    submittedAt: at('2026-02-12'),
  });
  await buildUserExam(db, homework.id, s2.id, { status: 'fail', score: 30, submittedAt: at('2026-02-13') });
  await buildUserExam(db, test.id, student.id, { status: 'pass', score: 10, submittedAt: at('2026-03-01') });
  // Outside the range: not in the scores, but a backlog is as it stands.
  await buildUserExam(db, test.id, s2.id, {
    status: 'waiting_score',
    submittedAt: new Date(Date.now() - 3 * DAY),
  });
  await buildUserExam(db, test2.id, s3.id, {
    status: 'waiting_score',
    submittedAt: new Date(Date.now() - 10 * DAY),
  });

  // IELTS: three exam dates in the first quarter (one without registrations), one after it.
  const dates = await db
    .insert(ieltsExamDates)
    .values([
      { examDate: '2026-02-14', shift: 'morning', skillType: '4_skills', unitPrice: 4_750_000 },
      { examDate: '2026-03-21', shift: 'afternoon', skillType: '3_skills', unitPrice: 4_250_000 },
      { examDate: '2026-05-09', shift: 'morning', skillType: '4_skills', unitPrice: 4_750_000 },
      { examDate: '2026-03-28', shift: 'morning', skillType: '4_skills', unitPrice: 4_750_000 },
    ])
    .returning({ id: ieltsExamDates.id });
  const [d1, d2, d3, d4] = dates.map((d) => d.id) as [number, number, number, number];
  const [c1, c2, c3, c4] = [student, s2, s3, await buildStudent(db)];
  const bands = (listening: number, reading: number, writing: number | null, speaking: number | null) => ({
    listeningBand: listening,
    readingBand: reading,
    writingBand: writing,
    speakingBand: speaking,
  });
  const regs = await db
    .insert(ieltsRegistrations)
    .values([
      {
        userId: c1.id,
        examDateId: d1,
        skillPackage: '4_skills',
        status: 'marked',
        ...bands(7.5, 6.5, 6, 6.5),
        overallBand: 6.5,
      },
      {
        userId: c2.id,
        examDateId: d1,
        skillPackage: '4_skills',
        status: 'marked',
        ...bands(6.5, 6.5, 5.5, 6),
        overallBand: 6,
      },
      {
        userId: c3.id,
        examDateId: d1,
        skillPackage: '4_skills',
        status: 'canceled',
        ...bands(4, 4, null, null),
      },
      { userId: c4.id, examDateId: d1, skillPackage: '4_skills', status: 'unpaid' },
      {
        userId: c1.id,
        examDateId: d2,
        skillPackage: '3_skills',
        status: 'unmarked',
        ...bands(8, 7, null, null),
      },
      { userId: c2.id, examDateId: d2, skillPackage: '3_skills', status: 'unfinished' },
      {
        userId: c3.id,
        examDateId: d3,
        skillPackage: '4_skills',
        status: 'marked',
        ...bands(9, 9, 9, 9),
        overallBand: 9,
      },
    ])
    .returning({ id: ieltsRegistrations.id });
  const r = regs.map((x) => x.id);
  const codes = await db
    .insert(promotionCodes)
    .values([
      {
        title: 'Ưu đãi mùa xuân',
        code: 'SPRING10',
        discountPercent: 10,
        maxUses: 50,
        usedCount: 3,
        expiresAt: new Date('2026-12-31T00:00:00Z'),
      },
      {
        title: 'Giảm 500.000đ',
        code: 'FIXED500',
        discountKind: 'amount',
        discountPercent: 0,
        discountAmount: 500_000,
        usedCount: 1,
        expiresAt: new Date('2026-12-31T00:00:00Z'),
      },
      {
        title: 'Chưa dùng',
        code: 'UNUSED1',
        discountPercent: 5,
        expiresAt: new Date('2026-12-31T00:00:00Z'),
      },
    ])
    .returning({ id: promotionCodes.id });
  const [spring, fixed] = codes.map((c) => c.id) as [number, number];
  ielts = { d1, d2, d4, spring, fixed };
  const pay = (
    n: number,
    candidateId: number,
    registrationId: number | undefined,
    status: 'paid' | 'pending' | 'refunded' | 'canceled',
    unitPrice: number,
    discount: number,
    createdAt: string,
    paidAt: string | null,
    promotionCodeId: number | null = null,
  ) => ({
    invoice: `INV-STAT-${n}`,
    candidateId,
    registrationId,
    status,
    unitPrice,
    discount,
    amount: unitPrice - discount,
    examType: 'IELTS',
    promotionCodeId,
    createdAt: new Date(createdAt),
    paidAt: paidAt ? new Date(paidAt) : null,
  });
  await db.insert(payments).values([
    pay(1, c1.id, r[0], 'paid', 4_750_000, 475_000, '2026-01-18T03:00:00Z', '2026-01-20T03:00:00Z', spring),
    // 01:00 on 1 February in Hà Nội: February's.
    pay(2, c2.id, r[1], 'paid', 4_750_000, 0, '2026-01-30T03:00:00Z', '2026-01-31T18:00:00Z'),
    pay(
      3,
      c3.id,
      r[2],
      'refunded',
      4_750_000,
      475_000,
      '2026-01-19T03:00:00Z',
      '2026-01-25T03:00:00Z',
      spring,
    ),
    pay(4, c4.id, r[3], 'pending', 4_750_000, 475_000, '2026-02-02T03:00:00Z', null, spring),
    pay(5, c1.id, r[4], 'paid', 4_250_000, 500_000, '2026-03-04T03:00:00Z', '2026-03-05T03:00:00Z', fixed),
    pay(6, c2.id, r[5], 'canceled', 4_250_000, 500_000, '2026-03-06T03:00:00Z', null, fixed),
    pay(7, c3.id, r[6], 'paid', 4_750_000, 0, '2026-04-09T03:00:00Z', '2026-04-10T03:00:00Z'),
  ]);
});
afterAll(() => t.close());

const get = (user: UserRow | null, query: string, lang = 'en') =>
  t.api(user, { method: 'GET', url: `users/statistics/?${query}`, headers: { 'accept-language': lang } });

async function download(user: UserRow, query: string, lang = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}/users/statistics/export?${query}`,
    headers: { authorization: `Bearer ${await t.tokenFor(user)}`, 'accept-language': lang },
  });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, text: res.body };
}

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

describe('the IELTS figures (administrators)', () => {
  it('counts registrations per exam date and package by status, dates without any included', async () => {
    const res = await get(admin, Q1);
    expect(res.status).toBe(200);
    const zero = { unpaid: 0, unfinished: 0, unmarked: 0, marked: 0, canceled: 0 };
    expect(res.body.ielts_registrations).toEqual([
      {
        exam_date_id: ielts.d1,
        exam_date: '2026-02-14',
        shift: 'morning',
        skill_package: '4_skills',
        ...zero,
        unpaid: 1,
        marked: 2,
        canceled: 1,
        total: 4,
      },
      {
        exam_date_id: ielts.d2,
        exam_date: '2026-03-21',
        shift: 'afternoon',
        skill_package: '3_skills',
        ...zero,
        unfinished: 1,
        unmarked: 1,
        total: 2,
      },
      {
        exam_date_id: ielts.d4,
        exam_date: '2026-03-28',
        shift: 'morning',
        skill_package: '4_skills',
        ...zero,
        total: 0,
      },
    ]);
  });

  it('spreads the bands of the range’s results per skill and half band, canceled ones left out', async () => {
    const res = await get(admin, Q1);
    expect(res.body.ielts_bands).toEqual([
      { skill: 'listening', band: 6.5, candidates: 1 },
      { skill: 'listening', band: 7.5, candidates: 1 },
      { skill: 'listening', band: 8, candidates: 1 },
      { skill: 'reading', band: 6.5, candidates: 2 },
      { skill: 'reading', band: 7, candidates: 1 },
      { skill: 'writing', band: 5.5, candidates: 1 },
      { skill: 'writing', band: 6, candidates: 1 },
      { skill: 'speaking', band: 6, candidates: 1 },
      { skill: 'speaking', band: 6.5, candidates: 1 },
      { skill: 'overall', band: 6, candidates: 1 },
      { skill: 'overall', band: 6.5, candidates: 1 },
    ]);
  });

  it('sums the revenue per month of the academy’s calendar, refunds apart, pending and canceled left out', async () => {
    const res = await get(admin, Q1);
    expect(res.body.ielts_revenue).toEqual([
      {
        month: '2026-01',
        payments: 1,
        gross: 4_750_000,
        discounts: 475_000,
        net: 4_275_000,
        refunds: 1,
        refunded_amount: 4_275_000,
      },
      {
        month: '2026-02',
        payments: 1,
        gross: 4_750_000,
        discounts: 0,
        net: 4_750_000,
        refunds: 0,
        refunded_amount: 0,
      },
      {
        month: '2026-03',
        payments: 1,
        gross: 4_250_000,
        discounts: 500_000,
        net: 3_750_000,
        refunds: 0,
        refunded_amount: 0,
      },
    ]);
  });

  it('counts each promotion code’s uses of the range against its limit', async () => {
    const res = await get(admin, Q1);
    expect(res.body.promotion_usage).toEqual([
      {
        promotion_code_id: ielts.spring,
        code: 'SPRING10',
        title: 'Ưu đãi mùa xuân',
        uses: 3,
        paid: 1,
        max_uses: 50,
        used_count: 3,
        discount_total: 475_000,
      },
      {
        promotion_code_id: ielts.fixed,
        code: 'FIXED500',
        title: 'Giảm 500.000đ',
        uses: 1,
        paid: 1,
        max_uses: null,
        used_count: 1,
        discount_total: 500_000,
      },
    ]);
    const february = await get(admin, 'from=2026-02-01&to=2026-02-28');
    expect(february.body.promotion_usage).toEqual([
      expect.objectContaining({ code: 'SPRING10', uses: 1, paid: 0, discount_total: 0 }),
    ]);
    expect(february.body.ielts_revenue.map((m: { month: string }) => m.month)).toEqual(['2026-02']);
  });

  it('reads the whole academy whatever the class filter', async () => {
    const res = await get(admin, `${Q1}&class_id=${ids.class2}`);
    expect(res.body.ielts_registrations).toHaveLength(3);
    expect(res.body.ielts_revenue).toHaveLength(3);
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

describe('users/statistics/export', () => {
  it('exports a figure as CSV with headers in the caller’s language', async () => {
    const res = await download(admin, `${Q1}&figure=attendance_by_class&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statistics-attendance-by-class-2026-01-01-2026-03-31.csv"',
    );
    expect(
      res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual(['Class,Present,Late,Absent,Excused,Marks,Attendance (%)', 'Lớp A1,1,1,1,1,4,50']);
    const vi = await download(admin, `${Q1}&figure=score_distribution&format=csv`, 'vi');
    expect(
      vi.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Loại bài,Điểm (% điểm tối đa),Số bài làm',
      // The kind in the caller's language, not the API's word (issue 25).
      'Bài tập về nhà,30-40,1',
      'Bài tập về nhà,80-90,1',
      'Bài kiểm tra,90-100,1',
    ]);
  });

  it('exports an empty range as a valid file with headers alone (CSV and Excel)', async () => {
    const csv = await download(admin, 'from=2020-01-01&to=2020-01-31&figure=pass_rates&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text.replace(/^\uFEFF/, '').trim()).toBe(
      'Class,Assignment kind,Passed,Failed,Pass rate (%),Mean score (%)',
    );
    const xlsx = await download(admin, 'from=2020-01-01&to=2020-01-31&figure=pass_rates&format=xlsx');
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Pass rates');
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Class',
      'Assignment kind',
      'Passed',
      'Failed',
      'Pass rate (%)',
      'Mean score (%)',
    ]);
  });

  it('exports the IELTS figures with headers and values in the caller’s language', async () => {
    const lines = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
    const revenue = await download(admin, `${Q1}&figure=ielts_revenue&format=csv`, 'vi');
    expect(revenue.status).toBe(200);
    expect(revenue.headers['content-disposition']).toBe(
      'attachment; filename="statistics-ielts-revenue-2026-01-01-2026-03-31.csv"',
    );
    expect(lines(revenue.text)).toEqual([
      'Tháng,Lượt thanh toán,Doanh thu gộp (VNĐ),Giảm giá khuyến mãi (VNĐ),Doanh thu thuần (VNĐ),Lượt hoàn tiền,Đã hoàn (VNĐ)',
      '2026-01,1,4750000,475000,4275000,1,4275000',
      '2026-02,1,4750000,0,4750000,0,0',
      '2026-03,1,4250000,500000,3750000,0,0',
    ]);
    const registrations = await download(admin, `${Q1}&figure=ielts_registrations&format=csv`);
    expect(lines(registrations.text)[0]).toBe(
      'Exam date,Shift,Skill package,Unpaid,Not taken yet,Waiting for marks,Marked,Canceled,Registrations',
    );
    expect(lines(registrations.text)[1]).toBe('2026-02-14,Morning,4 skills,1,0,0,2,1,4');
    const bands = await download(admin, `${Q1}&figure=ielts_bands&format=csv`, 'vi');
    expect(lines(bands.text).slice(0, 2)).toEqual(['Kỹ năng,Band điểm,Số thí sinh', 'Nghe,6.5,1']);
    const codes = await download(admin, `${Q1}&figure=promotion_usage&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(codes.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Promotion code usage');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'FIXED500',
      'Giảm 500.000đ',
      '1',
      '1',
      '',
      '1',
      '500000',
    ]);
  });

  it('exports an IELTS figure of an empty range as headers alone (CSV and Excel, vi and en)', async () => {
    const empty = 'from=2020-01-01&to=2020-01-31';
    for (const figure of ['ielts_registrations', 'ielts_bands', 'ielts_revenue', 'promotion_usage']) {
      const csv = await download(admin, `${empty}&figure=${figure}&format=csv`, 'vi');
      expect(csv.status).toBe(200);
      expect(
        csv.text
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\n'),
      ).toHaveLength(1);
    }
    const csv = await download(admin, `${empty}&figure=promotion_usage&format=csv`, 'vi');
    expect(csv.text.replace(/^\uFEFF/, '').trim()).toBe(
      'Mã,Chương trình,Lượt dùng trong kỳ,Đã thanh toán,Giới hạn,Tổng lượt dùng,Tổng giảm giá (VNĐ)',
    );
    const xlsx = await download(admin, `${empty}&figure=ielts_revenue&format=xlsx`);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('IELTS revenue by month');
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Month',
      'Paid payments',
      'Gross (VND)',
      'Promotion discounts (VND)',
      'Net (VND)',
      'Refunds',
      'Refunded (VND)',
    ]);
  });

  it('exports a teacher’s own classes only', async () => {
    const res = await download(
      teacher1,
      'from=2026-01-01&to=2026-12-31&figure=attendance_by_class&format=csv',
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('Lớp A1');
    expect(res.text).not.toContain('Lớp B1');
  });
});
