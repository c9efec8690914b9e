import { promotionRefusal } from '@lms/domain';
import { z } from 'zod';
import type { PromotionCodeRow } from '../../db/rows.js';
import { DISCOUNT_KINDS, PROMOTION_STATUSES } from '../../db/schema.js';

export const promotionCodeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    code: z.string(),
    discount_kind: z.enum(DISCOUNT_KINDS),
    discount_value: z.number().int().describe('The percentage, or the amount in dong'),
    usage_limit: z.number().int().nullable(),
    used_count: z.number().int(),
    status: z.enum(PROMOTION_STATUSES),
    created_at: z.string(),
    expires_at: z.string(),
    usable: z.boolean().describe('Active, not expired and not used up now'),
  })
  .describe('A promotion code');
export type PromotionCodeJson = z.infer<typeof promotionCodeSchema>;

export function presentPromotionCode(c: PromotionCodeRow, now: Date): PromotionCodeJson {
  return {
    id: c.id,
    title: c.title,
    code: c.code,
    discount_kind: c.discountKind,
    discount_value: c.discountKind === 'percent' ? c.discountPercent : c.discountAmount,
    usage_limit: c.maxUses,
    used_count: c.usedCount,
    status: c.status,
    created_at: c.createdAt.toISOString(),
    expires_at: c.expiresAt.toISOString(),
    usable:
      promotionRefusal(
        { status: c.status, expiresAt: c.expiresAt, usageLimit: c.maxUses, usedCount: c.usedCount },
        now,
      ) === null,
  };
}
