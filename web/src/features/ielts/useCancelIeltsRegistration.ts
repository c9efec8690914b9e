import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const CancelRegistrationMutation = graphql(`
  mutation CancelIeltsRegistrationMutation($input: CancelIeltsRegistrationInput!) {
    cancelIeltsRegistration(input: $input) {
      registration {
        id
        status
        payment {
          id
          status
        }
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Cancels a registration (its candidate before paying; administrators); says how it went. */
export function useCancelIeltsRegistration() {
  const { t } = useTranslation();
  const [mutate] = useMutation(CancelRegistrationMutation);
  return useCallback(
    async (id: string) => {
      const result = await settle(mutate({ variables: { input: { id } } }));
      const payload = result?.data?.cancelIeltsRegistration;
      if (!payload) return false;
      if (payload.errors.length > 0) {
        toast.error(payload.errors.flatMap((e) => e.messages).join(' '));
        return false;
      }
      toast.success(t('ielts.registrations.canceled'));
      return true;
    },
    [mutate, t],
  );
}
