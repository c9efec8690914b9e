import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetPages } from '../../shared/cache';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';

const ExerciseCopyMutation = graphql(`
  mutation ExerciseCopyMutation($input: CopyExerciseInput!) {
    copyExercise(input: $input) {
      exercise {
        id
        name
        store
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Copies an exercise with its questions into the caller's store, all or nothing: docs/product.md's "clone success"
 * or "clone fail" toast. The copy lands in lists the cache holds, which reload.
 */
export function useCopyExercise() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ExerciseCopyMutation, {
    context: { silent: true },
    update(cache, { data }) {
      if (data?.copyExercise.exercise) forgetPages(cache, 'exercises');
    },
  });
  return useCallback(
    async (id: string) => {
      let reason: string | undefined;
      const result = await mutate({ variables: { input: { exerciseId: id } } }).catch((error: unknown) => {
        reason = error instanceof Error ? error.message : undefined;
        return null;
      });
      const payload = result?.data?.copyExercise;
      if (payload?.exercise) toast.success(t('exercises.cloneSuccess'));
      else
        toast.error(t('exercises.cloneFail'), reason ?? payload?.errors.flatMap((e) => e.messages).join(' '));
      return payload?.exercise ?? null;
    },
    [mutate, t],
  );
}
