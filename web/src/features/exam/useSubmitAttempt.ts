import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ExamSubmitAttemptMutation } from '../../gql/graphql';
import { SubmitAttemptMutation } from './examDocuments';
import { isRetryable, messageOf } from './transport';

export type SubmittedAttempt = NonNullable<ExamSubmitAttemptMutation['submitAttempt']['attempt']>;

/** Submits the attempt (the runner flushes its queue first); keyed parts are scored at once. */
export function useSubmitAttempt() {
  const [mutate] = useMutation(SubmitAttemptMutation, { context: { silent: true } });
  return useCallback(
    async (
      attemptId: string,
    ): Promise<{ attempt: SubmittedAttempt | null; errors: string[]; retryable: boolean }> => {
      try {
        const { data } = await mutate({ variables: { input: { attemptId } } });
        const payload = data?.submitAttempt;
        return {
          attempt: payload?.attempt ?? null,
          errors: payload?.errors.flatMap((e) => e.messages) ?? [],
          retryable: false,
        };
      } catch (error) {
        const message = messageOf(error);
        return { attempt: null, errors: message ? [message] : [], retryable: isRetryable(error) };
      }
    },
    [mutate],
  );
}
