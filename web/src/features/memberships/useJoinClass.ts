import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ClassJoinMutation = graphql(`
  mutation ClassJoinMutation($input: JoinClassByCodeInput!) {
    joinClassByCode(input: $input) {
      status
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * A student asks to join a class by its code. The class itself is not selected (a student waiting for
 * approval may not read it yet), so the class lists and the student's own list are forgotten: the list on
 * screen reloads with it.
 * Null when the error link has already reported a failure.
 */
export function useJoinClass() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassJoinMutation, {
    update(cache, { data }) {
      if (!data?.joinClassByCode.status) return;
      forgetPages(cache, 'classes');
      // The student's own list (My classes, the dashboard) shows the new request as pending.
      forgetPages(cache, 'myClasses');
    },
  });
  return useCallback(
    async (code: string) => {
      const result = await settle(mutate({ variables: { input: { classCode: code } } }));
      const payload = result?.data?.joinClassByCode;
      if (!payload) return null;
      if (payload.errors.length === 0)
        toast.success(payload.status === 'ACTIVE' ? t('classes.joined') : t('classes.joinRequested'), code);
      return { errors: payload.errors };
    },
    [mutate, t],
  );
}
