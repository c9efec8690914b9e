import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData } from '../../gql';
import type { ExamAttempt_AttemptFragment } from '../../gql/graphql';
import { AcceptExamRulesMutation, ExamAttemptFragment, StartAttemptMutation } from './examDocuments';
import { isRetryable, messageOf } from './transport';

export type StartResult =
  | { attempt: ExamAttempt_AttemptFragment; errors: [] }
  | { attempt: null; errors: string[]; retryable?: boolean };

/**
 * Accepts the rules (idempotent) and starts the attempt, or resumes the one in progress. Errors come back as
 * messages for the introduction to show (not open yet, past the deadline...).
 */
export function useStartAttempt() {
  const [accept] = useMutation(AcceptExamRulesMutation, { context: { silent: true } });
  const [start] = useMutation(StartAttemptMutation, { context: { silent: true }, fetchPolicy: 'no-cache' });
  return useCallback(
    async (assignmentId: string, acceptRules: boolean): Promise<StartResult> => {
      try {
        if (acceptRules) {
          const { data } = await accept({ variables: { input: { assignmentId } } });
          const errors = data?.acceptExamRules.errors.flatMap((e) => e.messages) ?? [];
          if (errors.length) return { attempt: null, errors };
        }
        const { data } = await start({ variables: { input: { assignmentId } } });
        const payload = data?.startAttempt;
        const attempt = payload?.attempt ? getFragmentData(ExamAttemptFragment, payload.attempt) : null;
        if (!attempt) return { attempt: null, errors: payload?.errors.flatMap((e) => e.messages) ?? [] };
        return { attempt, errors: [] };
      } catch (error) {
        const message = messageOf(error);
        return { attempt: null, errors: message ? [message] : [], retryable: isRetryable(error) };
      }
    },
    [accept, start],
  );
}
