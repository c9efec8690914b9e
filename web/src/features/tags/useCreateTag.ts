import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { FormResult, TagFormValues } from './tagSchemas';

const TagCreateMutation = graphql(`
  mutation TagCreateMutation($input: CreateTagInput!) {
    createTag(input: $input) {
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

/** Creates a label (common for an administrator, the teacher's own otherwise); the cached lists reload. */
export function useCreateTag() {
  const { t } = useTranslation();
  const [mutate] = useMutation(TagCreateMutation, {
    update(cache, { data }) {
      if (data?.createTag.tag) forgetPages(cache, 'tags');
    },
  });
  return useCallback(
    async (values: TagFormValues): Promise<FormResult> => {
      const result = await settle(mutate({ variables: { input: { name: values.name } } }));
      const payload = result?.data?.createTag;
      if (payload?.tag) toast.success(t('tags.created', { name: payload.tag.name }));
      return { ok: Boolean(payload?.tag), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
