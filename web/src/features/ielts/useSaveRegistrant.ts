import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UpdateUserInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const RegistrantSaveMutation = graphql(`
  mutation RegistrantSaveMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        name
        phone
        dateOfBirth
        passport
        address
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Saves a registrant's account fields (the users' own mutation: a registrant is a user). */
export function useSaveRegistrant() {
  const { t } = useTranslation();
  const [mutate] = useMutation(RegistrantSaveMutation);
  return useCallback(
    async (input: UpdateUserInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.updateUser;
      if (payload?.user) toast.success(t('ielts.registrants.saved'));
      return { ok: Boolean(payload?.user), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
