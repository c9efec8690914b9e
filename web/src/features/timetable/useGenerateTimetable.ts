import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetFields } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const TimetableGenerateMutation = graphql(`
  mutation TimetableGenerateMutation($input: GenerateTimetableInput!) {
    generateTimetable(input: $input) {
      lessons {
        id
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Builds a class's lessons from its schedule. Every lesson list of the class and its overview are
 * forgotten: the timetable on screen reloads with the new lessons, the rest when next shown.
 */
export function useGenerateTimetable(classId: string) {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(TimetableGenerateMutation, {
    update(cache, { data }) {
      if (data?.generateTimetable.lessons) forgetFields(cache, 'Class', classId, ['lessons', 'overview']);
    },
  });
  const generate = useCallback(async () => {
    const result = await settle(mutate({ variables: { input: { classId } } }));
    const payload = result?.data?.generateTimetable;
    if (payload?.lessons) toast.success(t('schedule.generated', { count: payload.lessons.length }));
    else if (payload?.errors.length)
      toast.error(t('schedule.generateFailed'), payload.errors.flatMap((e) => e.messages).join(' '));
  }, [classId, mutate, t]);
  return [generate, { generating: loading }] as const;
}
