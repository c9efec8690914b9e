import { and, asc, count, desc, eq, exists, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import type {
  IeltsExamDateView,
  IeltsRegistrantView,
  IeltsRegistrationView,
  IeltsSectionView,
  IeltsTestView,
  PaymentView,
} from '../db/rows.js';
import {
  assignments,
  classStudents,
  exercises,
  ieltsExamDates,
  ieltsRegistrations,
  ieltsSections,
  ieltsTests,
  payments,
  promotionCodes,
  userExams,
  users,
} from '../db/schema.js';
import { matchesSearch } from '../db/search.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/pagination.js';

type Reader = Db | Tx;

// ---------------------------------------------------------------- tests

const exL = alias(exercises, 'ex_listening');
const exR = alias(exercises, 'ex_reading');
const exW = alias(exercises, 'ex_writing');
const exS = alias(exercises, 'ex_speaking');
const creator = alias(users, 'creator');

function testsJoined(db: Reader) {
  return db
    .select({
      test: ieltsTests,
      listening: exL.name,
      reading: exR.name,
      writing: exW.name,
      speaking: exS.name,
      creatorName: creator.name,
    })
    .from(ieltsTests)
    .leftJoin(exL, eq(exL.id, ieltsTests.listeningExerciseId))
    .leftJoin(exR, eq(exR.id, ieltsTests.readingExerciseId))
    .leftJoin(exW, eq(exW.id, ieltsTests.writingExerciseId))
    .leftJoin(exS, eq(exS.id, ieltsTests.speakingExerciseId))
    .leftJoin(creator, eq(creator.id, ieltsTests.creatorId));
}

type TestJoined = Awaited<ReturnType<ReturnType<typeof testsJoined>['execute']>>[number];
const testView = (r: TestJoined): IeltsTestView => ({
  test: r.test,
  exerciseNames: { listening: r.listening, reading: r.reading, writing: r.writing, speaking: r.speaking },
  creatorName: r.creatorName,
});

export interface IeltsTestFilter {
  ids?: number[] | undefined;
  active?: boolean | undefined;
  search?: string | undefined;
}

export function ieltsTestList(db: Db, f: IeltsTestFilter): ListQuery<IeltsTestView> {
  const cond = and(
    f.ids ? inArray(ieltsTests.id, f.ids) : undefined,
    f.active !== undefined ? eq(ieltsTests.active, f.active) : undefined,
    f.search
      ? sql`lms_search_fold(${ieltsTests.name}) like lms_search_fold(${`%${f.search.trim()}%`})`
      : undefined,
  );
  return {
    rows: async (limit, offset) =>
      (
        await testsJoined(db)
          .where(cond)
          .orderBy(desc(ieltsTests.createdAt), desc(ieltsTests.id))
          .limit(limit)
          .offset(offset)
      ).map(testView),
    count: () => db.select({ n: count() }).from(ieltsTests).where(cond),
  };
}

export async function ieltsTestById(db: Reader, id: number): Promise<IeltsTestView> {
  const [row] = await testsJoined(db).where(eq(ieltsTests.id, id));
  if (!row) throw notFound();
  return testView(row);
}

// ---------------------------------------------------------------- exam dates

/** Seats held: registrations that are not canceled. */
const registeredCount = sql<number>`(select count(*)::int from ${ieltsRegistrations} r
  where r.exam_date_id = "ielts_exam_dates"."id" and r.status <> 'canceled')`.mapWith(Number);

function datesJoined(db: Reader) {
  return db
    .select({
      date: ieltsExamDates,
      test: {
        id: ieltsTests.id,
        name: ieltsTests.name,
        module: ieltsTests.module,
        description: ieltsTests.description,
        active: ieltsTests.active,
        createdAt: ieltsTests.createdAt,
      },
      registered: registeredCount,
    })
    .from(ieltsExamDates)
    .leftJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId));
}

export interface IeltsExamDateFilter {
  ids?: number[] | undefined;
  status?: 'open' | 'closed' | 'canceled' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  testIds?: number[] | undefined;
}

