import { academyToday, birthDateValid, idNumberValid, normalizeIdNumber } from '@lms/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { IeltsExamDateRow, IeltsRegistrationRow, PaymentRow } from '../../db/rows.js';
import {
  classStudents,
  ieltsExamDates,
  ieltsRegistrations,
  ieltsTests,
  payments,
  promotionCodes,
  users,
} from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Lang, MessageKey } from '../../http/messages.js';
import { registrationMail } from '../../mail/ielts.js';
import type { Mailer } from '../../mail/mailer.js';
import { membershipsChanged } from '../../policies/memberships.js';
import { notifyIeltsStatus } from '../notification-events.js';
import { notificationsPending } from '../notifications.js';
import { priceWith } from './codes.js';

export interface Registering {
  userId: number;
  examDateId: number;
  promotionCode?: string | undefined;
  profile: { phone?: string | undefined; dateOfBirth?: string | undefined; passport?: string | undefined };
  lang: Lang;
  now: Date;
}

/**
 * What the payment is for, as a key (`4_skills:computer`) that presenters/ielts/payments.ts names in the
 * reader's language.
 */
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
    const identity = await candidateIdentity(tx, r.userId, r.profile, today);
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
    const profile = Object.fromEntries(
      Object.entries({ ...r.profile, ...identity }).filter(([, v]) => v !== undefined),
    );
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
  await mailer.send(await registrationMail(result, r.lang, webOrigin));
  return result.registration.id;
}

/**
 * The date of birth and passport or citizen ID a sitting needs (issue 30 point 1): the ones given, else the
 * profile's; a missing or invalid one is a 400 on its field. Answers what to save on the profile (the given
 * ones, the number normalised), so they are asked once.
 */
async function candidateIdentity(
  tx: Tx,
  userId: number,
  given: Registering['profile'],
  today: string,
): Promise<{ dateOfBirth?: string; passport?: string }> {
  const [kept] = await tx
    .select({ dateOfBirth: users.dateOfBirth, passport: users.passport })
    .from(users)
    .where(eq(users.id, userId));
  // What the profile already holds was accepted when it was written (by the candidate or the academy's staff).
  const dateOfBirth = given.dateOfBirth ?? '';
  const passport = given.passport?.trim() ? normalizeIdNumber(given.passport) : '';
  const fields: Partial<Record<string, MessageKey>> = {};
  if (dateOfBirth && !birthDateValid(dateOfBirth, today)) fields.date_of_birth = 'ielts_birth_date_invalid';
  else if (!dateOfBirth && !kept?.dateOfBirth) fields.date_of_birth = 'ielts_birth_date_required';
  if (passport && !idNumberValid(passport)) fields.passport = 'ielts_id_number_invalid';
  else if (!passport && !kept?.passport.trim()) fields.passport = 'ielts_id_number_required';
  if (Object.keys(fields).length) throw badRequest(fields);
  return { ...(dateOfBirth ? { dateOfBirth } : {}), ...(passport ? { passport } : {}) };
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
  notificationsPending();
}

/** Cancels a registration inside a transaction: its payments closed, its seat in the date's class let go. */
export async function cancelInTx(tx: Tx, reg: IeltsRegistrationRow, now: Date) {
  await tx.update(ieltsRegistrations).set({ status: 'canceled' }).where(eq(ieltsRegistrations.id, reg.id));
  await notifyIeltsStatus(tx, reg, { status: 'canceled' }, now);
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

/** Refunds a paid payment, cancels a pending one (giving its code's use back). */
export async function closePayment(tx: Tx, p: PaymentRow) {
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

/** Seats held on a date: its registrations that are not canceled. */
export async function seatsTaken(tx: Tx, examDateId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(ieltsRegistrations)
    .where(and(eq(ieltsRegistrations.examDateId, examDateId), ne(ieltsRegistrations.status, 'canceled')));
  return row?.n ?? 0;
}

/** Why a date takes no registration (400 on exam_date_id), or nothing. */
export function refuseDate(date: IeltsExamDateRow, testActive: boolean, taken: number, today: string): void {
  if (date.status === 'canceled') throw badRequest({ exam_date_id: 'ielts_date_canceled' });
  if (date.examDate < today) throw badRequest({ exam_date_id: 'ielts_date_past' });
  if (date.status === 'closed') throw badRequest({ exam_date_id: 'ielts_date_closed' });
  if (!testActive) throw badRequest({ exam_date_id: 'ielts_test_inactive' });
  if (taken >= date.capacity) throw badRequest({ exam_date_id: 'ielts_date_full' });
}
