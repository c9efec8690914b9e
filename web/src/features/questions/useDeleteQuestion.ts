import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetRow } from '../../shared/cache';
import { useDeleteById } from '../../shared/useDeleteById';

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
  return useDeleteById(QuestionDeleteMutation, {
    payload: (data) => data.deleteQuestion,
    forget: (cache, id) => forgetRow(cache, 'Question', id, 'questions'),
    deleted: () => t('questions.deleted'),
    failed: t('questions.deleteFailed'),
  });
}
