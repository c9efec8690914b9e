import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UpdateQuestionInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const QuestionUpdateMutation = graphql(`
  mutation QuestionUpdateMutation($input: UpdateQuestionInput!) {
    updateQuestion(input: $input) {
      question {
        id
        store
        version
        ...QuestionForm_question
        ...QuestionTable_questions
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Saves a question. The saved question updates its cached entry; when the edit made a new version (an
 * answered question), the old version now has a successor and the lists show the new one: both are dropped.
 */
export function useUpdateQuestion() {
  const { t } = useTranslation();
  const [mutate] = useMutation(QuestionUpdateMutation);
  return useCallback(
    async (input: UpdateQuestionInput) => {
      const result = await settle(
        mutate({
          variables: { input },
          update(cache, { data }) {
            const saved = data?.updateQuestion.question;
            if (!saved) return;
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'questions' });
            if (saved.id !== input.id)
              cache.evict({ id: cache.identify({ __typename: 'Question', id: input.id }) });
            cache.gc();
          },
        }),
      );
      const payload = result?.data?.updateQuestion;
      const saved = payload?.question;
      if (saved)
        toast.success(
          saved.id !== input.id
            ? t('questions.savedNewVersion', { version: saved.version })
            : t('questions.saved'),
        );
      return { question: saved ?? null, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
