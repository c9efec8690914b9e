import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classStudents, ieltsExamDates, ieltsRegistrations, payments, users } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../http/errors.js';
import { paymentMail } from '../../mail/ielts.js';
import type { Mailer } from '../../mail/mailer.js';
import { membershipsChanged } from '../../policies/memberships.js';
import { cancelInTx, closePayment } from './registrations.js';
import { ensureSittingClass } from './sittings.js';
import { notifyIeltsStatus } from '../notification-events.js';
import { notificationsPending } from '../notifications.js';

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
  opts: ConfirmOptions & { webOrigin: string },
) {
  const done = await transaction(db, (tx) => confirmPaymentInTx(tx, paymentId, opts));
  notificationsPending();
  if (done) await mailer.send(paymentMail(done, opts.webOrigin));
}

export interface ConfirmOptions {
  amount: number;
  method: 'bank_transfer' | 'cash';
  adminId: number;
  now: Date;
}

/**
 * `confirmPayment`'s work inside the caller's transaction (the statement import records its row in the same
 * one); answers what the payment mail needs, or null when there is nothing to mail.
 */
export async function confirmPaymentInTx(tx: Tx, paymentId: number, opts: ConfirmOptions) {
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
  await tx.update(ieltsRegistrations).set({ status: 'unfinished' }).where(eq(ieltsRegistrations.id, reg.id));
  // The payment mail tells it already: the notification shows in the centre only.
  await notifyIeltsStatus(tx, reg, { payment: 'paid', paymentId: p.id, invoice: p.invoice }, opts.now, {
    mailedByEvent: true,
  });
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
  notificationsPending();
}
