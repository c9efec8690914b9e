import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dropFromPages } from '../../shared/cache';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';

const ExerciseDeleteMutation = graphql(`
  mutation ExerciseDeleteMutation($input: DeleteBankItemInput!) {
    deleteExercise(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Deletes an exercise never given to a class. An assigned one is refused (409 `exercise_assigned`): one toast
 * says why, with the server's words, and the row stays.
 */
export function useDeleteExercise() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ExerciseDeleteMutation, {
    context: { silent: true },
    update(cache, { data }) {
      const id = data?.deleteExercise.deletedId;
      if (id !== null && id !== undefined) dropFromPages(cache, 'exercises', 'Exercise', String(id));
    },
  });
  return useCallback(
    async (id: string, name: string) => {
      let reason: string | undefined;
      const result = await mutate({ variables: { input: { id } } }).catch((error: unknown) => {
        reason = error instanceof Error ? error.message : undefined;
        return null;
      });
      const payload = result?.data?.deleteExercise;
      const deleted = payload?.deletedId !== null && payload?.deletedId !== undefined;
      if (deleted) toast.success(t('exercises.deleted', { name }));
      else
        toast.error(
          t('exercises.deleteFailed'),
          reason ?? payload?.errors.flatMap((e) => e.messages).join(' '),
        );
      return deleted;
    },
    [mutate, t],
  );
}
