import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetFields } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ClassAddStudentsMutation = graphql(`
  mutation ClassAddStudentsMutation($input: AddStudentsToClassInput!) {
    addStudentsToClass(input: $input) {
      classStudents {
        id
        status
      }
      alreadyMembers {
        id
        student {
          id
          name
        }
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Adds students to a class as active, and says who already was there rather than counting them as added. The class's student lists and overview figures are forgotten: the
 * list on screen reloads with the new rows, the rest when next shown.
 */
export function useAddStudents(classId: string) {
  const { t, i18n } = useTranslation();
  const [mutate] = useMutation(ClassAddStudentsMutation, {
    update(cache, { data }) {
      if (data?.addStudentsToClass.classStudents?.length)
        forgetFields(cache, 'Class', classId, ['students', 'overview']);
    },
  });
  return useCallback(
    async (studentIds: string[]) => {
      const result = await settle(
        mutate({ variables: { input: { classId, studentIds, status: 'ACTIVE' } } }),
      );
      const payload = result?.data?.addStudentsToClass;
      if (payload?.classStudents) {
        const added = payload.classStudents.length;
        const already = payload.alreadyMembers ?? [];
        const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
          already.map((m) => m.student.name),
        );
        const alreadyText = t('students.alreadyIn', { count: already.length, names });
        if (!already.length) toast.success(t('students.added', { count: added }));
        else if (!added) toast.info(alreadyText);
        else
          toast.success(
            t('students.addedAndAlready', {
              added: t('students.added', { count: added }),
              already: alreadyText,
            }),
          );
      }
      return payload?.errors ?? [];
    },
    [classId, i18n, mutate, t],
  );
}
