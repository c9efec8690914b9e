import { invoicesInTransferText } from '@lms/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PaymentRow } from '../../db/rows.js';
import { bankTransfers, payments } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import type { StatementTransfer } from '../../import/statement.js';
import { paymentMail } from '../../mail/ielts.js';
import type { Mailer } from '../../mail/mailer.js';
import { confirmPaymentInTx } from './payments.js';

/** What became of a statement row: a match (confirmed on commit) or why it is only listed. */
export const STATEMENT_OUTCOMES = [
  'match',
  'confirmed',
  'no_invoice',
  'several_invoices',
  'unknown_invoice',
  'amount_mismatch',
  'already_imported',
  'already_paid',
  'payment_closed',
  'duplicate_in_statement',
] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

export interface ReconciledTransfer {
  transfer: StatementTransfer;
  outcome: StatementOutcome;
  /** The invoice the description names, when it names one. */
  invoice: string | null;
  payment: PaymentRow | null;
}

/**
 * Matches a statement's transfers to open invoices by number and amount (docs/design.md section 10). Only an
 * exact match is confirmed: the description names one invoice, the amount is the invoice's, the payment is
 * pending and the row was not used before. On a commit (`dryRun` false) each match is confirmed in its own
 * transaction with its row recorded (unique row key), so a statement imported twice, or by two administrators
 * at once, confirms nothing twice; the confirmation mails go out after each commit.
 */
export async function reconcileStatement(
  db: Db,
  mailer: Mailer,
  transfers: StatementTransfer[],
  opts: { dryRun: boolean; adminId: number; now: Date; webOrigin: string },
): Promise<ReconciledTransfer[]> {
  const named = transfers.map((t) => invoicesInTransferText(t.description));
  const invoices = [...new Set(named.flat())];
  const byInvoice = new Map(
    (invoices.length ? await db.select().from(payments).where(inArray(payments.invoice, invoices)) : []).map(
      (p) => [p.invoice, p],
    ),
  );
  const keys = transfers.map((t) => t.key);
  const used = new Set(
    (keys.length
      ? await db
          .select({ key: bankTransfers.rowKey })
          .from(bankTransfers)
          .where(inArray(bankTransfers.rowKey, keys))
      : []
    ).map((r) => r.key),
  );

  const claimed = new Set<number>();
  const rows = transfers.map((transfer, i): ReconciledTransfer => {
    const found = named[i]!;
    const invoice = found.length === 1 ? found[0]! : null;
    const payment = invoice ? (byInvoice.get(invoice) ?? null) : null;
    const outcome = ((): StatementOutcome => {
      if (used.has(transfer.key)) return 'already_imported';
      if (!found.length) return 'no_invoice';
      if (found.length > 1) return 'several_invoices';
      if (!payment) return 'unknown_invoice';
      if (transfer.amount !== payment.amount) return 'amount_mismatch';
      if (payment.status === 'paid') return 'already_paid';
      if (payment.status !== 'pending') return 'payment_closed';
      if (claimed.has(payment.id)) return 'duplicate_in_statement';
      claimed.add(payment.id);
      return 'match';
    })();
    return { transfer, outcome, invoice, payment };
  });
  if (opts.dryRun) return rows;

  for (const r of rows) {
    if (r.outcome !== 'match') continue;
    const { transfer, payment } = r;
    const result = await transaction(db, async (tx) => {
      const [recorded] = await tx
        .insert(bankTransfers)
        .values({
          rowKey: transfer.key,
          paymentId: payment!.id,
          amount: transfer.amount,
          reference: transfer.reference,
          description: transfer.description,
          transferredOn: transfer.date,
          importedBy: opts.adminId,
          createdAt: opts.now,
        })
        .onConflictDoNothing()
        .returning({ id: bankTransfers.id });
      if (!recorded) return { outcome: 'already_imported' as const, mail: null };
      const [current] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, payment!.id))
        .for('update');
      // Confirmed (at the desk, by another import) or closed meanwhile: the row is not recorded after all.
      if (current?.status !== 'pending')
        throw new NotOpen(current?.status === 'paid' ? 'already_paid' : 'payment_closed');
      const mail = await confirmPaymentInTx(tx, payment!.id, {
        amount: transfer.amount,
        method: 'bank_transfer',
        adminId: opts.adminId,
        now: opts.now,
      });
      return { outcome: 'confirmed' as const, mail };
    }).catch((error: unknown) => {
      if (error instanceof NotOpen) return { outcome: error.outcome, mail: null };
      throw error;
    });
    r.outcome = result.outcome;
    if (result.mail) await mailer.send(paymentMail(result.mail, opts.webOrigin));
  }
  return rows;
}

/** Rolls a row's transaction back: the payment is no longer open. */
class NotOpen extends Error {
  constructor(readonly outcome: 'already_paid' | 'payment_closed') {
    super(outcome);
  }
}
