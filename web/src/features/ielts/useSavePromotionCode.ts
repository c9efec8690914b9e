import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CreatePromotionCodeInput, UpdatePromotionCodeInput } from '../../gql/graphql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const CreatePromotionCodeMutation = graphql(`
  mutation CreatePromotionCodeMutation($input: CreatePromotionCodeInput!) {
    createPromotionCode(input: $input) {
      promotionCode {
        id
      }
      errors {
        field
        messages
      }
    }
  }
`);

const UpdatePromotionCodeMutation = graphql(`
  mutation UpdatePromotionCodeMutation($input: UpdatePromotionCodeInput!) {
    updatePromotionCode(input: $input) {
      promotionCode {
        id
        title
        code
        discountKind
        discountValue
        usageLimit
        usedCount
        status
        expiresAt
        usable
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Creates a promotion code (the cached lists are forgotten) or changes one (updated in place). */
export function useSavePromotionCode() {
  const { t } = useTranslation();
  const [create] = useMutation(CreatePromotionCodeMutation, {
    update(cache, { data }) {
      if (data?.createPromotionCode.promotionCode) forgetPages(cache, 'promotionCodes');
    },
  });
  const [update] = useMutation(UpdatePromotionCodeMutation);
  return useCallback(
    async (input: CreatePromotionCodeInput | UpdatePromotionCodeInput, code: string) => {
      const payload =
        'id' in input
          ? (await settle(update({ variables: { input } })))?.data?.updatePromotionCode
          : (await settle(create({ variables: { input } })))?.data?.createPromotionCode;
      if (payload?.promotionCode) toast.success(t('ielts.codes.saved', { code }));
      return { ok: Boolean(payload?.promotionCode), errors: payload?.errors ?? [] };
    },
    [create, update, t],
  );
}
