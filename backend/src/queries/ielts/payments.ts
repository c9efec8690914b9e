import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { PaymentView } from '../../db/rows.js';
import { ieltsRegistrations, payments, promotionCodes, users } from '../../db/schema.js';
import { matchesSearch } from '../../db/search.js';
import { notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/pagination.js';

type Reader = Db | Tx;

/** Payments with their promotion code. */
export function paymentsJoined(db: Reader) {
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