export function ieltsExamDateList(db: Db, f: IeltsExamDateFilter): ListQuery<IeltsExamDateView> {
  const cond = and(
    f.ids ? inArray(ieltsExamDates.id, f.ids) : undefined,
    f.status ? eq(ieltsExamDates.status, f.status) : undefined,
    f.from ? gte(ieltsExamDates.examDate, f.from) : undefined,
    f.to ? lte(ieltsExamDates.examDate, f.to) : undefined,
    f.testIds ? inArray(ieltsExamDates.ieltsTestId, f.testIds) : undefined,
  );
  return {
    rows: (limit, offset) =>
      datesJoined(db)
        .where(cond)
        .orderBy(desc(ieltsExamDates.examDate), desc(ieltsExamDates.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(ieltsExamDates).where(cond),
  };
}

/** Dates a candidate may register for: open, today or later, of an active test; soonest first. */
export function openExamDateList(db: Db, today: string): ListQuery<IeltsExamDateView> {
  const cond = and(
    eq(ieltsExamDates.status, 'open'),
    gte(ieltsExamDates.examDate, today),
    eq(ieltsTests.active, true),
  );
  return {
    rows: (limit, offset) =>
      datesJoined(db)
        .where(cond)
        .orderBy(asc(ieltsExamDates.examDate), asc(ieltsExamDates.shift), asc(ieltsExamDates.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: count() })
        .from(ieltsExamDates)
        .innerJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId))
        .where(cond),
  };
}

export async function ieltsExamDateById(db: Reader, id: number): Promise<IeltsExamDateView> {
  const [row] = await datesJoined(db).where(eq(ieltsExamDates.id, id));
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------- registrants

const examClassIds = sql`(select d.class_id from ${ieltsExamDates} d where d.class_id is not null)`;

/** A registrant: signed up as an IELTS candidate, or registered for a date at least once. */
const isRegistrant = or(
  eq(users.studentStatus, 'ielts_candidate'),
  exists(sql`(select 1 from ${ieltsRegistrations} r where r.user_id = "users"."id")`),
)!;

function registrantsSelected(db: Reader) {
  return db
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        dateOfBirth: users.dateOfBirth,
        passport: users.passport,
        address: users.address,
        createdAt: users.createdAt,
      },
      isLmsStudent: sql<boolean>`exists (select 1 from ${classStudents} cs where cs.student_id = "users"."id"
        and cs.class_id not in ${examClassIds})`,
      registrationCount: sql<number>`(select count(*)::int from ${ieltsRegistrations} r
        where r.user_id = "users"."id")`.mapWith(Number),
    })
    .from(users);
}

export interface IeltsRegistrantFilter {
  ids?: number[] | undefined;
  search?: string | undefined;
  isLmsStudent?: boolean | undefined;
}

/** `scope`: null for every registrant (administrators), else the ids the viewer may read. */
export function ieltsRegistrantList(
  db: Db,
  scope: SQL | undefined,
  f: IeltsRegistrantFilter,
): ListQuery<IeltsRegistrantView> {
  const lms = sql`exists (select 1 from ${classStudents} cs where cs.student_id = "users"."id"
    and cs.class_id not in ${examClassIds})`;
  const cond = and(
    isRegistrant,
    scope,
    f.ids ? inArray(users.id, f.ids) : undefined,
    f.search ? matchesSearch(users.searchText, f.search) : undefined,
    f.isLmsStudent === undefined ? undefined : f.isLmsStudent ? lms : sql`not ${lms}`,
  );
  return {
    rows: (limit, offset) =>
      registrantsSelected(db)
        .where(cond)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(users).where(cond),
  };
}

export async function ieltsRegistrantById(db: Db, id: number): Promise<IeltsRegistrantView> {
  const [row] = await registrantsSelected(db).where(and(eq(users.id, id), isRegistrant));
  if (!row) throw notFound();
  return row;
}

/** The candidate themself. */
export const registrantIs = (userId: number): SQL => eq(users.id, userId);

/** Registrant ids an examiner may read: the candidates of the registrations assigned to them. */
export const examinerCandidates = (examinerId: number): SQL =>
  sql`"users"."id" in (select r.user_id from ${ieltsRegistrations} r where r.examiner_id = ${examinerId})`;

// ---------------------------------------------------------------- promotion codes

export interface PromotionCodeFilter {
  ids?: number[] | undefined;
  status?: 'active' | 'inactive' | undefined;
  search?: string | undefined;
}

