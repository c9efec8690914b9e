import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetFields, forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { UpdateExerciseInput } from '../../gql/graphql';

const ExerciseUpdateMutation = graphql(`
  mutation ExerciseUpdateMutation($input: UpdateExerciseInput!) {
    updateExercise(input: $input) {
      exercise {
        id
        name
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Saves an exercise. Its questions, figures and tags are derived on the server, so the exercise's derived
 * fields and the lists (their order and filters may change) reload when next shown.
 */
export function useUpdateExercise() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ExerciseUpdateMutation, {
    update(cache, { data }) {
      const saved = data?.updateExercise.exercise;
      if (!saved) return;
      forgetFields(cache, 'Exercise', String(saved.id), [
        'questions',
        'figures',
        'tags',
        'types',
        'outdatedQuestionIds',
        'course',
        'scoringMode',
      ]);
      forgetPages(cache, 'exercises');
    },
  });
  return useCallback(
    async (input: UpdateExerciseInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.updateExercise;
      if (payload?.exercise) toast.success(t('exercises.saved', { name: payload.exercise.name }));
      return { id: payload?.exercise?.id ?? null, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
