import {
  defaultMaxAttempts,
  defaultReviewOptions,
  examModeByDefault,
  academyToday,
  bandFromRaw,
  criteriaBand,
  isoWeekday,
  overallBand,
  promotionDiscount,
  promotionRefusal,
  rawFromPoints,
  writingBand,
  DEFAULT_LISTENING_TABLE,
  defaultReadingTable,
  type BandRow,
} from '@lms/domain';
import { MARKED_BY, interactionOf } from '@lms/domain/questions';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type {
  IeltsExamDateRow,
  IeltsRegistrationRow,
  IeltsTestView,
  PaymentRow,
  PromotionCodeRow,
  UserExamRow,
} from '../db/rows.js';
import {
  assignments,
  classStaff,
  classStudents,
  classes,
  exercises,
  ieltsExamDates,
  ieltsRegistrations,
  ieltsSections,
  ieltsTests,
  payments,
  promotionCodes,
  userAnswers,
  userExams,
  users,
  type BandTable,
  type IeltsMarks,
} from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { badRequest, conflict } from '../http/errors.js';
import type { Lang, MessageKey } from '../http/messages.js';
import { PRODUCT_NAME, type Mailer } from '../mail/mailer.js';
import { humanDay } from '../mail/readable.js';
import { membershipsChanged } from '../policies/memberships.js';
import { examContent } from '../queries/exams.js';

type Skill = 'listening' | 'reading' | 'writing' | 'speaking';

/** Minutes per section in the computer-delivered test. */
export const SECTION_MINUTES: Record<Skill, number> = {
  listening: 30,
  reading: 60,
  writing: 60,
  speaking: 15,
};
const SHIFT_TIMES = { morning: ['08:30', '11:45'], afternoon: ['13:30', '16:45'] } as const;

// ---------------------------------------------------------------- tests

export interface IeltsTestFields {
  name?: string | undefined;
  module?: 'academic' | 'general' | undefined;
  description?: string | undefined;
  active?: boolean | undefined;
  listeningExerciseId?: number | null | undefined;
  readingExerciseId?: number | null | undefined;
  writingExerciseId?: number | null | undefined;
  speakingExerciseId?: number | null | undefined;
  listeningTable?: BandTable | null | undefined;
  readingTable?: BandTable | null | undefined;
}

/** 400 on each exercise field naming an exercise that does not exist. */
async function requireExercises(db: Db, f: IeltsTestFields) {
  const given: [string, number | null | undefined][] = [
    ['listening_exercise_id', f.listeningExerciseId],
    ['reading_exercise_id', f.readingExerciseId],
    ['writing_exercise_id', f.writingExerciseId],
    ['speaking_exercise_id', f.speakingExerciseId],
  ];
  const named = given.flatMap(([field, id]) => (typeof id === 'number' ? [[field, id] as const] : []));
  if (!named.length) return;
  const found = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(
      inArray(
        exercises.id,
        named.map((e) => e[1]),
      ),
    );
  const known = new Set(found.map((e) => e.id));
  const missing = Object.fromEntries(
    named.filter(([, id]) => !known.has(id)).map(([field]) => [field, 'ielts_exercise_unknown' as const]),
  );
  if (Object.keys(missing).length) throw badRequest(missing);
}

export async function createIeltsTest(db: Db, fields: IeltsTestFields & { name: string }, creatorId: number) {
  await requireExercises(db, fields);
  const [row] = await db
    .insert(ieltsTests)
    .values({ ...fields, creatorId })
    .returning({ id: ieltsTests.id });
  return row!.id;
}

export async function updateIeltsTest(db: Db, id: number, fields: IeltsTestFields) {
  await requireExercises(db, fields);
  if (Object.keys(fields).length) await db.update(ieltsTests).set(fields).where(eq(ieltsTests.id, id));
}

/** A test's tables as they apply. */
export const tablesOf = (
  t: IeltsTestView['test'],
): { listening: readonly BandRow[]; reading: readonly BandRow[] } => ({
  listening: t.listeningTable ?? DEFAULT_LISTENING_TABLE,
  reading: t.readingTable ?? defaultReadingTable(t.module),
});

// ---------------------------------------------------------------- exam dates

export interface ExamDateFields {
  examDate?: string | undefined;
  shift?: 'morning' | 'afternoon' | undefined;
  ieltsTestId?: number | undefined;
  description?: string | undefined;
  skillType?: '3_skills' | '4_skills' | undefined;
  format?: 'computer' | 'paper' | undefined;
  status?: 'open' | 'closed' | 'canceled' | undefined;
  unitPrice?: number | undefined;
  capacity?: number | undefined;
}

export async function createExamDate(db: Db, fields: ExamDateFields & { examDate: string; shift: string }) {
  const [row] = await db
    .insert(ieltsExamDates)
    .values({ ...fields, skillType: fields.skillType ?? '4_skills' })
    .returning({ id: ieltsExamDates.id });
  return row!.id;
}

