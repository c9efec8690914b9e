import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { RegisterIeltsInput } from '../../gql/graphql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';

const RegisterIeltsMutation = graphql(`
  mutation RegisterIeltsMutation($input: RegisterIeltsInput!) {
    registerIelts(input: $input) {
      registration {
        id
        status
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Registers the signed-in candidate; the cached registrations and open dates (seats) are forgotten. */
export function useRegisterIelts() {
  const [mutate] = useMutation(RegisterIeltsMutation, {
    update(cache, { data }) {
      if (data?.registerIelts.registration) {
        forgetPages(cache, 'ieltsRegistrations');
        forgetPages(cache, 'ieltsOpenExamDates');
      }
    },
  });
  return useCallback(
    async (input: RegisterIeltsInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.registerIelts;
      return {
        ok: Boolean(payload?.registration),
        errors: payload?.errors ?? [],
        answered: Boolean(payload),
      };
    },
    [mutate],
  );
}
