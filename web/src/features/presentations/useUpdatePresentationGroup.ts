import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UpdatePresentationGroupInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const PresentationGroupUpdateMutation = graphql(`
  mutation PresentationGroupUpdateMutation($input: UpdatePresentationGroupInput!) {
    updatePresentationGroup(input: $input) {
      group {
        id
        ...PresentationGroupsCard_group
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Renames a group or changes its members; the row changes in place (normalised by id). */
export function useUpdatePresentationGroup() {
  const { t } = useTranslation();
  const [mutate] = useMutation(PresentationGroupUpdateMutation);
  return useCallback(
    async (input: UpdatePresentationGroupInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.updatePresentationGroup;
      if (payload?.group) toast.success(t('presentations.groupSaved'));
      return { ok: Boolean(payload?.group), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
