import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { ErrorTagFormValues, FormResult } from './tagSchemas';

const ErrorTagUpdateMutation = graphql(`
  mutation ErrorTagUpdateMutation($input: UpdateErrorTagInput!) {
    updateErrorTag(input: $input) {
      errorTag {
        id
        name
        link
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Changes an error tag; a move under another parent changes two trees, so the cached trees reload. */
export function useUpdateErrorTag() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ErrorTagUpdateMutation, {
    update(cache, { data }) {
      if (data?.updateErrorTag.errorTag) forgetPages(cache, 'errorTags');
    },
  });
  return useCallback(
    async (id: string, values: ErrorTagFormValues): Promise<FormResult> => {
      const input = { id, name: values.name, link: values.link, parentId: values.parentId };
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.updateErrorTag;
      if (payload?.errorTag) toast.success(t('errorTags.updated', { name: payload.errorTag.name }));
      return { ok: Boolean(payload?.errorTag), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
