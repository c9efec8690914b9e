import { useMutation } from '@apollo/client/react';
import type { Interaction } from '@lms/domain/questions';
import { useCallback } from 'react';
import { getFragmentData } from '../../gql';
import type { AnswerSaveInput, ExamSaveAnswersMutation } from '../../gql/graphql';
import { answerInput } from './answers';
import type { SendOutcome } from './answerSender';
import { SaveAnswersMutation, SavedAnswerFragment } from './examDocuments';
import type { PendingSave } from './examStore';
import { isRetryable, messageOf, saveIndexOf } from './transport';

export type SavePayloadAttempt = NonNullable<ExamSaveAnswersMutation['saveAnswers']['attempt']>;

/**
 * `saveAnswers` for the sender: the queue's saves in one call, the answer read as the sender needs it. No
 * toast (the page shows saved / saving / offline), no cache write (the runner holds the answers).
 */
export function useSaveAnswers(
  interactions: Readonly<Record<string, Interaction>>,
  onAttempt: (attempt: SavePayloadAttempt) => void,
) {
  const [mutate] = useMutation(SaveAnswersMutation, { context: { silent: true }, fetchPolicy: 'no-cache' });
  return useCallback(
    async (attemptId: string, saves: PendingSave[]): Promise<SendOutcome> => {
      const sent = saves.flatMap((save) => {
        const answer = answerInput(interactions[save.partId] ?? 'none', save.answer);
        return answer ? [{ save, input: { partId: save.partId, seq: save.seq, answer } }] : [];
      });
      const answers: AnswerSaveInput[] = sent.map((s) => s.input);
      try {
        const { data } = await mutate({ variables: { input: { attemptId, answers } } });
        const payload = data?.saveAnswers;
        if (!payload) return { kind: 'retry' };
        if (payload.attempt) onAttempt(payload.attempt);
        const saved = payload.saved.map((s) => {
          const held = getFragmentData(SavedAnswerFragment, s);
          return { partId: String(held.partId), seq: held.seq };
        });
        const rejected = payload.errors.flatMap((e) => {
          const index = saveIndexOf(e.field);
          const save = index === null ? undefined : sent[index]?.save;
          return save ? [{ partId: save.partId, seq: save.seq, messages: e.messages }] : [];
        });
        // Passages take no answer: they leave the queue as if held.
        const skipped = saves
          .filter((save) => !sent.some((s) => s.save === save))
          .map((save) => ({ partId: save.partId, seq: save.seq }));
        const general = payload.errors.filter((e) => saveIndexOf(e.field) === null);
        const closed = payload.attempt && payload.attempt.status !== 'UNFINISHED';
        if (closed)
          return {
            kind: 'ok',
            saved: [...saved, ...skipped],
            rejected,
            closed: { message: general.flatMap((e) => e.messages)[0] ?? null },
          };
        if (general.length && saved.length === 0 && rejected.length === 0)
          return { kind: 'stop', message: general.flatMap((e) => e.messages)[0] ?? null };
        return { kind: 'ok', saved: [...saved, ...skipped], rejected };
      } catch (error) {
        return isRetryable(error) ? { kind: 'retry' } : { kind: 'stop', message: messageOf(error) };
      }
    },
    [mutate, interactions, onAttempt],
  );
}
