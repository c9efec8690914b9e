import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { CreateExerciseInput } from '../../gql/graphql';

const ExerciseCreateMutation = graphql(`
  mutation ExerciseCreateMutation($input: CreateExerciseInput!) {
    createExercise(input: $input) {
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

/** Creates an exercise in the caller's store; the cached exercise lists reload (where it sorts is the server's). */
export function useCreateExercise() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ExerciseCreateMutation, {
    update(cache, { data }) {
      if (data?.createExercise.exercise) forgetPages(cache, 'exercises');
    },
  });
  return useCallback(
    async (input: CreateExerciseInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.createExercise;
      if (payload?.exercise) toast.success(t('exercises.created', { name: payload.exercise.name }));
      return { id: payload?.exercise?.id ?? null, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
