import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { ErrorTagFormValues, FormResult } from './tagSchemas';

const ErrorTagCreateMutation = graphql(`
  mutation ErrorTagCreateMutation($input: CreateErrorTagInput!) {
    createErrorTag(input: $input) {
      errorTag {
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

/** Creates an error tag (a child when it names a parent); the cached trees reload, their order is the server's. */
export function useCreateErrorTag() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ErrorTagCreateMutation, {
    update(cache, { data }) {
      if (data?.createErrorTag.errorTag) forgetPages(cache, 'errorTags');
    },
  });
  return useCallback(
    async (values: ErrorTagFormValues): Promise<FormResult> => {
      const input = { name: values.name, link: values.link, parentId: values.parentId ?? undefined };
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.createErrorTag;
      if (payload?.errorTag) toast.success(t('errorTags.created', { name: payload.errorTag.name }));
      return { ok: Boolean(payload?.errorTag), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
