import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { CourseFormValues } from './courseSchema';

const CourseCreateMutation = graphql(`
  mutation CourseCreateMutation($input: CreateCourseInput!) {
    createCourse(input: $input) {
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

/** Creates a course; every cached course list is dropped, since where the new name sorts is the server's. */
export function useCreateCourse() {
  const { t } = useTranslation();
  const [mutate] = useMutation(CourseCreateMutation, {
    update(cache, { data }) {
      if (data?.createCourse.course) forgetPages(cache, 'courses');
    },
  });
  return useCallback(
    async (values: CourseFormValues) => {
      const result = await settle(mutate({ variables: { input: values } }));
      const payload = result?.data?.createCourse;
      if (payload?.course) toast.success(t('courses.created'));
      return { ok: Boolean(payload?.course), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
