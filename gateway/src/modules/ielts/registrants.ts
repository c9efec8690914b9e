import type { GatewayContext } from '../../context.js';
import { gatewayError, orNull } from '../../errors.js';
import type { IeltsRegistrantResolvers, QueryResolvers } from '../../generated/resolvers.js';
import { pageQuery, toId, toPage } from '../../input.js';
import { flag, text } from './input.js';

export const IeltsRegistrant: IeltsRegistrantResolvers = {
  dateOfBirth: (r) => r.date_of_birth,
  isLmsStudent: (r) => r.is_lms_student,
  registrationCount: (r) => r.registration_count,
  createdAt: (r) => r.created_at,
};

/** A registration's or a payment's candidate: one batched call (`ielt/registrants/?ids=`). */
export const candidateOf = async (id: number, ctx: GatewayContext) => {
  const found = await ctx.loaders.ielts.registrant.load(id);
  if (!found) throw gatewayError('NOT_FOUND', 'The candidate is not visible to you');
  return found;
};

export const ieltsRegistrantQueries: QueryResolvers = {
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
};
