import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';

const SitIeltsTestMutation = graphql(`
  mutation SitIeltsTestMutation($input: SitIeltsTestInput!) {
    sitIeltsTest(input: $input) {
      registration {
        id
        status
        sections {
          skill
          classId
          assignmentId
          attemptId
          attemptStatus
        }
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Opens (or resumes) the candidate's test on the exam day: the sections to take in the exam runner. */
export function useSitIeltsTest() {
  const [mutate, { data, loading }] = useMutation(SitIeltsTestMutation);
  const sit = useCallback(
    async (registrationId: string) => {
      const result = await settle(mutate({ variables: { input: { registrationId } } }));
      return result?.data?.sitIeltsTest.errors ?? [];
    },
    [mutate],
  );
  return { sit, sections: data?.sitIeltsTest.registration?.sections ?? null, loading };
}
