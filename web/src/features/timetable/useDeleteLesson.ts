import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';

const LessonDeleteMutation = graphql(`
  mutation LessonDeleteMutation($input: DeleteLessonInput!) {
    deleteLesson(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Deletes a lesson with its attendance. The server numbers the later sessions again, which the client
 * cannot know: the lesson leaves the cache, and the class's lesson lists are dropped so that the open
 * schedule reads them again. No optimistic answer for the same reason.
 */
export function useDeleteLesson(classId: string) {
  const { t } = useTranslation();
  const [mutate] = useMutation(LessonDeleteMutation, {
    update(cache, { data }) {
      const id = data?.deleteLesson.deletedId;
      if (id === null || id === undefined) return;
      cache.evict({ id: cache.identify({ __typename: 'Lesson', id }) });
      cache.evict({ id: cache.identify({ __typename: 'Class', id: classId }), fieldName: 'lessons' });
      cache.gc();
    },
  });
  return useCallback(
    async (id: string) => {
      const result = await settle(mutate({ variables: { input: { id } } }));
      const payload = result?.data?.deleteLesson;
      const deleted = payload?.deletedId !== null && payload?.deletedId !== undefined;
      if (deleted) toast.success(t('lessonDelete.deleted'));
      else if (payload?.errors.length)
        toast.error(t('lessonDelete.failed'), payload.errors.flatMap((e) => e.messages).join(' '));
      return deleted;
    },
    [mutate, t],
  );
}
