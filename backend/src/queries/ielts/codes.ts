import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { promotionCodes } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/pagination.js';

type Reader = Db | Tx;

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
