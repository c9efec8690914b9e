import type { ApolloCache } from '@apollo/client';
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
 * The overview's rows are not normalised (no id of their own): the student's row takes the accommodation
 * the server answered where it stands in its assignment's `studentStatuses`.
 */
function showOnRow(cache: ApolloCache, assignmentId: string, studentId: string, accommodation: unknown) {
  cache.modify({
    id: cache.identify({ __typename: 'Assignment', id: assignmentId }),
    fields: {
      studentStatuses: (rows: unknown, { readField }) =>
        Array.isArray(rows)
          ? rows.map((r: { student?: unknown }) =>
              String(readField('id', r.student as never)) === studentId ? { ...r, accommodation } : r,
            )
          : rows,
    },
  });
}

/**
 * Sets or clears one student's override on one assignment (issue 31 point 1). Clearing answers the standing
 * setting now in effect; either answer goes on the overview's row of the student.
 */
export function useSetAccommodation(assignmentId: string, studentId: string) {
  const { t } = useTranslation();
  const [setMutate] = useMutation(AccommodationSetMutation, {
    update(cache, { data }) {
      const accommodation = data?.setAssignmentAccommodation.accommodation;
      if (accommodation) showOnRow(cache, assignmentId, studentId, accommodation);
    },
  });
  const [clearMutate] = useMutation(AccommodationClearMutation, {
    update(cache, { data }) {
      const answer = data?.clearAssignmentAccommodation;
      if (answer?.cleared) showOnRow(cache, assignmentId, studentId, answer.accommodation ?? null);
    },
  });

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