/**
 * Changes an exam date; the capacity never drops below the seats taken (400 on capacity). Canceling it
 * cancels its registrations that are not marked: pending payments are canceled, paid ones refunded.
 */
export async function updateExamDate(db: Db, date: IeltsExamDateRow, fields: ExamDateFields, now: Date) {
  return transaction(db, async (tx) => {
    await tx.select().from(ieltsExamDates).where(eq(ieltsExamDates.id, date.id)).for('update');
    if (fields.capacity !== undefined) {
      const taken = await seatsTaken(tx, date.id);
      if (fields.capacity < taken) throw badRequest({ capacity: 'ielts_capacity_below' });
    }
    if (Object.keys(fields).length)
      await tx.update(ieltsExamDates).set(fields).where(eq(ieltsExamDates.id, date.id));
    if (fields.status === 'canceled' && date.status !== 'canceled') {
      const live = await tx
        .select()
        .from(ieltsRegistrations)
        .where(
          and(
            eq(ieltsRegistrations.examDateId, date.id),
            ne(ieltsRegistrations.status, 'canceled'),
            ne(ieltsRegistrations.status, 'marked'),
          ),
        );
      for (const r of live) await cancelInTx(tx, r, now);
    }
  });
}

async function seatsTaken(tx: Tx, examDateId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(ieltsRegistrations)
    .where(and(eq(ieltsRegistrations.examDateId, examDateId), ne(ieltsRegistrations.status, 'canceled')));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- promotion codes

export interface PromotionFields {
  title?: string | undefined;
  code?: string | undefined;
  discountKind?: 'percent' | 'amount' | undefined;
  discountValue?: number | undefined;
  usageLimit?: number | null | undefined;
  expiresAt?: Date | undefined;
  status?: 'active' | 'inactive' | undefined;
}

const promotionColumns = (f: PromotionFields, kind: 'percent' | 'amount') => {
  const { discountValue, usageLimit, discountKind: _k, ...rest } = f;
  return {
    ...rest,
    ...(f.discountKind ? { discountKind: f.discountKind } : {}),
    ...(usageLimit !== undefined ? { maxUses: usageLimit } : {}),
    ...(discountValue !== undefined
      ? kind === 'percent'
        ? { discountPercent: discountValue, discountAmount: 0 }
        : { discountAmount: discountValue, discountPercent: 0 }
      : {}),
  };
};

/** 409 on code when another code is spelled the same. */
export async function createPromotionCode(
  db: Db,
  f: PromotionFields & { code: string; title: string; expiresAt: Date },
) {
  const kind = f.discountKind ?? 'percent';
  const [row] = await db
    .insert(promotionCodes)
    .values({
      discountPercent: 0,
      ...promotionColumns(f, kind),
      code: f.code,
      title: f.title,
      expiresAt: f.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: promotionCodes.id });
  if (!row) throw conflict('ielts_code_taken', 'code');
  return row.id;
}

export async function updatePromotionCode(db: Db, code: PromotionCodeRow, f: PromotionFields) {
  const kind = f.discountKind ?? code.discountKind;
  if (f.discountKind && f.discountValue === undefined && f.discountKind !== code.discountKind)
    throw badRequest({ discount_value: 'required' });
  if (kind === 'percent' && f.discountValue !== undefined && f.discountValue > 100)
    throw badRequest({ discount_value: 'ielts_percent_range' });
  const set = promotionColumns(f, kind);
  if (Object.keys(set).length) await db.update(promotionCodes).set(set).where(eq(promotionCodes.id, code.id));
}

/**
 * The price of a date with a code. Every refusal (unknown, inactive, expired, used up) answers the same 400 on
 * promotion_code, `ielts_code_not_usable` (issue 27 item 5): a candidate guessing codes learns nothing about
 * which exist. Administrators see each code's state in their own list (presenters/ielts.ts).
 */
export function priceWith(
  unitPrice: number,
  code: PromotionCodeRow | undefined,
  typed: string | undefined,
  now: Date,
) {
  if (typed === undefined || typed.trim() === '')
    return { unitPrice, discount: 0, amount: unitPrice, code: null };
  if (
    !code ||
    promotionRefusal(
      { status: code.status, expiresAt: code.expiresAt, usageLimit: code.maxUses, usedCount: code.usedCount },
      now,
    )
  )
    throw badRequest({ promotion_code: 'ielts_code_not_usable' });
  const value = code.discountKind === 'percent' ? code.discountPercent : code.discountAmount;
  const discount = promotionDiscount(unitPrice, code.discountKind, value);
  return { unitPrice, discount, amount: unitPrice - discount, code };
}

/** Why a date takes no registration (400 on exam_date_id), or nothing. */
export function refuseDate(date: IeltsExamDateRow, testActive: boolean, taken: number, today: string): void {
  if (date.status === 'canceled') throw badRequest({ exam_date_id: 'ielts_date_canceled' });
  if (date.examDate < today) throw badRequest({ exam_date_id: 'ielts_date_past' });
  if (date.status === 'closed') throw badRequest({ exam_date_id: 'ielts_date_closed' });
  if (!testActive) throw badRequest({ exam_date_id: 'ielts_test_inactive' });
  if (taken >= date.capacity) throw badRequest({ exam_date_id: 'ielts_date_full' });
}

// ---------------------------------------------------------------- registration

export interface Registering {
  userId: number;
  examDateId: number;
  promotionCode?: string | undefined;
  profile: { phone?: string | undefined; dateOfBirth?: string | undefined; passport?: string | undefined };
  lang: Lang;
  now: Date;
}

/** What the payment is for, as a key (`4_skills:computer`) presenters/ielts.ts names in the reader's language. */
const examTypeOf = (d: IeltsExamDateRow) => `${d.skillType}:${d.format}`;

/**
 * Registers a candidate (issue 14): in one transaction, with the date and the code locked so that the last
 * seat and the last use of a code go to one candidate: the date open, not past, not full; no live
 * registration of theirs on it (409 on exam_date_id); the code usable. Writes the registration (unpaid), its
 * payment (pending) and the profile fields given; then mails the confirmation with the invoice.
 */
export async function registerIelts(db: Db, mailer: Mailer, r: Registering, webOrigin: string) {
  const today = academyToday(r.now);
  const result = await transaction(db, async (tx) => {
    const [date] = await tx
      .select()
      .from(ieltsExamDates)
      .where(eq(ieltsExamDates.id, r.examDateId))
      .for('update');
    if (!date) throw badRequest({ exam_date_id: 'not_found' });
    const [test] = date.ieltsTestId
      ? await tx.select().from(ieltsTests).where(eq(ieltsTests.id, date.ieltsTestId))
      : [];
    const [mine] = await tx
      .select({ id: ieltsRegistrations.id })
      .from(ieltsRegistrations)
      .where(
        and(
          eq(ieltsRegistrations.userId, r.userId),
          eq(ieltsRegistrations.examDateId, date.id),
          ne(ieltsRegistrations.status, 'canceled'),
        ),
      );
    if (mine) throw conflict('ielts_already_registered', 'exam_date_id');
    refuseDate(date, !!test?.active, await seatsTaken(tx, date.id), today);
    const [code] = r.promotionCode?.trim()
      ? await tx
          .select()
          .from(promotionCodes)
          .where(eq(promotionCodes.code, r.promotionCode.trim().toUpperCase()))
          .for('update')
      : [];
    const price = priceWith(date.unitPrice, code, r.promotionCode, r.now);
    if (price.code)
      await tx
        .update(promotionCodes)
        .set({ usedCount: sql`${promotionCodes.usedCount} + 1` })
        .where(eq(promotionCodes.id, price.code.id));
    const [registration] = await tx
      .insert(ieltsRegistrations)
      .values({
        userId: r.userId,
        examDateId: date.id,
        skillPackage: date.skillType,
        status: 'unpaid',
        lang: r.lang,
        createdAt: r.now,
      })
      .returning();
    const invoice = `INV-${today.slice(0, 4)}-${String(registration!.id).padStart(6, '0')}`;
    const [payment] = await tx
      .insert(payments)
      .values({
        registrationId: registration!.id,
        candidateId: r.userId,
        invoice,
        unitPrice: price.unitPrice,
        discount: price.discount,
        amount: price.amount,
        examType: examTypeOf(date),
        status: 'pending',
        promotionCodeId: price.code?.id ?? null,
        createdAt: r.now,
      })
      .returning();
    // The profile the registration asks for; an account not studying in a class becomes an IELTS candidate.
    const profile = Object.fromEntries(Object.entries(r.profile).filter(([, v]) => v !== undefined));
    const [lms] = await tx
      .select({ id: classStudents.id })
      .from(classStudents)
      .where(eq(classStudents.studentId, r.userId))
      .limit(1);
    const changes = { ...profile, ...(lms ? {} : { studentStatus: 'ielts_candidate' }) };
    if (Object.keys(changes).length) await tx.update(users).set(changes).where(eq(users.id, r.userId));
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, r.userId));
    return { registration: registration!, payment: payment!, date, user: user!, testName: test?.name ?? '' };
  });
  await mailer.send(registrationMail(result, r.lang, webOrigin));
  return result.registration.id;
}

