import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { FormResult, TagFormValues } from './tagSchemas';

const TagUpdateMutation = graphql(`
  mutation TagUpdateMutation($input: UpdateTagInput!) {
    updateTag(input: $input) {
      tag {
        id
        name
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Renames a label; the normalised cache updates every list showing it (same id, new name). */
export function useUpdateTag() {
  const { t } = useTranslation();
  const [mutate] = useMutation(TagUpdateMutation);
  return useCallback(
    async (id: string, values: TagFormValues): Promise<FormResult> => {
      const result = await settle(mutate({ variables: { input: { id, name: values.name } } }));
      const payload = result?.data?.updateTag;
      if (payload?.tag) toast.success(t('tags.renamed', { name: payload.tag.name }));
      return { ok: Boolean(payload?.tag), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
