import { gatewayError, refused, withFieldErrors } from '../../errors.js';
import type { MutationResolvers, QuestionPartInput } from '../../generated/resolvers.js';
import { toId, toIds } from '../../input.js';
import type { GatewayContext } from '../../context.js';
import { languageOf, partFieldErrors, questionInputField, toRestPart } from './part-input.js';

/** Parts of a type as the REST API takes them, or the input's mistakes when a part fills the wrong field. */
function restParts(ctx: GatewayContext, type: string, parts: readonly QuestionPartInput[]) {
  const errors = partFieldErrors(type, parts, languageOf(ctx.rest.acceptLanguage));
  return errors.length ? { errors } : { parts: parts.map((part) => toRestPart(type, part)) };
}

const mediaId = (id: string | null | undefined) => (id ? toId(id, 'mediaId') : null);

export const questionMutations: MutationResolvers = {
  createQuestion: async (_, { input }, ctx) => {
    const sent = restParts(ctx, input.type, input.parts);
    if (sent.errors) return refused(sent.errors);
    return withFieldErrors(
      async () => {
        const question = await ctx.rest.post('question/', {
          body: {
            title: input.title,
            question_type: input.type,
            content: input.instructions ?? '',
            transcript: input.transcript ?? '',
            description: input.description ?? '',
            topic_group: input.topicGroup ?? 'other',
            visibility: input.visibility ?? 0,
            media_id: mediaId(input.mediaId),
            tag_ids: toIds(input.tagIds ?? [], 'tagIds'),
            parts: sent.parts,
          },
        });
        ctx.loaders.bank.question.prime(question.id, question);
        return { question };
      },
      { field: (field) => questionInputField(field, input.parts, input.type), conflictOnInput: true },
    );
  },

  updateQuestion: async (_, { input }, ctx) => {
    const id = toId(input.id);
    let type = input.type ?? null;
    let parts: ReturnType<typeof toRestPart>[] | undefined;
    if (input.parts) {
      // Parts sent without a type are the question's own type's: read it only when one needs it.
      if (type === null && input.parts.some((part) => !part.type)) {
        type = (await ctx.loaders.bank.question.load(id))?.question_type ?? null;
        if (type === null) throw gatewayError('NOT_FOUND', 'This question does not exist');
      }
      const sent = restParts(ctx, type ?? '', input.parts);
      if (sent.errors) return refused(sent.errors);
      parts = sent.parts;
    }
    return withFieldErrors(
      async () => {
        const question = await ctx.rest.put('question/{id}/', {
          params: { id },
          body: {
            ...(input.title != null ? { title: input.title } : {}),
            ...(input.type != null ? { question_type: input.type } : {}),
            ...(input.instructions != null ? { content: input.instructions } : {}),
            ...(input.transcript != null ? { transcript: input.transcript } : {}),
            ...(input.description != null ? { description: input.description } : {}),
            ...(input.topicGroup != null ? { topic_group: input.topicGroup } : {}),
            ...(input.visibility != null ? { visibility: input.visibility } : {}),
            ...('mediaId' in input ? { media_id: mediaId(input.mediaId) } : {}),
            ...(input.tagIds != null ? { tag_ids: toIds(input.tagIds, 'tagIds') } : {}),
            ...(parts ? { parts } : {}),
          },
        });
        // A new version has a new id; the old one now points at it.
        ctx.loaders.bank.question.clear(id).prime(question.id, question);
        return { question };
      },
      { field: (field) => questionInputField(field, input.parts ?? [], type ?? ''), conflictOnInput: true },
    );
  },

  deleteQuestion: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const id = toId(input.id);
        await ctx.rest.delete('question/{id}/', { params: { id } });
        return { deletedId: id };
      },
      { conflictOnInput: true },
    ),

  copyQuestion: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const question = await ctx.rest.post('question-part/duplicate/', {
          body: { question_id: toId(input.questionId, 'questionId') },
        });
        ctx.loaders.bank.question.prime(question.id, question);
        return { question };
      },
      { field: (field) => (field === 'question_id' ? 'questionId' : field), conflictOnInput: true },
    ),
};