// ---------------------------------------------------------------- payments

/**
 * Confirms a payment (issue 14): the amount received must equal the invoice's (400 on amount); a payment
 * already confirmed answers as it is (idempotent, no second mail); a refunded or canceled one is a 409. The
 * registration becomes unfinished (to sit) and its candidate a student of the date's class, where the test's
 * sections are assigned.
 */
export async function confirmPayment(
  db: Db,
  mailer: Mailer,
  paymentId: number,
  opts: { amount: number; method: 'bank_transfer' | 'cash'; adminId: number; now: Date; webOrigin: string },
) {
  const done = await transaction(db, async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p) throw badRequest({ payment_id: 'not_found' });
    if (opts.amount !== p.amount) throw badRequest({ amount: 'ielts_amount_mismatch' });
    if (p.status === 'paid') return null;
    if (p.status !== 'pending') throw conflict('ielts_payment_closed', 'payment_id');
    await tx
      .update(payments)
      .set({ status: 'paid', paidAt: opts.now, method: opts.method, confirmedBy: opts.adminId })
      .where(eq(payments.id, p.id));
    if (!p.registrationId) return null;
    const [reg] = await tx
      .select()
      .from(ieltsRegistrations)
      .where(eq(ieltsRegistrations.id, p.registrationId))
      .for('update');
    if (!reg || reg.status !== 'unpaid') return null;
    await tx
      .update(ieltsRegistrations)
      .set({ status: 'unfinished' })
      .where(eq(ieltsRegistrations.id, reg.id));
    const [date] = await tx
      .select()
      .from(ieltsExamDates)
      .where(eq(ieltsExamDates.id, reg.examDateId))
      .for('update');
    const classId = await ensureSittingClass(tx, date!, opts.adminId);
    await tx
      .insert(classStudents)
      .values({ classId, studentId: reg.userId, status: 'active' })
      .onConflictDoUpdate({
        target: [classStudents.classId, classStudents.studentId],
        set: { status: 'active', updatedAt: opts.now },
      });
    membershipsChanged();
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, reg.userId));
    return { payment: { ...p, status: 'paid' as const }, date: date!, registration: reg, user: user! };
  });
  if (done) await mailer.send(paymentMail(done, opts.webOrigin));
}

