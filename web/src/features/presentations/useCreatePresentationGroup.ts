import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CreatePresentationGroupInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const PresentationGroupCreateMutation = graphql(`
  mutation PresentationGroupCreateMutation($input: CreatePresentationGroupInput!) {
    createPresentationGroup(input: $input) {
      group {
        id
        assignmentId
        ...PresentationGroupsCard_group
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Makes a group; it joins its assignment's list in the cache (no reload). */
export function useCreatePresentationGroup() {
  const { t } = useTranslation();
  const [mutate] = useMutation(PresentationGroupCreateMutation, {
    update(cache, { data }) {
      const group = data?.createPresentationGroup.group;
      if (!group) return;
      cache.modify({
        id: cache.identify({ __typename: 'Assignment', id: group.assignmentId }),
        fields: {
          presentationGroups: (existing: readonly Reference[] | null, { toReference }) => {
            const added = toReference({ __typename: 'PresentationGroup', id: group.id });
            return added ? [...(existing ?? []), added] : existing;
          },
        },
      });
    },
  });
  return useCallback(
    async (input: CreatePresentationGroupInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.createPresentationGroup;
      if (payload?.group) toast.success(t('presentations.groupCreated'));
      return { ok: Boolean(payload?.group), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
