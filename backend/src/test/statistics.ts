import type { Db } from '../db/client.js';
import { ieltsExamDates, ieltsRegistrations, payments, promotionCodes } from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, downloadAs, type TestContext } from './context.js';
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
} from './factories.js';

const DAY = 86_400_000;
/** The first quarter of 2026, the range most statistics tests read. */
export const Q1 = 'from=2026-01-01&to=2026-03-31';

/**
 * The statistics route tests' academy (issue 15), built at `now` (the tests fix it at 2026-12-31): an
 * administrator, two teachers of a class each, an examiner, a student, two courses, their classes' lessons,
 * attendance and results, and IELTS dates, registrations, promotion codes and payments.
 */
export type Academy = Awaited<ReturnType<typeof buildStatisticsAcademy>>;

export async function buildStatisticsAcademy(db: Db, now: Date) {
  const admin = await buildAdmin(db);
  const teacher1 = await buildTeacher(db, { name: 'Trần Thị Bình' });
  const teacher2 = await buildTeacher(db, { name: 'Phạm Văn Cường' });
  const examiner = await buildExaminer(db, { name: 'Ngô Thu Hà' });
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
  const ids = { class1: class1.id, class2: class2.id, courseA: courseA.id, courseB: courseB.id };
  const student = await buildStudent(db, { name: 'Lê Văn An' });
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
    submittedAt: new Date(now.getTime() - 3 * DAY),
  });
  await buildUserExam(db, test2.id, s3.id, {
    status: 'waiting_score',
    submittedAt: new Date(now.getTime() - 10 * DAY),
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
  const ielts = { d1, d2, d4, spring, fixed };
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
  return { admin, teacher1, teacher2, examiner, student, ids, ielts };
}

/** The statistics and their export as a user (null: no token), in a language; `context` gives the test context. */
export function statisticsRequests(context: () => TestContext) {
  const get = (user: UserRow | null, query: string, lang = 'en') =>
    context().api(user, {
      method: 'GET',
      url: `users/statistics/?${query}`,
      headers: { 'accept-language': lang },
    });

  const download = (user: UserRow, query: string, lang = 'en') =>
    downloadAs(context(), user, `users/statistics/export?${query}`, lang);

  return { get, download };
}

/**
 * A statistics test file: the academy built at `now` before its tests (handed to `built`, which keeps what
 * the tests read), the context closed after them, and the calls above.
 */
export function statisticsSuite(now: Date, built: (academy: Academy) => void) {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    built(await buildStatisticsAcademy(t.db, now));
  });
  afterAll(() => t.close());
  return statisticsRequests(() => t);
}
