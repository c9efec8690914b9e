import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { settle } from '../../shared/mutations';
import { graphql } from '../../gql';
import type { ServerFieldError } from '../../ui/form/serverErrors';

/**
 * The account actions (sign-up, password reset, password change) as the gateway's account mutations. All
 * but the password change work signed out: the Apollo link then sends no token.
 */
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

export interface AccountResult {
  ok: boolean;
  errors: readonly ServerFieldError[];
  message?: string | null;
}

type Payload = { message?: string | null; errors: readonly ServerFieldError[] } | undefined;

/**
 * A payload as the forms read it. A failure the error link has already shown (no gateway, no token) is
 * not ok and has no field errors: the form stays as typed.
 */
function toResult(payload: Payload): AccountResult {
  if (!payload) return { ok: false, errors: [] };
  return { ok: payload.errors.length === 0, errors: payload.errors, message: payload.message };
}

export function useAccountActions() {
  const [signUp] = useMutation(RegisterSignUpMutation);
  const [requestReset] = useMutation(ForgotPasswordRequestMutation);
  const [reset] = useMutation(ResetPasswordSetMutation);
  const [change] = useMutation(ChangePasswordSaveMutation);

  const run = useCallback(async <T>(operation: Promise<T>, pick: (data: T) => Payload) => {
    const result = await settle(operation);
    return toResult(result ? pick(result) : undefined);
  }, []);

  return useMemo(
    () => ({
      signUp: (input: {
        email: string;
        firstName: string;
        lastName: string;
        password: string;
        confirmPassword: string;
      }) => run(signUp({ variables: { input } }), (r) => r.data?.signUp),
      requestPasswordReset: (email: string) =>
        run(requestReset({ variables: { input: { email } } }), (r) => r.data?.requestPasswordReset),
      resetPassword: (code: string, password: string, confirmPassword: string) =>
        run(
          reset({ variables: { input: { code, password, confirmPassword } } }),
          (r) => r.data?.resetPassword,
        ),
      changePassword: (password: string, confirmPassword: string) =>
        run(change({ variables: { input: { password, confirmPassword } } }), (r) => r.data?.changePassword),
    }),
    [run, signUp, requestReset, reset, change],
  );
}
