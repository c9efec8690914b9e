import { CheckOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Flex, Input, Modal, Radio } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonHasStarted } from '@lms/domain/calendar';
import { graphql } from '../../gql';
import type { AttendanceStatus } from '../../gql/graphql';
import { useFormatters } from '../../ui/format';
import { DataTable } from '../../ui/DataTable';
import { useSession } from '../../shared/session';
import { useMarkAttendance } from './useMarkAttendance';
import { Button } from '../../ui/native';

const AttendanceSheetQuery = graphql(`
  query AttendanceSheetQuery($lessonId: ID!, $classId: ID!) {
    lesson(id: $lessonId) {
      id
      sessionNumber
      studyDate
      studyTimeStart
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
    class(id: $classId) {
      id
      students(status: ACTIVE) {
        id
        student {
          id
          name
          email
        }
      }
    }
  }
`);

export const ATTENDANCE_STATUSES: AttendanceStatus[] = ['PRESENT', 'LATE', 'ABSENT', 'EXCUSED'];

interface Mark {
  status: AttendanceStatus;
  note: string;
}

/**
 * Attendance for one lesson in a few clicks: everyone starts present (or as marked before); change the
 * few who are not, then save. The lesson becomes done.
 */
export function AttendanceSheet({
  classId,
  lessonId,
  onClose,
}: {
  classId: string;
  lessonId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { viewer } = useSession();
  const { data, loading } = useQuery(AttendanceSheetQuery, {
    variables: { lessonId, classId },
    fetchPolicy: 'network-only',
  });
  const [mark, { saving }] = useMarkAttendance(classId, lessonId);
  const [changes, setChanges] = useState<Record<string, Mark>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const lesson = data?.lesson;
  const students = data?.class?.students ?? [];
  // Attendance opens at the lesson's start (the server refuses it before); a past lesson may be corrected.
  const notStarted = lesson ? !lessonHasStarted(lesson) : false;
  const previous = new Map((lesson?.attendances ?? []).map((a) => [String(a.student?.id), a]));
  const markOf = (studentId: string): Mark => {
    const before = previous.get(studentId);
    return changes[studentId] ?? { status: before?.status ?? 'PRESENT', note: before?.note ?? '' };
  };
  const setMark = (studentId: string, change: Partial<Mark>) =>
    setChanges((current) => ({ ...current, [studentId]: { ...markOf(studentId), ...change } }));
  const allPresent = () =>
    setChanges(
      Object.fromEntries(
        students.map((s) => [
          String(s.student.id),
          { ...markOf(String(s.student.id)), status: 'PRESENT' as const },
        ]),
      ),
    );

  const save = async () => {
    const records = students.map((s) => {
      const m = markOf(String(s.student.id));
      return { studentId: String(s.student.id), status: m.status, note: m.note };
    });
    const payload = await mark(records);
    if (!payload) return;
    if (payload.errors.length > 0) {
      setServerErrors(
        payload.errors.map((e) => {
          const index = /^records\.(\d+)/.exec(e.field ?? '')?.[1];
          const name = index === undefined ? undefined : students[Number(index)]?.student.name;
          const text = e.messages.join(' ');
          return name ? t('attendance.errorFor', { name, message: text }) : text;
        }),
      );
      return;
    }
    onClose();
  };

  const counts = ATTENDANCE_STATUSES.map((status) => ({
    status,
    n: students.filter((s) => markOf(String(s.student.id)).status === status).length,
  }));

  return (
    <Modal
      open
      width={760}
      title={
        lesson
          ? t('attendance.titleFor', {
              number: lesson.sessionNumber,
              date: format.longDate(lesson.studyDate),
            })
          : t('attendance.title')
      }
      onCancel={onClose}
      okText={t('attendance.save')}
      cancelText={t('common.cancel')}
      onOk={() => void save()}
      okButtonProps={{ loading: saving, disabled: students.length === 0 || notStarted }}
    >
      {loading && !data ? (
        <Skeleton />
      ) : (
        <>
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
            <span aria-live="polite">
              {counts
                .map((c) => t('attendance.count', { status: t(`attendanceStatus.${c.status}`), count: c.n }))
                .join(' · ')}
            </span>
            <Button icon={<CheckOutlined />} onClick={allPresent}>
              {t('attendance.allPresent')}
            </Button>
          </Flex>
          {lesson && notStarted && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('attendance.opensAt', {
                date: format.longDate(lesson.studyDate),
                time: lesson.studyTimeStart,
              })}
            />
          )}
          {serverErrors.length > 0 && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              title={serverErrors.map((e) => (
                <div key={e}>{e}</div>
              ))}
            />
          )}
          {/* On a phone the rows become cards, so every status (excused too) and the note stay in view. */}
          <DataTable
            owner={String(viewer?.id ?? '')}
            table="attendance"
            settings={false}
            size="small"
            rowKey={(s) => String(s.id)}
            dataSource={students}
            pagination={false}
            scroll={{ x: 'max-content', y: 420 }}
            locale={{ emptyText: t('attendance.noStudents') }}
            columns={[
              { title: t('users.fields.name'), key: 'name', render: (_, s) => s.student.name },
              {
                title: t('attendance.status'),
                key: 'status',
                render: (_, s) => {
                  const id = String(s.student.id);
                  return (
                    <Radio.Group
                      // One group per student: a shared name would let one row's choice clear another's.
                      name={`attendance-${id}`}
                      aria-label={t('attendance.statusOf', { name: s.student.name })}
                      optionType="button"
                      buttonStyle="solid"
                      size="small"
                      style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}
                      value={markOf(id).status}
                      onChange={(e) => setMark(id, { status: e.target.value as AttendanceStatus })}
                      options={ATTENDANCE_STATUSES.map((status) => ({
                        value: status,
                        label: t(`attendanceStatus.${status}`),
                      }))}
                    />
                  );
                },
              },
              {
                title: t('attendance.note'),
                key: 'note',
                render: (_, s) => {
                  const id = String(s.student.id);
                  return (
                    <Input
                      size="small"
                      aria-label={t('attendance.noteFor', { name: s.student.name })}
                      value={markOf(id).note}
                      onChange={(e) => setMark(id, { note: e.target.value })}
                      style={{ minWidth: 140 }}
                    />
                  );
                },
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
