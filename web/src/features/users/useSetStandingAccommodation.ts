import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { SetStudentAccommodationInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import type { ServerFieldError } from '../../ui/form/serverErrors';
import { toast } from '../../ui/toast';

const StandingAccommodationMutation = graphql(`
  mutation StandingAccommodationMutation($input: SetStudentAccommodationInput!) {
    setStudentAccommodation(input: $input) {
      accommodation {
        extraTimePercent
        extraTimeMinutes
        extraAttempts
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Sets a student's standing accommodation (issue 31 point 1, admins). The answer goes on the cached user's
 * `accommodation` (it has no id of its own); resolves to the server's mistakes, none when saved.
 */
export function useSetStandingAccommodation() {
  const { t } = useTranslation();
  const [mutate] = useMutation(StandingAccommodationMutation, {
    update(cache, { data }, { variables }) {
      const accommodation = data?.setStudentAccommodation.accommodation;
      if (!accommodation || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'User', id: variables.input.userId }),
        fields: { accommodation: () => accommodation },
      });
    },
  });
  return useCallback(
    async (input: SetStudentAccommodationInput): Promise<readonly ServerFieldError[]> => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.setStudentAccommodation;
      if (payload?.accommodation) toast.success(t('standingAccommodation.saved'));
      else if (!payload?.errors.length) toast.error(t('standingAccommodation.failed'));
      return payload?.errors ?? [];
    },
    [mutate, t],
  );
}
