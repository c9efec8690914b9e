import type { GatewayContext } from '../../context.js';
import { inputField, toGraphQLError, type FieldError } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';
import { RestError } from '../../rest/client.js';
import { languageOf } from '../bank/api.js';
import { saveInputField, toRestSaves } from './answers.js';

/**
 * Runs a write of the runner: the answer on success; a refusal the student can act on as `errors`: 400 field
 * errors with the REST paths renamed by `field`, and a 409 (not open yet, past the deadline, rules not
 * accepted, already submitted, out of time) as an error on the input as a whole with the API's message.
 * Anything else (no token, not allowed, unknown, backend down) stays a GraphQL error.
 */
async function examWrite<T extends object>(
  run: () => Promise<T>,
  field: (restField: string) => string | null = inputField,
  onConflict?: (message: string) => Promise<object>,
): Promise<(T & { errors: FieldError[] }) | { errors: FieldError[] }> {
  try {
    return { ...(await run()), errors: [] };
  } catch (error) {
    if (error instanceof RestError && error.body) {
      const { errors, message } = error.body;
      if (error.status === 400 && errors && Object.keys(errors).length) {
        return { errors: Object.entries(errors).map(([f, messages]) => ({ field: field(f), messages })) };
      }
      if (error.status === 409) {
        const more = onConflict ? await onConflict(message) : {};
        return { ...more, errors: [{ field: null, messages: [message] }] };
      }
    }
    throw toGraphQLError(error);
  }
}

const attemptId = (id: string) => toId(id, 'attemptId');

/** The attempt as it now stands after a refused save (submitted when its time ran out). */
async function reread(ctx: GatewayContext, id: number) {
  ctx.loaders.exams.attempt.clear(id);
  const row = await ctx.loaders.exams.attempt.load(id);
  return { saved: [], attempt: row instanceof Error ? null : row };
}

export const examMutations: MutationResolvers = {
  acceptExamRules: (_, { input }, ctx) =>
    examWrite(async () => {
      const row = await ctx.rest.post('user-exam-agreement/', {
        body: { assignment_id: toId(input.assignmentId, 'assignmentId') },
      });
      return { agreedAt: row.agreed_at };
    }),

  startAttempt: (_, { input }, ctx) =>
    examWrite(async () => {
      const attempt = await ctx.rest.post('user-exam/', {
        body: { assignment_id: toId(input.assignmentId, 'assignmentId') },
      });
      ctx.loaders.exams.attempt.prime(attempt.id, attempt);
      return { attempt: attempt };
    }),

  saveAnswers: async (_, { input }, ctx) => {
    const id = attemptId(input.attemptId);
    const sent = toRestSaves(input.answers, languageOf(ctx.rest.acceptLanguage), (partId) =>
      toId(partId, 'partId'),
    );
    if ('errors' in sent) return { saved: [], attempt: null, errors: sent.errors };
    const result = await examWrite(
      async () => {
        const json = await ctx.rest.post('user-exam/{id}/answers', {
          params: { id },
          body: { answers: sent.answers },
        });
        return { saved: json.saved, attempt: json.attempt };
      },
      (field) => saveInputField(field, input.answers),
      () => reread(ctx, id),
    );
    return { saved: [], attempt: null, ...result };
  },

  recordExamExit: (_, { input }, ctx) =>
    examWrite(async () => {
      const id = attemptId(input.attemptId);
      const attempt = await ctx.rest.post('user-exam/{id}/exits', {
        params: { id },
        body: { event_id: input.eventId },
      });
      return { attempt: attempt };
    }),

  submitAttempt: (_, { input }, ctx) =>
    examWrite(async () => {
      const id = attemptId(input.attemptId);
      const attempt = await ctx.rest.post('user-exam/{id}/submit', { params: { id } });
      return { attempt: attempt };
    }),
};
