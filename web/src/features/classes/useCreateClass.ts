import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import type { ClassFormValues } from './classFields';
import { toClassInput } from './classFields';

const ClassCreateMutation = graphql(`
  mutation ClassCreateMutation($input: CreateClassInput!) {
    createClass(input: $input) {
      class {
        id
        ...ClassForm_class
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Creates a class; its id on success, the field mistakes otherwise. The class lists reload when shown. */
export function useCreateClass() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassCreateMutation, {
    update(cache, { data }) {
      if (data?.createClass.class) forgetPages(cache, 'classes');
    },
  });
  return useCallback(
    async (values: ClassFormValues, withStaff: boolean) => {
      const result = await settle(mutate({ variables: { input: toClassInput(values, withStaff) } }));
      const payload = result?.data?.createClass;
      if (payload?.class) toast.success(t('classes.created'));
      return { id: payload?.class ? String(payload.class.id) : null, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
