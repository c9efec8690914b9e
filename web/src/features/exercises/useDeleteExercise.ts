import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { dropFromPages } from '../../shared/cache';
import { useDeleteById } from '../../shared/useDeleteById';

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
  return useDeleteById(ExerciseDeleteMutation, {
    payload: (data) => data.deleteExercise,
    forget: (cache, id) => dropFromPages(cache, 'exercises', 'Exercise', id),
    deleted: (name) => t('exercises.deleted', { name }),
    failed: t('exercises.deleteFailed'),
  });
}
