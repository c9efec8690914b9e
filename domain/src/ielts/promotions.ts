/**
 * docs/design.md section 10: promotion codes take a percentage or an amount off an exam's fee, once per
 * registration, and are refused when inactive, expired or used up.
 */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export interface PromotionTerms {
  status: 'active' | 'inactive';
  expiresAt: Date;
  usageLimit: number | null;
  usedCount: number;
}

export type PromotionRefusal = 'inactive' | 'expired' | 'used_up';

/** Why a code cannot be applied now, or null when it can. */
export function promotionRefusal(code: PromotionTerms, now: Date): PromotionRefusal | null {
  if (code.status !== 'active') return 'inactive';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'used_up';
  return null;
}

/** A code's shape: 3 to 30 upper-case letters and digits. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9]{3,30}$/;

/** What a code takes off a fee in dong: a percentage rounded to the nearest thousand, or a fixed amount. */
export function promotionDiscount(unitPrice: number, kind: DiscountKind, value: number): number {
  const off = kind === 'percent' ? Math.round((unitPrice * value) / 100 / 1000) * 1000 : value;
  return Math.min(unitPrice, Math.max(0, off));
}
