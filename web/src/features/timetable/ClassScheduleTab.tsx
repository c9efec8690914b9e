import { CalendarOutlined, CheckSquareOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { academyToday, lessonHasStarted } from '@lms/domain/calendar';
import { Empty, Space, Table, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { useConfirm } from '../../ui/useConfirm';
import { ClassExportMenu } from '../../shared/ClassExportMenu';
import { LessonStatusTag } from '../../shared/StatusTags';
import { ATTENDANCE_PARAM } from '../../shared/paths';
import { Tag } from '../../ui/Tag';
import { useGenerateTimetable } from './useGenerateTimetable';
import { useDeleteLesson } from './useDeleteLesson';
import { Button } from '../../ui/native';

// The dialogs load when first opened.
const AttendanceSheet = lazy(() => import('./AttendanceSheet').then((m) => ({ default: m.AttendanceSheet })));
const LessonEditModal = lazy(() => import('./LessonEditModal').then((m) => ({ default: m.LessonEditModal })));

const ClassScheduleTabQuery = graphql(`
  query ClassScheduleTabQuery($id: ID!) {
    class(id: $id) {
      id
      lessons {
        id
        sessionNumber
        studyDate
        studyTimeStart
        studyTimeEnd
        recordLink
        slideLink
        status
        note
        description
        ...LessonEditModal_lesson
      }
    }
  }
`);

const PAGE_SIZE = 20;

const link = (href: string, label: string) =>
  href ? (
    <a href={href} target="_blank" rel="noreferrer">
      {label}
    </a>
  ) : (
    '—'
  );

/**
 * The timetable: docs/product.md's lesson table, attendance taking and lesson editing for the class's staff.
 * `?attendance=<lesson id>` (the dashboard's link) opens that lesson's attendance on the page that shows it.
 */
export function ClassScheduleTab({ classId, canManage }: { classId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const [confirm, confirmHolder] = useConfirm();
  const format = useFormatters();
  const today = academyToday();
  const [params, setParams] = useSearchParams();
  const linked = params.get(ATTENDANCE_PARAM);
  const [attendanceFor, setAttendanceFor] = useState<string | null>(linked);
  const [page, setPage] = useState<number | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const { data, loading } = useQuery(ClassScheduleTabQuery, { variables: { id: classId } });
  const [generate, { generating }] = useGenerateTimetable(classId);
  const deleteLesson = useDeleteLesson(classId);
  const lessons = data?.class?.lessons ?? [];
  const editingLesson = lessons.find((l) => String(l.id) === editing);
  const linkedIndex = linked ? lessons.findIndex((l) => String(l.id) === linked) : -1;
  const currentPage = page ?? (linkedIndex >= 0 ? Math.floor(linkedIndex / PAGE_SIZE) + 1 : 1);

  const closeAttendance = () => {
    setAttendanceFor(null);
    if (linked) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(ATTENDANCE_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };

  // What the command does (backend commands/timetable.ts): lessons from today on without attendance are
  // planned again; the past and every lesson with attendance stay.
  const regenerate = () =>
    confirm({
      title: t('schedule.regenerateConfirm'),
      content: t('schedule.regenerateText'),
      okText: t('schedule.regenerate'),
      cancelText: t('common.cancel'),
      onOk: generate,
    });

  if (!loading && data && lessons.length === 0) {
    return (
      <Empty description={t('schedule.none')}>
        {confirmHolder}
        <Space wrap style={{ justifyContent: 'center' }}>
          {canManage && (
            <Button
              type="primary"
              icon={<CalendarOutlined />}
              loading={generating}
              onClick={() => void generate()}
            >
              {t('schedule.generate')}
            </Button>
          )}
          {/* No lessons yet: the file still lists the class's students (an empty class, a valid file). */}
          <ClassExportMenu classId={classId} what="attendance" />
        </Space>
      </Empty>
    );
  }

  return (
    <>
      {confirmHolder}
      <Space style={{ marginBottom: 16 }} wrap>
        {canManage && (
          <Button icon={<CalendarOutlined />} loading={generating} onClick={() => void regenerate()}>
            {t('schedule.regenerate')}
          </Button>
        )}
        <ClassExportMenu classId={classId} what="attendance" />
      </Space>
      <Table
        size="small"
        rowKey={(l) => String(l.id)}
        dataSource={lessons}
        loading={loading && !data}
        scroll={{ x: 'max-content' }}
        pagination={{
          pageSize: PAGE_SIZE,
          current: currentPage,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        rowClassName={(l) =>
          l.studyDate === today || String(l.id) === linked ? 'ant-table-row-selected' : ''
        }
        columns={[
          { title: '#', dataIndex: 'sessionNumber', width: 56 },
          {
            title: t('schedule.studyDate'),
            key: 'date',
            render: (_, l) => (
              <>
                {format.date(l.studyDate)}
                {l.studyDate === today && <Tag color="red">{t('schedule.today')}</Tag>}
              </>
            ),
          },
          {
            title: t('schedule.studyTime'),
            key: 'time',
            render: (_, l) => `${l.studyTimeStart}–${l.studyTimeEnd}`,
          },
          {
            title: t('schedule.recordLink'),
            key: 'record',
            render: (_, l) => link(l.recordLink, t('schedule.openRecord')),
          },
          {
            title: t('schedule.slideLink'),
            key: 'slide',
            render: (_, l) => link(l.slideLink, t('schedule.openSlide')),
          },
          {
            title: t('classDetail.status'),
            key: 'status',
            render: (_, l) => <LessonStatusTag status={l.status} />,
          },
          {
            title: t('schedule.note'),
            key: 'note',
            render: (_, l) => (
              <Typography.Text ellipsis={{ tooltip: l.note }}>{l.note || '—'}</Typography.Text>
            ),
          },
          {
            title: t('schedule.description'),
            key: 'description',
            render: (_, l) => (
              <Typography.Text ellipsis={{ tooltip: l.description }}>{l.description || '—'}</Typography.Text>
            ),
          },
          ...(canManage
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  fixed: 'right' as const,
                  render: (_: unknown, l: (typeof lessons)[number]) => {
                    // Attendance opens at the lesson's start; before it, editing the lesson is what to do.
                    const started = lessonHasStarted(l);
                    const take = (
                      <Button
                        size="small"
                        type={started && l.status === 'SCHEDULED' ? 'primary' : 'default'}
                        icon={<CheckSquareOutlined />}
                        disabled={l.status === 'CANCELED' || !started}
                        onClick={() => setAttendanceFor(String(l.id))}
                        aria-label={t('attendance.takeFor', { number: l.sessionNumber })}
                      >
                        {t('attendance.take')}
                      </Button>
                    );
                    return (
                      <Space>
                        {started ? (
                          take
                        ) : (
                          <Tooltip
                            title={t('attendance.opensAt', {
                              date: format.longDate(l.studyDate),
                              time: l.studyTimeStart,
                            })}
                          >
                            <span>{take}</span>
                          </Tooltip>
                        )}
                        <Button
                          size="small"
                          type={started ? 'default' : 'primary'}
                          icon={<EditOutlined />}
                          onClick={() => setEditing(String(l.id))}
                          aria-label={t('schedule.editLesson', { number: l.sessionNumber })}
                        >
                          {!started && t('common.edit')}
                        </Button>
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('lessonDelete.action', { number: l.sessionNumber })}
                          onClick={() =>
                            void confirm({
                              title: t('lessonDelete.confirm', {
                                number: l.sessionNumber,
                                date: format.date(l.studyDate),
                              }),
                              content: t('lessonDelete.text'),
                              okText: t('common.delete'),
                              okButtonProps: { danger: true },
                              cancelText: t('common.cancel'),
                              onOk: () => deleteLesson(String(l.id)),
                            })
                          }
                        />
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
      <Suspense fallback={null}>
        {attendanceFor && canManage && (
          <AttendanceSheet classId={classId} lessonId={attendanceFor} onClose={closeAttendance} />
        )}
        {editingLesson && (
          <LessonEditModal classId={classId} lesson={editingLesson} onClose={() => setEditing(null)} />
        )}
      </Suspense>
    </>
  );
}
