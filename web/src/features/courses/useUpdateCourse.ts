import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { CourseFormValues } from './courseSchema';

const CourseUpdateMutation = graphql(`
  mutation CourseUpdateMutation($input: UpdateCourseInput!) {
    updateCourse(input: $input) {
      course {
        id
        ...CourseForm_course
        ...CourseTable_courses
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Saves a course. The answer carries the course with its id, so the cache updates every list and class that
 * shows it; no optimistic answer, since a name may be refused as taken.
 */
export function useUpdateCourse() {
  const { t } = useTranslation();
  const [mutate] = useMutation(CourseUpdateMutation);
  return useCallback(
    async (id: string, values: CourseFormValues) => {
      const result = await settle(mutate({ variables: { input: { id, ...values } } }));
      const payload = result?.data?.updateCourse;
      if (payload?.course) toast.success(t('courses.updated'));
      return { ok: Boolean(payload?.course), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
