import type { ResultOf } from '@graphql-typed-document-node/core';
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { AttendanceStatus } from '../../gql/graphql';
import { forgetFields } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const AttendanceMarkMutation = graphql(`
  mutation AttendanceMarkMutation($input: MarkAttendanceInput!) {
    markAttendance(input: $input) {
      lesson {
        id
        status
        attendances {
          id
          status
          note
          student {
            id
          }
        }
      }
      errors {
        field
        messages
      }
    }
  }
`);

export interface AttendanceRecord {
  studentId: string;
  status: AttendanceStatus;
  note: string;
}

/**
 * The figures derived from attendance (the class's overview, each student's attendance summary) are
 * forgotten, not refetched: they reload when next shown (docs/decisions.md, issue 9).
 */
function forgetAttendanceFigures(cache: ApolloCache, classId: string) {
  forgetFields(cache, 'Class', classId, ['overview']);
  const memberships: Reference[] = [];
  cache.modify({
    id: cache.identify({ __typename: 'Class', id: classId }),
    fields: {
      students: (existing: readonly Reference[] | null, { isReference }) => {
        for (const row of existing ?? []) if (isReference(row)) memberships.push(row);
        return existing;
      },
    },
  });
  for (const row of memberships) cache.evict({ id: row.__ref, fieldName: 'attendanceSummary' });
}

/**
 * Saves a lesson's attendance. The lesson (done) and its attendances come back in the answer and are
 * shown at once (optimistic); nothing is fetched again.
 */
export function useMarkAttendance(classId: string, lessonId: string) {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(AttendanceMarkMutation, {
    update(cache, { data }) {
      if (data?.markAttendance.lesson) forgetAttendanceFigures(cache, classId);
    },
  });
  const mark = useCallback(
    async (records: AttendanceRecord[]) => {
      const result = await settle(
        mutate({
          variables: { input: { lessonId, records } },
          // The generated types leave __typename out; Apollo needs it to write the answer.
          optimisticResponse: {
            markAttendance: {
              __typename: 'MarkAttendancePayload',
              lesson: {
                __typename: 'Lesson',
                id: lessonId,
                status: 'DONE',
                attendances: records.map((r) => ({
                  __typename: 'Attendance',
                  id: `optimistic:${lessonId}:${r.studentId}`,
                  status: r.status,
                  note: r.note,
                  student: { __typename: 'User', id: r.studentId },
                })),
              },
              errors: [],
            },
          } as ResultOf<typeof AttendanceMarkMutation>,
        }),
      );
      const payload = result?.data?.markAttendance;
      if (payload?.lesson) toast.success(t('attendance.saved', { count: records.length }));
      return payload ? { errors: payload.errors } : null;
    },
    [lessonId, mutate, t],
  );
  return [mark, { saving: loading }] as const;
}
