import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UpdateProfileInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ProfileUpdateMutation = graphql(`
  mutation ProfileUpdateMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        name
        ...ProfileForm_user
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Saves the signed-in user's own details. The user comes back in the answer and is updated wherever it is
 * cached (the name in the user menu too); the field mistakes otherwise.
 */
export function useUpdateProfile() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ProfileUpdateMutation);
  return useCallback(
    async (input: UpdateProfileInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.updateProfile;
      if (payload?.user) toast.success(t('profile.saved'));
      return payload?.errors ?? [];
    },
    [mutate, t],
  );
}
