import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { MarkPresentationGroupInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const PresentationGroupMarkMutation = graphql(`
  mutation PresentationGroupMarkMutation($input: MarkPresentationGroupInput!) {
    markPresentationGroup(input: $input) {
      group {
        id
        returned
        ...PresentationGroupsCard_group
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Saves a group's marks (a draft, or returned); the row changes in place. */
export function useMarkPresentationGroup() {
  const { t } = useTranslation();
  const [mutate] = useMutation(PresentationGroupMarkMutation);
  return useCallback(
    async (input: MarkPresentationGroupInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const group = result?.data?.markPresentationGroup.group;
      if (group)
        toast.success(t(group.returned ? 'presentations.marksReturned' : 'presentations.marksSaved'));
      return { ok: Boolean(group), errors: result?.data?.markPresentationGroup.errors ?? [] };
    },
    [mutate, t],
  );
}
