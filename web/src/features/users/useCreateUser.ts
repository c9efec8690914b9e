import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import { forgetPages } from '../../shared/cache';
import type { UserFormValues } from './userFields';
import { toUserInput } from './userFields';

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

/**
 * Creates a user; the new user's id on success, the field mistakes otherwise. Where the user sorts is the
 * server's to say: the cached pages of users are forgotten and reload when next shown.
 */
export function useCreateUser() {
  const { t } = useTranslation();
  const [mutate] = useMutation(UserCreateMutation, {
    update(cache, { data }) {
      if (data?.createUser.user) forgetPages(cache, 'users');
    },
  });
  return useCallback(
    async (values: UserFormValues) => {
      const result = await settle(mutate({ variables: { input: toUserInput(values) } }));
      const payload = result?.data?.createUser;
      if (payload?.user) toast.success(t('users.created'), t('users.welcomeSent', { email: values.email }));
      return { id: payload?.user ? String(payload.user.id) : null, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
