import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers, PromotionCodeResolvers, QueryResolvers } from '../../generated/resolvers.js';
import { pageQuery, toId, toPage } from '../../input.js';
import { present, text } from './input.js';

export const PromotionCode: PromotionCodeResolvers = {
  discountKind: (c) => c.discount_kind,
  discountValue: (c) => c.discount_value,
  usageLimit: (c) => c.usage_limit,
  usedCount: (c) => c.used_count,
  createdAt: (c) => c.created_at,
  expiresAt: (c) => c.expires_at,
};

export const promotionCodeQueries: QueryResolvers = {
  promotionCodes: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/promotion-codes/', {
      query: { ...paging, status: filter?.status ?? undefined, search: text(filter?.search) },
    });
    return toPage(json, paging);
  },
};

export const promotionCodeMutations: MutationResolvers = {
  createPromotionCode: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      promotionCode: await ctx.rest.post('ielt/promotion-codes/', {
        body: {
          title: input.title,
          code: input.code,
          discount_kind: input.discountKind,
          discount_value: input.discountValue,
          usage_limit: input.usageLimit ?? null,
          expires_at: input.expiresAt,
          status: input.status ?? 'active',
        },
      }),
    })),

  updatePromotionCode: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      promotionCode: await ctx.rest.put('ielt/promotion-codes/{id}/', {
        params: { id: toId(input.id) },
        body: {
          ...present({
            title: input.title,
            discount_kind: input.discountKind,
            discount_value: input.discountValue,
            expires_at: input.expiresAt,
            status: input.status,
          }),
          // An explicit null lifts the limit.
          ...(input.usageLimit !== undefined ? { usage_limit: input.usageLimit } : {}),
        },
      }),
    })),
};