export function promotionCodeList(
  db: Db,
  f: PromotionCodeFilter,
): ListQuery<typeof promotionCodes.$inferSelect> {
  const cond = and(
    f.ids ? inArray(promotionCodes.id, f.ids) : undefined,
    f.status ? eq(promotionCodes.status, f.status) : undefined,
    f.search
      ? sql`lms_search_fold(${promotionCodes.title} || ' ' || ${promotionCodes.code}) like lms_search_fold(${`%${f.search.trim()}%`})`
      : undefined,
  );
  return {
    rows: (limit, offset) =>
      db
        .select()
        .from(promotionCodes)
        .where(cond)
        .orderBy(desc(promotionCodes.createdAt), desc(promotionCodes.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(promotionCodes).where(cond),
  };
}

export async function promotionCodeById(db: Reader, id: number) {
  const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.id, id));
  if (!row) throw notFound();
  return row;
}

/** A code as candidates type it (any case). */
export async function promotionCodeByCode(db: Reader, code: string) {
  const [row] = await db
    .select()
    .from(promotionCodes)
    .where(eq(promotionCodes.code, code.trim().toUpperCase()));
  return row;
}

// ---------------------------------------------------------------- payments

function paymentsJoined(db: Reader) {
  return db
    .select({ payment: payments, code: promotionCodes })
    .from(payments)
    .leftJoin(promotionCodes, eq(promotionCodes.id, payments.promotionCodeId));
}

export interface PaymentFilter {
  ids?: number[] | undefined;
  registrationIds?: number[] | undefined;
  candidateId?: number | undefined;
  status?: 'pending' | 'paid' | 'refunded' | 'canceled' | undefined;
  examDateIds?: number[] | undefined;
  search?: string | undefined;
}

export function paymentList(db: Db, f: PaymentFilter): ListQuery<PaymentView> {
  const cond = and(
    f.ids ? inArray(payments.id, f.ids) : undefined,
    f.registrationIds ? inArray(payments.registrationId, f.registrationIds) : undefined,
    f.candidateId !== undefined ? eq(payments.candidateId, f.candidateId) : undefined,
    f.status ? eq(payments.status, f.status) : undefined,
    f.examDateIds
      ? sql`${payments.registrationId} in (select r.id from ${ieltsRegistrations} r
          where r.exam_date_id in ${f.examDateIds})`
      : undefined,
    f.search
      ? or(
          sql`lms_search_fold(${payments.invoice}) like lms_search_fold(${`%${f.search.trim()}%`})`,
          sql`${payments.candidateId} in (select ${users.id} from ${users} where ${matchesSearch(users.searchText, f.search)})`,
        )
      : undefined,
  );
  return {
    rows: (limit, offset) =>
      paymentsJoined(db)
        .where(cond)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(payments).where(cond),
  };
}

