import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UpdateLessonInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const LessonUpdateMutation = graphql(`
  mutation LessonUpdateMutation($input: UpdateLessonInput!) {
    updateLesson(input: $input) {
      lesson {
        id
        ...LessonEditModal_lesson
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Saves a lesson's date, times, links, status and notes. The lesson comes back in the answer and is
 * updated wherever it is shown; the class's lists filtered by date or status and its overview no longer
 * hold and reload when next shown. Null when the error link has already reported a failure.
 */
export function useUpdateLesson(classId: string) {
  const { t } = useTranslation();
  const [mutate] = useMutation(LessonUpdateMutation, {
    update(cache, { data }) {
      if (!data?.updateLesson.lesson) return;
      cache.modify({
        id: cache.identify({ __typename: 'Class', id: classId }),
        fields: {
          lessons: (existing: unknown, { storeFieldName, DELETE }) =>
            storeFieldName.includes('(') ? DELETE : existing,
          overview: (_existing: unknown, { DELETE }) => DELETE,
        },
      });
    },
  });
  return useCallback(
    async (input: UpdateLessonInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.updateLesson;
      if (payload?.lesson) toast.success(t('schedule.lessonSaved'));
      return payload ? { errors: payload.errors } : null;
    },
    [mutate, t],
  );
}
