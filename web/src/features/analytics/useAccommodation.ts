import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import type { ServerFieldError } from '../../ui/form/serverErrors';
import { toast } from '../../ui/toast';

const AccommodationSetMutation = graphql(`
  mutation AccommodationSetMutation($input: SetAssignmentAccommodationInput!) {
    setAssignmentAccommodation(input: $input) {
      accommodation {
        extraTimePercent
        extraTimeMinutes
        extraAttempts
        source
        extraMinutes
      }
      errors {
        field
        messages
      }
    }
  }
`);

const AccommodationClearMutation = graphql(`
  mutation AccommodationClearMutation($input: ClearAssignmentAccommodationInput!) {
    clearAssignmentAccommodation(input: $input) {
      cleared
      errors {
        field
        messages
      }
    }
  }
`);

export interface AccommodationValues {
  extraTimePercent: number | null;
  extraTimeMinutes: number | null;
  extraAttempts: number;
}

interface Answer {
  ok: boolean;
  errors: readonly ServerFieldError[];
}

/**
 * Sets or clears one student's override on one assignment (issue 31 point 1). The overview's rows are not
 * normalised and clearing brings back a standing setting only the server knows: the overview is read again.
 */
export function useSetAccommodation(assignmentId: string, studentId: string) {
  const { t } = useTranslation();
  const options = { refetchQueries: ['AssignmentOverviewQuery'], awaitRefetchQueries: true };
  const [setMutate] = useMutation(AccommodationSetMutation, options);
  const [clearMutate] = useMutation(AccommodationClearMutation, options);

  const set = useCallback(
    async (values: AccommodationValues): Promise<Answer> => {
      const result = await settle(
        setMutate({ variables: { input: { assignmentId, studentId, ...values } } }),
      );
      const payload = result?.data?.setAssignmentAccommodation;
      const ok = Boolean(payload?.accommodation);
      if (ok) toast.success(t('accommodation.saved'));
      else if (!payload) toast.error(t('accommodation.failed'));
      return { ok, errors: payload?.errors ?? [] };
    },
    [setMutate, assignmentId, studentId, t],
  );
  const clear = useCallback(async (): Promise<Answer> => {
    const result = await settle(clearMutate({ variables: { input: { assignmentId, studentId } } }));
    const payload = result?.data?.clearAssignmentAccommodation;
    const ok = Boolean(payload?.cleared);
    if (ok) toast.success(t('accommodation.cleared'));
    else if (!payload) toast.error(t('accommodation.failed'));
    return { ok, errors: payload?.errors ?? [] };
  }, [clearMutate, assignmentId, studentId, t]);
  return { set, clear };
}
