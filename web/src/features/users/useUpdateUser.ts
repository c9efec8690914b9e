import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { UserFormValues } from './userFields';
import { toUserInput } from './userFields';

const UserUpdateMutation = graphql(`
  mutation UserUpdateMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        ...UserForm_user
        ...UserTable_users
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Saves a user's form; the user comes back in the answer and is updated wherever it is cached. */
export function useUpdateUser() {
  const { t } = useTranslation();
  const [mutate] = useMutation(UserUpdateMutation);
  return useCallback(
    async (id: string, values: UserFormValues) => {
      const result = await settle(
        mutate({ variables: { input: { id, ...toUserInput(values), isActive: values.isActive } } }),
      );
      const payload = result?.data?.updateUser;
      if (payload?.user) toast.success(t('users.updated'));
      return { ok: Boolean(payload?.user), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
