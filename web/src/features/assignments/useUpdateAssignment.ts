import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UpdateAssignmentInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const AssignmentUpdateMutation = graphql(`
  mutation AssignmentUpdateMutation($input: UpdateAssignmentInput!) {
    updateAssignment(input: $input) {
      assignment {
        id
        kind
        title
        tutorial
        startAt
        deadline
        timeLimit
        minScore
        maxScore
        maxAccesses
        examMode
        maxAttempts
        reviewOptions {
          answers
          score
          keys
          feedback
        }
        tag {
          id
          name
        }
        exercise {
          id
          name
        }
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Changes an assignment. The answer carries every setting the pages show, so the normalised cache updates
 * them in place; the lists across classes (the students' deadlines) come again from the server.
 */
export function useUpdateAssignment() {
  const { t } = useTranslation();
  const [mutate] = useMutation(AssignmentUpdateMutation, {
    update(cache, { data }) {
      if (!data?.updateAssignment.assignment) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'assignments' });
      cache.gc();
    },
  });
  return useCallback(
    async (input: UpdateAssignmentInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.updateAssignment;
      if (payload?.assignment) toast.success(t('assign.saved'));
      return { ok: Boolean(payload?.assignment), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
