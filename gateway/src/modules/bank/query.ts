import type { QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';

export const bankQueries: QueryResolvers = {
  questionRegistry: (_, __, ctx) => ctx.loaders.bank.registry(),

  tags: async (_, { store, ownerId, search, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('tag/', {
      query: {
        ...paging,
        store: store ?? undefined,
        owner_id: ownerId ? toId(ownerId, 'ownerId') : undefined,
        search: search ?? undefined,
      },
    });
    for (const tag of json.results) ctx.loaders.bank.tag.prime(tag.id, tag);
    return toPage(json, paging);
  },

  questions: async (_, a, ctx) => {
    const paging = pageQuery(a.page ?? 1, a.pageSize ?? 15);
    const json = await ctx.rest.get('question/', {
      query: {
        ...paging,
        store: a.store ?? undefined,
        owner_id: a.ownerId ? toId(a.ownerId, 'ownerId') : undefined,
        types: a.types?.length ? a.types.join(',') : undefined,
        topic_groups: a.topicGroups?.length ? a.topicGroups.join(',') : undefined,
        tag_ids: idFilter(a.tagIds, 'tagIds'),
        search: a.search ?? undefined,
        ordering: a.orderBy ?? undefined,
      },
    });
    for (const question of json.results) ctx.loaders.bank.question.prime(question.id, question);
    return toPage(json, paging);
  },

  question: async (_, { id }, ctx) => {
    const question = await ctx.loaders.bank.question.load(toId(id));
    return question;
  },

  exercises: async (_, a, ctx) => {
    const paging = pageQuery(a.page ?? 1, a.pageSize ?? 15);
    const json = await ctx.rest.get('exercise/', {
      query: {
        ...paging,
        store: a.store ?? undefined,
        owner_id: a.ownerId ? toId(a.ownerId, 'ownerId') : undefined,
        course_ids: idFilter(a.courseIds, 'courseIds'),
        topic_groups: a.topicGroups?.length ? a.topicGroups.join(',') : undefined,
        tag_ids: idFilter(a.tagIds, 'tagIds'),
        search: a.search ?? undefined,
        ordering: a.orderBy ?? undefined,
      },
    });
    for (const exercise of json.results) ctx.loaders.bank.exercise.prime(exercise.id, exercise);
    return toPage(json, paging);
  },

  exercise: (_, { id }, ctx) => ctx.loaders.bank.exercise.load(toId(id)),

  errorTags: async (_, { topOnly, isCommon, managerId, search, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('error-tag/', {
      query: {
        ...paging,
        top: topOnly ? 'true' : undefined,
        is_common: isCommon === null || isCommon === undefined ? undefined : isCommon ? 'true' : 'false',
        manager_id: managerId ? toId(managerId, 'managerId') : undefined,
        search: search ?? undefined,
      },
    });
    for (const tag of json.results) ctx.loaders.bank.errorTag.prime(tag.id, tag);
    return toPage(json, paging);
  },
};
