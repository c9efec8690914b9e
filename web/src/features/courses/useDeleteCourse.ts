import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetRow } from '../../shared/cache';
import { useDeleteById } from '../../shared/useDeleteById';

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
  return useDeleteById(CourseDeleteMutation, {
    payload: (data) => data.deleteCourse,
    forget: (cache, id) => forgetRow(cache, 'Course', id, 'courses'),
    deleted: () => t('courses.deleted'),
    failed: t('courses.deleteFailed'),
  });
}
