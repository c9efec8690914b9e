import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CreateIeltsTestInput, UpdateIeltsTestInput } from '../../gql/graphql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const CreateIeltsTestMutation = graphql(`
  mutation CreateIeltsTestMutation($input: CreateIeltsTestInput!) {
    createIeltsTest(input: $input) {
      test {
        id
      }
      errors {
        field
        messages
      }
    }
  }
`);

const UpdateIeltsTestMutation = graphql(`
  mutation UpdateIeltsTestMutation($input: UpdateIeltsTestInput!) {
    updateIeltsTest(input: $input) {
      test {
        id
        name
        module
        description
        active
        listeningExerciseId
        listeningExerciseName
        readingExerciseId
        readingExerciseName
        writingExerciseId
        writingExerciseName
        speakingExerciseId
        speakingExerciseName
        listeningTable {
          minRaw
          band
        }
        readingTable {
          minRaw
          band
        }
        listeningPlays
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Creates an IELTS test (the cached lists are forgotten) or changes one (updated in place). */
export function useSaveIeltsTest() {
  const { t } = useTranslation();
  const [create] = useMutation(CreateIeltsTestMutation, {
    update(cache, { data }) {
      if (data?.createIeltsTest.test) forgetPages(cache, 'ieltsTests');
    },
  });
  const [update] = useMutation(UpdateIeltsTestMutation);
  return useCallback(
    async (input: CreateIeltsTestInput | UpdateIeltsTestInput, name: string) => {
      const payload =
        'id' in input
          ? (await settle(update({ variables: { input } })))?.data?.updateIeltsTest
          : (await settle(create({ variables: { input } })))?.data?.createIeltsTest;
      if (payload?.test) toast.success(t('ielts.tests.saved', { name }));
      return { ok: Boolean(payload?.test), errors: payload?.errors ?? [] };
    },
    [create, update, t],
  );
}
