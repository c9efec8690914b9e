import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';

const CourseDeleteMutation = graphql(`
  mutation CourseDeleteMutation($input: DeleteCourseInput!) {
    deleteCourse(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Deletes a course: the course leaves the cache, and the course lists are dropped so that their pages and
 * totals come again from the server. A refusal says so in one toast with the server's reason (the
 * operation is silent, so the generic error toast does not come on top).
 */
export function useDeleteCourse() {
  const { t } = useTranslation();
  const [mutate] = useMutation(CourseDeleteMutation, {
    context: { silent: true },
    update(cache, { data }) {
      const id = data?.deleteCourse.deletedId;
      if (id === null || id === undefined) return;
      cache.evict({ id: cache.identify({ __typename: 'Course', id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'courses' });
      cache.gc();
    },
  });
  return useCallback(
    async (id: string) => {
      let reason: string | undefined;
      const result = await mutate({ variables: { input: { id } } }).catch((error: unknown) => {
        reason = error instanceof Error ? error.message : undefined;
        return null;
      });
      const payload = result?.data?.deleteCourse;
      const deleted = payload?.deletedId !== null && payload?.deletedId !== undefined;
      if (deleted) toast.success(t('courses.deleted'));
      else
        toast.error(
          t('courses.deleteFailed'),
          reason ?? payload?.errors.flatMap((e) => e.messages).join(' '),
        );
      return deleted;
    },
    [mutate, t],
  );
}
