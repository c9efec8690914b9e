import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import type { AccountResult } from './accountResult';
import { toAccountResult } from './accountResult';

const ChangePasswordSaveMutation = graphql(`
  mutation ChangePasswordSaveMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
      errors {
        field
        messages
      }
    }
  }
`);

/** Changes the signed-in user's password. */
export function useChangePassword() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ChangePasswordSaveMutation);
  return useCallback(
    async (input: {
      currentPassword: string;
      password: string;
      confirmPassword: string;
    }): Promise<AccountResult> => {
      const result = await settle(mutate({ variables: { input } }));
      const outcome = toAccountResult(result?.data?.changePassword);
      if (outcome.ok) toast.success(t('account.passwordChanged'));
      return outcome;
    },
    [mutate, t],
  );
}
