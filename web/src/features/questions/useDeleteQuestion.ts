import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { toast } from '../../ui/toast';

const QuestionDeleteMutation = graphql(`
  mutation QuestionDeleteMutation($input: DeleteBankItemInput!) {
    deleteQuestion(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Deletes a question nobody has answered: it leaves the cache and the lists reload their pages and totals.
 * A refusal (an answered question) says why in one toast.
 */
export function useDeleteQuestion() {
  const { t } = useTranslation();
  const [mutate] = useMutation(QuestionDeleteMutation, {
    context: { silent: true },
    update(cache, { data }) {
      const id = data?.deleteQuestion.deletedId;
      if (id === null || id === undefined) return;
      cache.evict({ id: cache.identify({ __typename: 'Question', id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'questions' });
      cache.gc();
    },
  });
  return useCallback(
    async (id: string) => {
      let reason: string | undefined;
      const result = await mutate({ variables: { input: { id } } }).catch((error: unknown) => {
        reason = error instanceof Error ? error.message : undefined;
        return null;
      });
      const payload = result?.data?.deleteQuestion;
      const deleted = payload?.deletedId !== null && payload?.deletedId !== undefined;
      if (deleted) toast.success(t('questions.deleted'));
      else
        toast.error(
          t('questions.deleteFailed'),
          reason ?? payload?.errors.flatMap((e) => e.messages).join(' '),
        );
      return deleted;
    },
    [mutate, t],
  );
}
