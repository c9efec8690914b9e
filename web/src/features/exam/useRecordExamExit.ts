import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ExamRecordExitMutation } from '../../gql/graphql';
import type { ExitOutcome } from './answerSender';
import { RecordExamExitMutation } from './examDocuments';
import type { PendingExit } from './examStore';
import { isRetryable, messageOf } from './transport';

export type ExitPayloadAttempt = NonNullable<ExamRecordExitMutation['recordExamExit']['attempt']>;

/** `recordExamExit` for the sender: one full-screen exit, counted once per event id however often sent. */
export function useRecordExamExit(onAttempt: (attempt: ExitPayloadAttempt) => void) {
  const [mutate] = useMutation(RecordExamExitMutation, { context: { silent: true } });
  return useCallback(
    async (exit: PendingExit): Promise<ExitOutcome> => {
      try {
        const { data } = await mutate({
          variables: { input: { attemptId: exit.attemptId, eventId: exit.eventId } },
        });
        const payload = data?.recordExamExit;
        if (!payload) return { kind: 'retry' };
        const message = payload.errors.flatMap((e) => e.messages)[0] ?? null;
        if (!payload.attempt) return { kind: 'stop', message };
        onAttempt(payload.attempt);
        return payload.attempt.status === 'UNFINISHED' ? { kind: 'ok' } : { kind: 'ok', closed: { message } };
      } catch (error) {
        return isRetryable(error) ? { kind: 'retry' } : { kind: 'stop', message: messageOf(error) };
      }
    },
    [mutate, onAttempt],
  );
}