/**
 * A sitting's class as people read it in class lists, the academy's language (Vietnamese): the exam day and
 * its shift, "IELTS — 02/12/2026 sáng", never the date's ISO day or id.
 */
export const sittingClassName = (date: Pick<IeltsExamDateRow, 'examDate' | 'shift'>) =>
  `IELTS — ${humanDay(date.examDate, 'vi')} ${date.shift === 'afternoon' ? 'chiều' : 'sáng'}`;

/**
 * The date's class and its sections: made once, when the date's first payment is confirmed. The class holds
 * the candidates as students and the examiners as staff; each skill of the package is an assignment of the
 * test's exercise (kind ielt), open all the exam day, timed as the computer-delivered test.
 */
export async function ensureSittingClass(
  tx: Tx,
  date: IeltsExamDateRow,
  createdBy: number | null,
): Promise<number> {
  let classId = date.classId;
  if (!classId) {
    const [start, end] = SHIFT_TIMES[date.shift as 'morning' | 'afternoon'] ?? SHIFT_TIMES.morning;
    const [klass] = await tx
      .insert(classes)
      .values({
        name: sittingClassName(date),
        numberOfSessions: 1,
        startDate: date.examDate,
        endDate: date.examDate,
        expectedEndDate: date.examDate,
        studyTimeStart: start,
        studyTimeEnd: end,
        classCode: `IELTS${date.id}D${date.examDate.replaceAll('-', '')}`,
        weekdays: [isoWeekday(date.examDate)],
        description: `Ca thi IELTS ngày ${humanDay(date.examDate, 'vi')}, ${date.shift === 'afternoon' ? 'ca chiều' : 'ca sáng'}`,
        createdBy,
      })
      .returning({ id: classes.id });
    classId = klass!.id;
    await tx.update(ieltsExamDates).set({ classId }).where(eq(ieltsExamDates.id, date.id));
  }
  const existing = await tx.select().from(ieltsSections).where(eq(ieltsSections.examDateId, date.id));
  if (existing.length || !date.ieltsTestId) return classId;
  const [test] = await tx.select().from(ieltsTests).where(eq(ieltsTests.id, date.ieltsTestId));
  const exerciseOf: Record<Skill, number | null> = {
    listening: test!.listeningExerciseId,
    reading: test!.readingExerciseId,
    writing: test!.writingExerciseId,
    speaking: date.skillType === '4_skills' ? test!.speakingExerciseId : null,
  };
  for (const skill of ['listening', 'reading', 'writing', 'speaking'] as const) {
    const exerciseId = exerciseOf[skill];
    if (!exerciseId) continue;
    const [a] = await tx
      .insert(assignments)
      .values({
        classId,
        exerciseId,
        kind: 'ielt',
        title: `IELTS ${skill[0]!.toUpperCase()}${skill.slice(1)}`,
        tutorial: '',
        startAt: new Date(`${date.examDate}T00:00:00+07:00`),
        deadline: new Date(`${date.examDate}T23:59:59+07:00`),
        timeLimit: SECTION_MINUTES[skill],
        minScore: 0,
        maxScore: 100,
        maxAccesses: 3,
        examMode: examModeByDefault('ielt'),
        maxAttempts: defaultMaxAttempts('ielt'),
        reviewOptions: defaultReviewOptions('ielt'),
        createdBy,
      })
      .returning({ id: assignments.id });
    await tx.insert(ieltsSections).values({ examDateId: date.id, skill, assignmentId: a!.id });
  }
  return classId;
}

