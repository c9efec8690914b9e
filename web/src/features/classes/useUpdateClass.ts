import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetFields } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import type { ClassFormValues } from './classFields';
import { toClassInput } from './classFields';

const ClassUpdateMutation = graphql(`
  mutation ClassUpdateMutation($input: UpdateClassInput!) {
    updateClass(input: $input) {
      class {
        id
        ...ClassForm_class
        ...ClassTable_classes
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Saves a class's form. The payload updates the class wherever it is cached; its overview figures depend
 * on the number of sessions and reload when next shown.
 */
export function useUpdateClass() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassUpdateMutation, {
    update(cache, { data }) {
      const saved = data?.updateClass.class;
      if (saved) forgetFields(cache, 'Class', String(saved.id), ['overview']);
    },
  });
  return useCallback(
    async (id: string, values: ClassFormValues, withStaff: boolean) => {
      const result = await settle(
        mutate({ variables: { input: { id, ...toClassInput(values, withStaff) } } }),
      );
      const payload = result?.data?.updateClass;
      if (payload?.class) toast.success(t('classes.updated'));
      return { ok: Boolean(payload?.class), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
