import { useMutation } from '@apollo/client/react';
import { normalizeIdNumber } from '@lms/domain';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { RegisterIeltsInput } from '../../gql/graphql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { useSession } from '../../shared/session';

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
  const { viewer } = useSession();
  const [mutate] = useMutation(RegisterIeltsMutation);
  return useCallback(
    async (input: RegisterIeltsInput) => {
      const result = await settle(
        mutate({
          variables: { input },
          update(cache, { data }) {
            if (!data?.registerIelts.registration) return;
            forgetPages(cache, 'ieltsRegistrations');
            forgetPages(cache, 'ieltsOpenExamDates');
            // The profile now holds what was asked (the server kept it): the next date asks for nothing.
            const id = viewer && cache.identify({ __typename: 'User', id: viewer.id });
            if (id)
              cache.modify({
                id,
                fields: {
                  dateOfBirth: (kept: unknown) => input.dateOfBirth ?? kept,
                  passport: (kept: unknown) => (input.passport ? normalizeIdNumber(input.passport) : kept),
                },
              });
          },
        }),
      );
      const payload = result?.data?.registerIelts;
      return {
        ok: Boolean(payload?.registration),
        errors: payload?.errors ?? [],
        answered: Boolean(payload),
      };
    },
    [mutate, viewer],
  );
}
