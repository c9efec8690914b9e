import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const AssignExaminerMutation = graphql(`
  mutation AssignIeltsExaminerMutation($input: AssignIeltsExaminerInput!) {
    assignIeltsExaminer(input: $input) {
      registrations {
        id
        examinerId
        examinerName
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Assigns (or, with null, unassigns) an examiner to registrations. */
export function useAssignExaminer() {
  const { t } = useTranslation();
  const [mutate] = useMutation(AssignExaminerMutation);
  return useCallback(
    async (registrationIds: string[], examinerId: string | null) => {
      const result = await settle(mutate({ variables: { input: { registrationIds, examinerId } } }));
      const payload = result?.data?.assignIeltsExaminer;
      if (!payload) return false;
      if (payload.errors.length > 0) {
        toast.error(payload.errors.flatMap((e) => e.messages).join(' '));
        return false;
      }
      toast.success(t('ielts.markpoint.assigned'));
      return true;
    },
    [mutate, t],
  );
}
