import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { UserFormValues } from './userSchema';
import { toUserInput } from './userSchema';

const UserCreateMutation = graphql(`
  mutation UserCreateMutation($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        id
        ...UserForm_user
      }
      errors {
        field
        messages
      }
    }
  }
`);

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

/** Creates a user; the new user's id on success, the field mistakes otherwise. */
export function useCreateUser() {
  const { t } = useTranslation();
  const [mutate] = useMutation(UserCreateMutation);
  return useCallback(
    async (values: UserFormValues) => {
      const result = await settle(mutate({ variables: { input: toUserInput(values) } }));
      const payload = result?.data?.createUser;
      if (payload?.user) toast.success(t('users.created'));
      return { id: payload?.user ? String(payload.user.id) : null, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}

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