export async function paymentById(db: Reader, id: number): Promise<PaymentView> {
  const [row] = await paymentsJoined(db).where(eq(payments.id, id));
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------- registrations

const examiner = alias(users, 'examiner');

export interface RegistrationFilter {
  ids?: number[] | undefined;
  examDateIds?: number[] | undefined;
  candidateIds?: number[] | undefined;
  status?: (typeof ieltsRegistrations.$inferSelect)['status'] | undefined;
  examinerId?: number | undefined;
  search?: string | undefined;
}

/** Whose registrations a viewer reads (policies/ielts.ts). */
export type RegistrationScope =
  { kind: 'all' } | { kind: 'examiner'; userId: number } | { kind: 'candidate'; userId: number };

const scopeCondition = (s: RegistrationScope) =>
  s.kind === 'examiner'
    ? eq(ieltsRegistrations.examinerId, s.userId)
    : s.kind === 'candidate'
      ? eq(ieltsRegistrations.userId, s.userId)
      : undefined;

/** Sections and latest attempts of a page of registrations: two statements for the whole page. */
async function withDetails(
  db: Reader,
  rows: {
    registration: IeltsRegistrationView['registration'];
    examiner: { id: number; name: string } | null;
  }[],
): Promise<IeltsRegistrationView[]> {
  if (!rows.length) return [];
  const dateIds = [...new Set(rows.map((r) => r.registration.examDateId))];
  const [dates, pays, sections] = await Promise.all([
    datesJoined(db).where(inArray(ieltsExamDates.id, dateIds)),
    paymentsJoined(db).where(
      inArray(
        payments.registrationId,
        rows.map((r) => r.registration.id),
      ),
    ),
    db
      .select({
        examDateId: ieltsSections.examDateId,
        skill: ieltsSections.skill,
        assignmentId: ieltsSections.assignmentId,
        classId: assignments.classId,
        timeLimit: assignments.timeLimit,
      })
      .from(ieltsSections)
      .innerJoin(assignments, eq(assignments.id, ieltsSections.assignmentId))
      .where(inArray(ieltsSections.examDateId, dateIds)),
  ]);
  const assignmentIds = sections.map((s) => s.assignmentId);
  const userIds = [...new Set(rows.map((r) => r.registration.userId))];
  const attempts = assignmentIds.length
    ? await db
        .selectDistinctOn([userExams.assignmentId, userExams.studentId], {
          id: userExams.id,
          assignmentId: userExams.assignmentId,
          studentId: userExams.studentId,
          status: userExams.status,
        })
        .from(userExams)
        .where(and(inArray(userExams.assignmentId, assignmentIds), inArray(userExams.studentId, userIds)))
        .orderBy(userExams.assignmentId, userExams.studentId, desc(userExams.attempt))
    : [];
  const dateOf = new Map(dates.map((d) => [d.date.id, d]));
  const paymentOf = new Map(pays.map((p) => [p.payment.registrationId!, p]));
  const attemptOf = new Map(attempts.map((a) => [`${a.assignmentId}:${a.studentId}`, a]));
  const SKILL_ORDER = ['listening', 'reading', 'writing', 'speaking'];
  return rows.map(({ registration, examiner: ex }) => {
    const inPackage = (skill: string) => registration.skillPackage === '4_skills' || skill !== 'speaking';
    const mine: IeltsSectionView[] =
      registration.status === 'unpaid' || registration.status === 'canceled'
        ? []
        : sections
            .filter((s) => s.examDateId === registration.examDateId && inPackage(s.skill))
            .sort((a, b) => SKILL_ORDER.indexOf(a.skill) - SKILL_ORDER.indexOf(b.skill))
            .map((s) => {
              const a = attemptOf.get(`${s.assignmentId}:${registration.userId}`);
              return {
                skill: s.skill,
                classId: s.classId,
                assignmentId: s.assignmentId,
                timeLimit: s.timeLimit ?? 0,
                attempt: a ? { id: a.id, status: a.status } : null,
              };
            });
    return {
      registration,
      examDate: dateOf.get(registration.examDateId)!,
      payment: paymentOf.get(registration.id) ?? null,
      sections: mine,
      examiner: ex,
    };
  });
}

function registrationsSelected(db: Reader) {
  return db
    .select({ registration: ieltsRegistrations, examiner: { id: examiner.id, name: examiner.name } })
    .from(ieltsRegistrations)
    .leftJoin(examiner, eq(examiner.id, ieltsRegistrations.examinerId));
}

export function registrationList(
  db: Db,
  scope: RegistrationScope,
  f: RegistrationFilter,
): ListQuery<IeltsRegistrationView> {
  const cond = and(
    scopeCondition(scope),
    f.ids ? inArray(ieltsRegistrations.id, f.ids) : undefined,
    f.examDateIds ? inArray(ieltsRegistrations.examDateId, f.examDateIds) : undefined,
    f.candidateIds ? inArray(ieltsRegistrations.userId, f.candidateIds) : undefined,
    f.status ? eq(ieltsRegistrations.status, f.status) : undefined,
    f.examinerId !== undefined ? eq(ieltsRegistrations.examinerId, f.examinerId) : undefined,
    f.search
      ? sql`${ieltsRegistrations.userId} in (select ${users.id} from ${users} where ${matchesSearch(users.searchText, f.search)})`
      : undefined,
  );
  return {
    rows: async (limit, offset) =>
      withDetails(
        db,
        await registrationsSelected(db)
          .where(cond)
          .orderBy(desc(ieltsRegistrations.createdAt), desc(ieltsRegistrations.id))
          .limit(limit)
          .offset(offset),
      ),
    count: () => db.select({ n: count() }).from(ieltsRegistrations).where(cond),
  };
}

export async function registrationById(db: Reader, id: number): Promise<IeltsRegistrationView> {
  const rows = await registrationsSelected(db).where(eq(ieltsRegistrations.id, id));
  if (!rows.length) throw notFound();
  return (await withDetails(db, rows))[0]!;
}

/** A candidate's live (not canceled) registration for a date, if any. */
export async function liveRegistrationOf(db: Reader, userId: number, examDateId: number) {
  const [row] = await db
    .select({ id: ieltsRegistrations.id })
    .from(ieltsRegistrations)
    .where(
      and(
        eq(ieltsRegistrations.userId, userId),
        eq(ieltsRegistrations.examDateId, examDateId),
        ne(ieltsRegistrations.status, 'canceled'),
      ),
    );
  return row;
}