/** Refunds a paid payment or cancels a pending one; its registration is canceled (409 when marked). */
export async function refundPayment(db: Db, paymentId: number, now: Date) {
  await transaction(db, async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!p) throw badRequest({ payment_id: 'not_found' });
    if (p.status === 'refunded' || p.status === 'canceled') return;
    const [reg] = p.registrationId
      ? await tx
          .select()
          .from(ieltsRegistrations)
          .where(eq(ieltsRegistrations.id, p.registrationId))
          .for('update')
      : [];
    if (reg?.status === 'marked') throw conflict('ielts_registration_closed', 'payment_id');
    if (reg && reg.status !== 'canceled') await cancelInTx(tx, reg, now);
    else await closePayment(tx, p);
  });
}

async function closePayment(tx: Tx, p: PaymentRow) {
  if (p.status === 'paid') await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, p.id));
  if (p.status === 'pending') {
    await tx.update(payments).set({ status: 'canceled' }).where(eq(payments.id, p.id));
    // An unpaid registration gives its code's use back.
    if (p.promotionCodeId)
      await tx
        .update(promotionCodes)
        .set({ usedCount: sql`greatest(${promotionCodes.usedCount} - 1, 0)` })
        .where(eq(promotionCodes.id, p.promotionCodeId));
  }
}

async function cancelInTx(tx: Tx, reg: IeltsRegistrationRow, now: Date) {
  await tx.update(ieltsRegistrations).set({ status: 'canceled' }).where(eq(ieltsRegistrations.id, reg.id));
  const pays = await tx.select().from(payments).where(eq(payments.registrationId, reg.id)).for('update');
  for (const p of pays) await closePayment(tx, p);
  const [date] = await tx.select().from(ieltsExamDates).where(eq(ieltsExamDates.id, reg.examDateId));
  if (date?.classId) {
    await tx
      .update(classStudents)
      .set({ status: 'inactive', updatedAt: now })
      .where(and(eq(classStudents.classId, date.classId), eq(classStudents.studentId, reg.userId)));
    membershipsChanged();
  }
}

/** Cancels a registration (409 once marked or already canceled). The candidate cancels only before paying. */
export async function cancelRegistration(db: Db, reg: IeltsRegistrationRow, byCandidate: boolean, now: Date) {
  await transaction(db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(ieltsRegistrations)
      .where(eq(ieltsRegistrations.id, reg.id))
      .for('update');
    if (!locked || locked.status === 'canceled' || locked.status === 'marked')
      throw conflict('ielts_registration_closed', 'id');
    if (byCandidate && locked.status !== 'unpaid') throw conflict('ielts_registration_closed', 'id');
    await cancelInTx(tx, locked, now);
  });
}

// ---------------------------------------------------------------- sitting

/**
 * Checks a candidate may sit now: paid, on the exam day, on a computer-delivered date (the runner then
 * starts each section's attempt through `user-exam`). Makes the sections if the date's test was set after the
 * first payment.
 */
export async function prepareSitting(db: Db, reg: IeltsRegistrationRow, now: Date) {
  if (reg.status === 'unpaid') throw badRequest({ registration_id: 'ielts_not_paid' });
  if (reg.status === 'canceled' || reg.status === 'marked')
    throw conflict('ielts_registration_closed', 'registration_id');
  await transaction(db, async (tx) => {
    const [date] = await tx
      .select()
      .from(ieltsExamDates)
      .where(eq(ieltsExamDates.id, reg.examDateId))
      .for('update');
    if (date!.format !== 'computer') throw badRequest({ registration_id: 'ielts_paper_format' });
    if (date!.examDate !== academyToday(now)) throw badRequest({ registration_id: 'ielts_not_exam_day' });
    const classId = await ensureSittingClass(tx, date!, null);
    await tx
      .insert(classStudents)
      .values({ classId, studentId: reg.userId, status: 'active' })
      .onConflictDoNothing();
    membershipsChanged();
  });
}

/**
 * Called by the exam runner's submit (commands/exams.ts) for every attempt: when the attempt is an IELTS
 * section, a listening or reading raw score is kept on the registration (scaled to 40, with its band by the
 * test's table), and once every section of the package is submitted the registration waits for marking.
 */
