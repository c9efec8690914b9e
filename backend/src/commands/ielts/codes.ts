import { promotionDiscount, promotionRefusal } from '@lms/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PromotionCodeRow } from '../../db/rows.js';
import { promotionCodes } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';

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
 * which exist. Administrators see each code's state in their own list (presenters/ielts/codes.ts).
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
