import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import type { FeedbackValues } from './feedbackSchema';

const FeedbackCreateMutation = graphql(`
  mutation FeedbackCreateMutation($input: CreateFeedbackInput!) {
    createFeedback(input: $input) {
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

/** Writes feedback; the cached lists are forgotten (where it sorts is the server's to say). */
export function useCreateFeedback() {
  const { t } = useTranslation();
  const [mutate] = useMutation(FeedbackCreateMutation, {
    update(cache, { data }) {
      if (data?.createFeedback.feedback) forgetPages(cache, 'feedbacks');
    },
  });
  return useCallback(
    async (values: FeedbackValues) => {
      const result = await settle(
        mutate({
          variables: {
            input: {
              classId: values.classId,
              rating: values.rating,
              content: values.content,
              anonymous: values.anonymous,
            },
          },
        }),
      );
      const payload = result?.data?.createFeedback;
      if (payload?.feedback) toast.success(t('feedback.sent'));
      return { ok: Boolean(payload?.feedback), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
