import { orNull, withFieldErrors } from '../../errors.js';
import type { IeltsExamDateResolvers, MutationResolvers, QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';
import { optionalId, present } from './input.js';

export const IeltsExamDate: IeltsExamDateResolvers = {
  examDate: (d) => d.exam_date,
  skillPackage: (d) => d.skill_package,
  unitPrice: (d) => d.unit_price,
  registeredCount: (d) => d.registered_count,
  seatsLeft: (d) => d.seats_left,
  classId: (d) => d.class_id,
  createdAt: (d) => d.created_at,
};

export const ieltsExamDateQueries: QueryResolvers = {
  ieltsOpenExamDates: async (_, { page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    return toPage(await ctx.rest.get('ielt/open-dates/', { query: paging }), paging);
  },

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
};

export const ieltsExamDateMutations: MutationResolvers = {
  createIeltsExamDate: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      examDate: await ctx.rest.post('ielt/dates/', {
        body: {
          exam_date: input.examDate,
          shift: input.shift,
          test_id: toId(input.testId, 'testId'),
          description: input.description ?? '',
          skill_package: input.skillPackage,
          format: input.format ?? 'computer',
          status: input.status ?? 'open',
          unit_price: input.unitPrice,
          capacity: input.capacity,
        },
      }),
    })),

  updateIeltsExamDate: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      examDate: await ctx.rest.put('ielt/dates/{id}/', {
        params: { id: toId(input.id) },
        body: present({
          exam_date: input.examDate,
          shift: input.shift,
          test_id: optionalId(input.testId, 'testId'),
          description: input.description,
          skill_package: input.skillPackage,
          format: input.format,
          status: input.status,
          unit_price: input.unitPrice,
          capacity: input.capacity,
        }),
      }),
    })),
};