export async function afterIeltsSectionSubmitted(tx: Tx, exam: UserExamRow) {
  const [section] = await tx
    .select({ section: ieltsSections, exerciseId: assignments.exerciseId })
    .from(ieltsSections)
    .innerJoin(assignments, eq(assignments.id, ieltsSections.assignmentId))
    .where(eq(ieltsSections.assignmentId, exam.assignmentId));
  if (!section) return;
  const [reg] = await tx
    .select()
    .from(ieltsRegistrations)
    .where(
      and(
        eq(ieltsRegistrations.userId, exam.studentId),
        eq(ieltsRegistrations.examDateId, section.section.examDateId),
        inArray(ieltsRegistrations.status, ['unfinished', 'unmarked']),
      ),
    )
    .for('update');
  if (!reg) return;
  const skill = section.section.skill;
  if (skill === 'listening' || skill === 'reading') {
    const raw = await rawOfAttempt(tx, exam.id, section.exerciseId);
    const [row] = await tx
      .select({ test: ieltsTests })
      .from(ieltsExamDates)
      .innerJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId))
      .where(eq(ieltsExamDates.id, reg.examDateId));
    const tables = row
      ? tablesOf(row.test)
      : { listening: DEFAULT_LISTENING_TABLE, reading: defaultReadingTable('academic') };
    const band = bandFromRaw(raw, skill === 'listening' ? tables.listening : tables.reading);
    await tx
      .update(ieltsRegistrations)
      .set(
        skill === 'listening'
          ? { listeningRaw: raw, listeningBand: band }
          : { readingRaw: raw, readingBand: band },
      )
      .where(eq(ieltsRegistrations.id, reg.id));
  }
  const needed = await tx
    .select({ assignmentId: ieltsSections.assignmentId, skill: ieltsSections.skill })
    .from(ieltsSections)
    .where(eq(ieltsSections.examDateId, reg.examDateId));
  const inPackage = needed.filter((s) => reg.skillPackage === '4_skills' || s.skill !== 'speaking');
  const submitted = await tx
    .select({ assignmentId: userExams.assignmentId })
    .from(userExams)
    .where(
      and(
        eq(userExams.studentId, reg.userId),
        inArray(
          userExams.assignmentId,
          inPackage.map((s) => s.assignmentId),
        ),
        ne(userExams.status, 'unfinished'),
      ),
    );
  const done = new Set(submitted.map((s) => s.assignmentId));
  done.add(exam.assignmentId);
  if (reg.status === 'unfinished' && inPackage.every((s) => done.has(s.assignmentId)))
    await tx.update(ieltsRegistrations).set({ status: 'unmarked' }).where(eq(ieltsRegistrations.id, reg.id));
}

/** An attempt's raw score: its keyed points scaled to 40 (`rawFromPoints`). */
async function rawOfAttempt(tx: Tx, userExamId: number, exerciseId: number) {
  const content = await examContent(tx, exerciseId);
  const keyed = new Map<number, number>();
  for (const parts of content.parts.values())
    for (const p of parts) if (MARKED_BY[interactionOf(p.questionType)] === 'key') keyed.set(p.id, p.score);
  const possible = [...keyed.values()].reduce((a, b) => a + b, 0);
  if (!keyed.size) return 0;
  const [row] = await tx
    .select({ earned: sql<number>`coalesce(sum(${userAnswers.score}), 0)`.mapWith(Number) })
    .from(userAnswers)
    .where(
      and(eq(userAnswers.userExamId, userExamId), inArray(userAnswers.questionPartId, [...keyed.keys()])),
    );
  return rawFromPoints(Number(row?.earned ?? 0), possible);
}

// ---------------------------------------------------------------- marking

/** Assigns (or unassigns) an examiner; they join the dates' classes as examiners to review the attempts. */
export async function assignExaminer(db: Db, registrationIds: number[], examinerId: number | null) {
  await transaction(db, async (tx) => {
    if (examinerId !== null) {
      const [u] = await tx.select({ role: users.role }).from(users).where(eq(users.id, examinerId));
      if (!u || (u.role !== 4 && u.role !== 0)) throw badRequest({ examiner_id: 'ielts_not_examiner' });
    }
    const regs = await tx
      .select()
      .from(ieltsRegistrations)
      .where(inArray(ieltsRegistrations.id, registrationIds));
    if (regs.length !== registrationIds.length) throw badRequest({ registration_ids: 'not_found' });
    await tx
      .update(ieltsRegistrations)
      .set({ examinerId })
      .where(inArray(ieltsRegistrations.id, registrationIds));
    if (examinerId === null) return;
    const dates = await tx
      .select({ classId: ieltsExamDates.classId })
      .from(ieltsExamDates)
      .where(inArray(ieltsExamDates.id, [...new Set(regs.map((r) => r.examDateId))]));
    const [u] = await tx.select({ role: users.role }).from(users).where(eq(users.id, examinerId));
    if (u!.role !== 4) return;
    for (const d of dates)
      if (d.classId)
        await tx
          .insert(classStaff)
          .values({ classId: d.classId, userId: examinerId, kind: 'specialize' })
          .onConflictDoNothing();
    membershipsChanged();
  });
}

export interface BandMarking {
  marks: IeltsMarks;
  listeningRaw?: number | undefined;
  readingRaw?: number | undefined;
}

/**
 * Band marking (docs/design.md section 10): writing from the two tasks' criteria (Task 2 counts twice), speaking
 * from its four criteria, listening and reading from the raw scores by the test's tables, the overall band
 * when all four skills are there; all by `@lms/domain`. A computer-delivered registration must have been
 * taken (409); a paper one needs its raw scores (400). The runner's waiting attempts of the sections are
 * returned; the candidate is mailed the results.
 */
