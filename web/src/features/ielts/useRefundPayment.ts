import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const RefundPaymentMutation = graphql(`
  mutation RefundIeltsPaymentMutation($input: RefundIeltsPaymentInput!) {
    refundIeltsPayment(input: $input) {
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

/** Refunds a paid payment or cancels a pending one (the registration is canceled either way). */
export function useRefundPayment() {
  const { t } = useTranslation();
  const [mutate] = useMutation(RefundPaymentMutation);
  return useCallback(
    async (paymentId: string, wasPaid: boolean) => {
      const result = await settle(mutate({ variables: { input: { paymentId } } }));
      const payload = result?.data?.refundIeltsPayment;
      if (!payload) return;
      if (payload.errors.length > 0) toast.error(payload.errors.flatMap((e) => e.messages).join(' '));
      else toast.success(wasPaid ? t('ielts.payments.refunded') : t('ielts.payments.canceled'));
    },
    [mutate, t],
  );
}
