import type { GatewayContext } from '../../context.js';
import { inputField, orNull, withFieldErrors } from '../../errors.js';
import type {
  AnswerErrorTagResolvers,
  MarkingDraftResolvers,
  MarkingPresenceResolvers,
  MarkingResolvers,
  MutationResolvers,
  PartMarkInput,
  PartMarkResolvers,
  QueryResolvers,
  ReturnedPartMarkResolvers,
} from '../../generated/resolvers.js';
import { toId } from '../../input.js';
import { errorTagById } from '../bank/api.js';
import { staffById } from '../users/api.js';

/**
 * Marking an attempt (issue 13, docs/design.md section 9): `user-exam/{id}/marking` read, its draft written as the
 * marker goes, and the work returned. Roles by `@auth`; the class (own, assigned, any) by the backend.
 */
const person = (ctx: GatewayContext, id: number | null) => (id === null ? null : staffById(ctx, id));

export const Marking: MarkingResolvers = {
  attemptId: (m) => m.user_exam_id,
  markedBy: (m, _, ctx) => person(ctx, m.marked_by),
  markedAt: (m) => m.marked_at,
};

export const MarkingDraft: MarkingDraftResolvers = {
  updatedBy: (d, _, ctx) => person(ctx, d.updated_by),
  updatedAt: (d) => d.updated_at,
};

const partMark = {
  partId: (p: { question_part_id: number }) => p.question_part_id,
  errorTags: (p: { error_tags: { error_tag_id: number; note: string }[] }) => p.error_tags,
};
export const PartMark: PartMarkResolvers = partMark;
export const ReturnedPartMark: ReturnedPartMarkResolvers = {
  ...partMark,
  markedBy: (p) => p.marked_by,
  maxScore: (p) => p.max_score,
};

export const AnswerErrorTag: AnswerErrorTagResolvers = {
  errorTagId: (t) => t.error_tag_id,
  errorTag: (t, _, ctx) => errorTagById(ctx, t.error_tag_id),
};

export const markingQueries: QueryResolvers = {
  /** Null for an attempt that does not exist; another class's attempt stays FORBIDDEN. */
  marking: (_, { attemptId }, ctx) =>
    orNull(() => ctx.rest.get('user-exam/{id}/marking', { params: { id: toId(attemptId, 'attemptId') } })),
};

/** `parts.0.question_part_id` -> `parts.0.partId`, `parts.0.error_tags.1.error_tag_id` -> `…errorTags.1.errorTagId`. */
const markField = (restField: string) => inputField(restField.replace(/\.question_part_id$/, '.part_id'));

/** A comment or error tags left out keep the draft's (another marker's, issue 26 point 5). */
const toRestPart = (p: PartMarkInput, i: number) => ({
  question_part_id: toId(p.partId, `parts.${i}.partId`),
  score: p.score ?? null,
  ...(p.comment != null ? { comment: p.comment } : {}),
  ...(p.errorTags != null
    ? {
        error_tags: p.errorTags.map((t, j) => ({
          error_tag_id: toId(t.errorTagId, `parts.${i}.errorTags.${j}.errorTagId`),
          note: t.note ?? '',
        })),
      }
    : {}),
});

export const MarkingPresence: MarkingPresenceResolvers = {
  markerId: (p) => p.id,
  seenAt: (p) => p.seen_at,
};

export const markingMutations: MutationResolvers = {
  /** The heartbeat of a marking page (issue 26 point 5); the class's markers by the backend (FORBIDDEN). */
  markingPresence: async (_, { input }, ctx) => {
    const answer = await ctx.rest.post('user-exam/{id}/marking/presence', {
      params: { id: toId(input.attemptId, 'attemptId') },
    });
    return { markers: answer.markers, errors: [] };
  },

  leaveMarking: async (_, { input }, ctx) => {
    await ctx.rest.delete('user-exam/{id}/marking/presence', {
      params: { id: toId(input.attemptId, 'attemptId') },
    });
    return { markers: [], errors: [] };
  },

  saveMarkingDraft: async (_, { input }, ctx) => {
    const result = await withFieldErrors(
      async () => {
        const marking = await ctx.rest.put('user-exam/{id}/marking', {
          params: { id: toId(input.attemptId, 'attemptId') },
          body: {
            ...(input.comment != null ? { comment: input.comment } : {}),
            parts: (input.parts ?? []).map(toRestPart),
          },
        });
        return { marking };
      },
      { field: markField, conflictOnInput: true },
    );
    return { marking: null, ...result };
  },

  /** A refusal (409: not returned, asked or started already, deadline passed) is an error on the whole input. */
  requestRedo: async (_, { input }, ctx) => {
    const result = await withFieldErrors(
      async () => {
        const asked = await ctx.rest.post('user-exam/{id}/redo', {
          params: { id: toId(input.attemptId, 'attemptId') },
          body: { note: input.note ?? '' },
        });
        return { result: asked };
      },
      { conflictOnInput: true },
    );
    return { result: null, ...result };
  },

  returnAttempt: async (_, { input }, ctx) => {
    const result = await withFieldErrors(
      async () => {
        const marking = await ctx.rest.post('user-exam/{id}/marking/return', {
          params: { id: toId(input.attemptId, 'attemptId') },
          body: { confirm_unmarked: input.confirmUnmarked ?? false },
        });
        return { marking };
      },
      { conflictOnInput: true },
    );
    return { marking: null, ...result };
  },
};
