import { withFieldErrors } from '../../errors.js';
import type { QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';
import { RestError } from '../../rest/client.js';

const flag = (v: boolean | null | undefined) =>
  v == null ? undefined : v ? ('true' as const) : ('false' as const);
const text = (v: string | null | undefined) => v?.trim() || undefined;

/** A 404 reads as null (unknown, or not the caller's). */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return null;
    throw error;
  }
}

export const ieltsQueries: QueryResolvers = {
  ieltsOpenExamDates: async (_, { page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    return toPage(await ctx.rest.get('ielt/open-dates/', { query: paging }), paging);
  },

  ieltsTests: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/tests/', {
      query: { ...paging, active: flag(filter?.active), search: text(filter?.search) },
    });
    for (const t of json.results) ctx.loaders.ielts.test.prime(t.id, t);
    return toPage(json, paging);
  },

  ieltsTest: (_, { id }, ctx) => orNull(() => ctx.rest.get('ielt/tests/{id}/', { params: { id: toId(id) } })),

  ieltsExamDates: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/dates/', {
      query: {
        ...paging,
        status: filter?.status ?? undefined,
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        test_ids: idFilter(filter?.testIds, 'filter.testIds'),
      },
    });
    return toPage(json, paging);
  },

  ieltsExamDate: (_, { id }, ctx) =>
    orNull(() => ctx.rest.get('ielt/dates/{id}/', { params: { id: toId(id) } })),

  ieltsRegistrants: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/registrants/', {
      query: { ...paging, search: text(filter?.search), is_lms_student: flag(filter?.isLmsStudent) },
    });
    for (const r of json.results) ctx.loaders.ielts.registrant.prime(r.id, r);
    return toPage(json, paging);
  },

  ieltsRegistrant: (_, { id }, ctx) =>
    orNull(() => ctx.rest.get('ielt/registrants/{id}/', { params: { id: toId(id) } })),

  ieltsRegistrations: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/', {
      query: {
        ...paging,
        exam_date_ids: idFilter(filter?.examDateIds, 'filter.examDateIds'),
        candidate_ids: idFilter(filter?.candidateIds, 'filter.candidateIds'),
        status: filter?.status ?? undefined,
        examiner_id: filter?.examinerId ? toId(filter.examinerId, 'filter.examinerId') : undefined,
        search: text(filter?.search),
      },
    });
    return toPage(json, paging);
  },

  ieltsRegistration: (_, { id }, ctx) =>
    orNull(() => ctx.rest.get('ielt/{id}/', { params: { id: toId(id) } })),

  ieltsPayments: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/payment/', {
      query: {
        ...paging,
        status: filter?.status ?? undefined,
        exam_date_ids: idFilter(filter?.examDateIds, 'filter.examDateIds'),
        search: text(filter?.search),
      },
    });
    return toPage(json, paging);
  },

  promotionCodes: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/promotion-codes/', {
      query: { ...paging, status: filter?.status ?? undefined, search: text(filter?.search) },
    });
    return toPage(json, paging);
  },

  ieltsQuote: (_, { examDateId, promotionCode }, ctx) =>
    withFieldErrors(async () => ({
      quote: await ctx.rest.get('ielt/quote', {
        query: { exam_date_id: toId(examDateId, 'examDateId'), promotion_code: text(promotionCode) },
      }),
    })),
};
