import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { ClassFormValues } from './classSchema';
import { toClassInput } from './classSchema';

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

export function useCreateClass() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassCreateMutation);
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

export function useUpdateClass() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassUpdateMutation);
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
