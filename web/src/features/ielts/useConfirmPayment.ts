import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ConfirmIeltsPaymentInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ConfirmPaymentMutation = graphql(`
  mutation ConfirmIeltsPaymentMutation($input: ConfirmIeltsPaymentInput!) {
    confirmIeltsPayment(input: $input) {
      payment {
        id
        status
        method
        paidAt
        amount
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Confirms a payment (idempotent on the server); the payment comes back and updates the cached rows. */
export function useConfirmPayment() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ConfirmPaymentMutation);
  return useCallback(
    async (input: ConfirmIeltsPaymentInput, invoice: string) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.confirmIeltsPayment;
      if (payload?.payment) toast.success(t('ielts.payments.confirmed', { invoice }));
      return { ok: Boolean(payload?.payment), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
