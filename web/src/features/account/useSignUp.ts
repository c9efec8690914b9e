import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { SignUpInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import type { AccountResult } from './accountResult';
import { toAccountResult } from './accountResult';

const RegisterSignUpMutation = graphql(`
  mutation RegisterSignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      message
      errors {
        field
        messages
      }
    }
  }
`);

/** Creates a student account (signed out: the Apollo link then sends no token); the page says what follows. */
export function useSignUp() {
  const [mutate] = useMutation(RegisterSignUpMutation);
  return useCallback(
    async (input: SignUpInput): Promise<AccountResult> => {
      const result = await settle(mutate({ variables: { input: input } }));
      const outcome = toAccountResult(result?.data?.signUp);
      return outcome;
    },
    [mutate],
  );
}
