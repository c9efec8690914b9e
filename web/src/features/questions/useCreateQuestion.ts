import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CreateQuestionInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const QuestionCreateMutation = graphql(`
  mutation QuestionCreateMutation($input: CreateQuestionInput!) {
    createQuestion(input: $input) {
      question {
        id
        store
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

/** Creates a question; the cached question lists are dropped (where it sorts and what it matches is the server's). */
export function useCreateQuestion() {
  const { t } = useTranslation();
  const [mutate] = useMutation(QuestionCreateMutation, {
    update(cache, { data }) {
      if (!data?.createQuestion.question) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'questions' });
      cache.gc();
    },
  });
  return useCallback(
    async (input: CreateQuestionInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.createQuestion;
      if (payload?.question) toast.success(t('questions.created'));
      return { question: payload?.question ?? null, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
