import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { toast } from '../../ui/toast';

const QuestionCopyMutation = graphql(`
  mutation QuestionCopyMutation($input: CopyQuestionInput!) {
    copyQuestion(input: $input) {
      question {
        id
        store
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
 * Copies a question into the caller's store (docs/product.md: "clone success" / "clone fail"); the lists of that
 * store are dropped so the copy shows there.
 */
export function useCopyQuestion() {
  const { t } = useTranslation();
  const [mutate] = useMutation(QuestionCopyMutation, {
    context: { silent: true },
    update(cache, { data }) {
      if (!data?.copyQuestion.question) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'questions' });
      cache.gc();
    },
  });
  return useCallback(
    async (questionId: string) => {
      let reason: string | undefined;
      const result = await mutate({ variables: { input: { questionId } } }).catch((error: unknown) => {
        reason = error instanceof Error ? error.message : undefined;
        return null;
      });
      const payload = result?.data?.copyQuestion;
      if (payload?.question) toast.success(t('questions.cloneSuccess'));
      else
        toast.error(t('questions.cloneFail'), reason ?? payload?.errors.flatMap((e) => e.messages).join(' '));
      return payload?.question ?? null;
    },
    [mutate, t],
  );
}
