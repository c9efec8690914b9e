import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import type { AccountResult } from './accountResult';
import { toAccountResult } from './accountResult';

const ForgotPasswordRequestMutation = graphql(`
  mutation ForgotPasswordRequestMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      errors {
        field
        messages
      }
    }
  }
`);

/** Mails a reset code to the address (signed out); the page says where it went. */
export function useRequestPasswordReset() {
  const [mutate] = useMutation(ForgotPasswordRequestMutation);
  return useCallback(
    async (email: string): Promise<AccountResult> => {
      const result = await settle(mutate({ variables: { input: { email } } }));
      const outcome = toAccountResult(result?.data?.requestPasswordReset);
      return outcome;
    },
    [mutate],
  );
}