export async function markRegistration(
  db: Db,
  mailer: Mailer,
  regId: number,
  m: BandMarking,
  opts: { markerId: number; now: Date; webOrigin: string },
) {
  const done = await transaction(db, async (tx) => {
    const [reg] = await tx
      .select()
      .from(ieltsRegistrations)
      .where(eq(ieltsRegistrations.id, regId))
      .for('update');
    const [row] = await tx
      .select({ date: ieltsExamDates, test: ieltsTests })
      .from(ieltsExamDates)
      .leftJoin(ieltsTests, eq(ieltsTests.id, ieltsExamDates.ieltsTestId))
      .where(eq(ieltsExamDates.id, reg!.examDateId));
    const paper = row!.date.format === 'paper';
    const taken =
      reg!.status === 'unmarked' || reg!.status === 'marked' || (paper && reg!.status === 'unfinished');
    if (!taken) throw conflict('ielts_not_taken', 'registration_id');
    const four = reg!.skillPackage === '4_skills';
    if (four && !m.marks.speaking) throw badRequest({ speaking: 'ielts_speaking_required' });
    const listeningRaw = m.listeningRaw ?? reg!.listeningRaw;
    const readingRaw = m.readingRaw ?? reg!.readingRaw;
    const missing: Partial<Record<string, MessageKey>> = {};
    if (listeningRaw === null) missing.listening_raw = 'ielts_raw_required';
    if (readingRaw === null) missing.reading_raw = 'ielts_raw_required';
    if (Object.keys(missing).length) throw badRequest(missing);
    const tables = row!.test
      ? tablesOf(row!.test)
      : { listening: DEFAULT_LISTENING_TABLE, reading: defaultReadingTable('academic') };
    const t = (x: IeltsMarks['writingTask1']) =>
      criteriaBand([x.taskAchievement, x.coherenceCohesion, x.lexicalResource, x.grammaticalRange]);
    const s = m.marks.speaking;
    const bands = {
      listeningBand: bandFromRaw(listeningRaw!, tables.listening),
      readingBand: bandFromRaw(readingRaw!, tables.reading),
      writingBand: writingBand(t(m.marks.writingTask1), t(m.marks.writingTask2)),
      speakingBand:
        four && s
          ? criteriaBand([s.fluencyCoherence, s.lexicalResource, s.grammaticalRange, s.pronunciation])
          : null,
    };
    const overall =
      bands.speakingBand === null
        ? null
        : overallBand([bands.listeningBand, bands.readingBand, bands.writingBand, bands.speakingBand]);
    const [saved] = await tx
      .update(ieltsRegistrations)
      .set({
        ...bands,
        listeningRaw,
        readingRaw,
        overallBand: overall,
        marks: { ...m.marks, speaking: four ? (s ?? null) : null },
        status: 'marked',
        markedAt: opts.now,
      })
      .where(eq(ieltsRegistrations.id, regId))
      .returning();
    // The runner's attempts waiting for a person are returned: the bands are their marks.
    await tx
      .update(userExams)
      .set({ status: 'pass', markedBy: opts.markerId, markedAt: opts.now, updatedAt: opts.now })
      .where(
        and(
          eq(userExams.studentId, reg!.userId),
          eq(userExams.status, 'waiting_score'),
          sql`${userExams.assignmentId} in (select assignment_id from ${ieltsSections} where exam_date_id = ${reg!.examDateId})`,
        ),
      );
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, reg!.userId));
    return { registration: saved!, date: row!.date, user: user! };
  });
  await mailer.send(resultsMail(done, opts.webOrigin));
}

// ---------------------------------------------------------------- mail

const money = (n: number, lang: Lang) =>
  `${new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-GB').format(n)} ₫`;
const shiftName = (shift: string, lang: Lang) =>
  lang === 'vi'
    ? shift === 'afternoon'
      ? 'ca chiều'
      : 'ca sáng'
    : shift === 'afternoon'
      ? 'afternoon'
      : 'morning';
const dayOf = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

