import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import type { AccountResult } from './accountResult';
import { toAccountResult } from './accountResult';

const ResetPasswordSetMutation = graphql(`
  mutation ResetPasswordSetMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      errors {
        field
        messages
      }
    }
  }
`);

/** Sets a new password with the mailed code (signed out); the page then offers sign-in. */
export function useResetPassword() {
  const [mutate] = useMutation(ResetPasswordSetMutation);
  return useCallback(
    async (code: string, password: string, confirmPassword: string): Promise<AccountResult> => {
      const result = await settle(mutate({ variables: { input: { code, password, confirmPassword } } }));
      const outcome = toAccountResult(result?.data?.resetPassword);
      return outcome;
    },
    [mutate],
  );
}
