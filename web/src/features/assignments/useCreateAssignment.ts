import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CreateAssignmentInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const AssignmentCreateMutation = graphql(`
  mutation AssignmentCreateMutation($input: CreateAssignmentInput!) {
    createAssignment(input: $input) {
      assignment {
        id
        class {
          id
        }
        exercise {
          id
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
 * Gives an exercise to a class ('an assignment success message', docs/product.md point 8). The class's assignment
 * lists, the assignments across classes and the exercise's "assigned" mark come again from the server.
 */
export function useCreateAssignment() {
  const { t } = useTranslation();
  const [mutate] = useMutation(AssignmentCreateMutation, {
    update(cache, { data }) {
      const created = data?.createAssignment.assignment;
      if (!created) return;
      if (created.class) {
        cache.evict({
          id: cache.identify({ __typename: 'Class', id: created.class.id }),
          fieldName: 'assignments',
        });
        cache.evict({
          id: cache.identify({ __typename: 'Class', id: created.class.id }),
          fieldName: 'overview',
        });
      }
      cache.evict({
        id: cache.identify({ __typename: 'Exercise', id: created.exercise.id }),
        fieldName: 'assigned',
      });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'assignments' });
      cache.gc();
    },
  });
  return useCallback(
    async (input: CreateAssignmentInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.createAssignment;
      if (payload?.assignment) toast.success(t('assignmentRules.assignment_created'));
      return { ok: Boolean(payload?.assignment), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