function registrationMail(
  r: { payment: PaymentRow; date: IeltsExamDateRow; user: { email: string; name: string }; testName: string },
  lang: Lang,
  webOrigin: string,
) {
  const p = r.payment;
  const link = `${webOrigin}/ielts-test`;
  if (lang === 'vi')
    return {
      to: r.user.email,
      subject: `Xác nhận đăng ký thi IELTS ngày ${humanDay(r.date.examDate, 'vi')} — hóa đơn ${p.invoice}`,
      text: `Xin chào ${r.user.name || r.user.email},\n\nBạn đã đăng ký thi IELTS ${r.testName} vào ${dayOf(r.date.examDate, 'vi')}, ${shiftName(r.date.shift, 'vi')}.\nHóa đơn: ${p.invoice}\nLệ phí: ${money(p.unitPrice, 'vi')}${p.discount ? `\nGiảm giá: ${money(p.discount, 'vi')}` : ''}\nSố tiền cần thanh toán: ${money(p.amount, 'vi')}\n\nVui lòng chuyển khoản với nội dung "${p.invoice}" hoặc nộp tiền mặt tại quầy. Đăng ký được giữ chỗ khi học viện xác nhận thanh toán.\nXem đăng ký và hóa đơn: ${link}\n\n${PRODUCT_NAME.vi} · ${webOrigin}`,
    };
  return {
    to: r.user.email,
    subject: `IELTS registration for ${humanDay(r.date.examDate, 'en')} — invoice ${p.invoice}`,
    text: `Hello ${r.user.name || r.user.email},\n\nYou registered for IELTS ${r.testName} on ${dayOf(r.date.examDate, 'en')}, ${shiftName(r.date.shift, 'en')}.\nInvoice: ${p.invoice}\nFee: ${money(p.unitPrice, 'en')}${p.discount ? `\nDiscount: ${money(p.discount, 'en')}` : ''}\nAmount due: ${money(p.amount, 'en')}\n\nPlease pay by bank transfer with "${p.invoice}" as the reference, or in cash at the desk. Your seat is held once the academy confirms the payment.\nYour registration and invoice: ${link}\n\n${PRODUCT_NAME.en} · ${webOrigin}`,
  };
}

function paymentMail(
  r: {
    payment: PaymentRow;
    date: IeltsExamDateRow;
    registration: IeltsRegistrationRow;
    user: { email: string; name: string };
  },
  webOrigin: string,
) {
  const lang: Lang = r.registration.lang === 'en' ? 'en' : 'vi';
  const p = r.payment;
  const link = `${webOrigin}/ielts-test`;
  if (lang === 'vi')
    return {
      to: r.user.email,
      subject: `Đã nhận thanh toán ${p.invoice} — thi IELTS ngày ${humanDay(r.date.examDate, 'vi')}`,
      text: `Xin chào ${r.user.name || r.user.email},\n\nHọc viện đã nhận ${money(p.amount, 'vi')} cho hóa đơn ${p.invoice}. Chỗ thi của bạn vào ${dayOf(r.date.examDate, 'vi')}, ${shiftName(r.date.shift, 'vi')} đã được xác nhận.\n${r.date.format === 'computer' ? `Vào ngày thi, hãy đăng nhập và làm bài tại ${link}.` : 'Bài thi làm trên giấy tại trung tâm.'}\n\n${PRODUCT_NAME.vi} · ${webOrigin}`,
    };
  return {
    to: r.user.email,
    subject: `Payment received for ${p.invoice} — IELTS on ${humanDay(r.date.examDate, 'en')}`,
    text: `Hello ${r.user.name || r.user.email},\n\nThe academy received ${money(p.amount, 'en')} for invoice ${p.invoice}. Your seat on ${dayOf(r.date.examDate, 'en')}, ${shiftName(r.date.shift, 'en')} is confirmed.\n${r.date.format === 'computer' ? `On the exam day, sign in and take the test at ${link}.` : 'The test is on paper at the academy.'}\n\n${PRODUCT_NAME.en} · ${webOrigin}`,
  };
}

function resultsMail(
  r: { registration: IeltsRegistrationRow; date: IeltsExamDateRow; user: { email: string; name: string } },
  webOrigin: string,
) {
  const lang: Lang = r.registration.lang === 'en' ? 'en' : 'vi';
  const g = r.registration;
  const b = (v: number | null) => (v === null ? '—' : v.toFixed(1));
  const names =
    lang === 'vi'
      ? ['Nghe', 'Đọc', 'Viết', 'Nói', 'Điểm tổng (Overall)']
      : ['Listening', 'Reading', 'Writing', 'Speaking', 'Overall'];
  const lines = [g.listeningBand, g.readingBand, g.writingBand, g.speakingBand, g.overallBand]
    .map((v, i) => (i === 3 && g.skillPackage === '3_skills' ? null : `${names[i]}: ${b(v)}`))
    .filter(Boolean)
    .join('\n');
  const link = `${webOrigin}/ielts-test`;
  if (lang === 'vi')
    return {
      to: r.user.email,
      subject: `Kết quả thi IELTS ngày ${humanDay(r.date.examDate, 'vi')}`,
      text: `Xin chào ${r.user.name || r.user.email},\n\nBài thi IELTS ngày ${humanDay(r.date.examDate, 'vi')} của bạn đã được chấm:\n${lines}\n\nXem chi tiết: ${link}\n\n${PRODUCT_NAME.vi} · ${webOrigin}`,
    };
  return {
    to: r.user.email,
    subject: `Your IELTS results for ${humanDay(r.date.examDate, 'en')}`,
    text: `Hello ${r.user.name || r.user.email},\n\nYour IELTS test of ${humanDay(r.date.examDate, 'en')} has been marked:\n${lines}\n\nDetails: ${link}\n\n${PRODUCT_NAME.en} · ${webOrigin}`,
  };
}
