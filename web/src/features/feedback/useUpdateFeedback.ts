import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import type { FeedbackValues } from './feedbackSchema';

const FeedbackUpdateMutation = graphql(`
  mutation FeedbackUpdateMutation($input: UpdateFeedbackInput!) {
    updateFeedback(input: $input) {
      feedback {
        id
        ...FeedbackList_feedbacks
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Changes one's own feedback; the row changes in place in every list (normalised by id). */
export function useUpdateFeedback() {
  const { t } = useTranslation();
  const [mutate] = useMutation(FeedbackUpdateMutation);
  return useCallback(
    async (id: string, values: Omit<FeedbackValues, 'classId'>) => {
      const result = await settle(
        mutate({
          variables: {
            input: { id, rating: values.rating, content: values.content, anonymous: values.anonymous },
          },
        }),
      );
      const payload = result?.data?.updateFeedback;
      if (payload?.feedback) toast.success(t('feedback.saved'));
      return { ok: Boolean(payload?.feedback), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
