import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
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
    forget: (cache, id) => {
      cache.evict({ id: cache.identify({ __typename: 'Question', id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'questions' });
      cache.gc();
    },
    deleted: () => t('questions.deleted'),
    failed: t('questions.deleteFailed'),
  });
}
