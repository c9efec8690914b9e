import { academyToday } from '@lms/domain/calendar';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Space } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import type { ClassTable_ClassesFragment as Row } from '../../gql/graphql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { Tag } from '../../ui/Tag';
import { useConfirm } from '../../ui/useConfirm';
import { StudentStatusTag } from '../../shared/StatusTags';
import { paths } from '../../shared/paths';
import { serverPaging } from '../../ui/serverPaging';
import { DataTable } from '../../ui/DataTable';
import { useSession } from '../../shared/session';
import { Button } from '../../ui/native';

export const ClassTable_classes = graphql(`
  fragment ClassTable_classes on Class {
    id
    name
    course {
      id
      name
    }
    numberOfSessions
    classroomOnline
    classroomOffline
    startDate
    endDate
    expectedEndDate
    studyTimeStart
    studyTimeEnd
    classCode
    sessionsPassed
    weekdays
    studentCount
    viewerCanManage
    viewerMembership {
      id
      status
    }
  }
`);

const STATE_COLORS = { UPCOMING: 'blue', ONGOING: 'green', FINISHED: 'default' } as const;

/** Where a class stands against today, by the same rule as the list's state filter (backend queries/classes.ts). */
function classState(c: Row, today: string): keyof typeof STATE_COLORS {
  if (c.startDate > today) return 'UPCOMING';
  const lastDay = c.endDate ?? c.expectedEndDate;
  return lastDay && lastDay < today ? 'FINISHED' : 'ONGOING';
}

/** docs/product.md point 2's class table: every column of its header, then the viewer's actions. */
export function ClassTable({
  classes,
  loading,
  pagination,
  onChange,
  onDelete,
  showMembership,
  empty,
}: {
  classes: FragmentType<typeof ClassTable_classes>[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onChange: (page: number, pageSize: number) => void;
  /** Deleting a class is an administrator's decision (docs/design.md matrix): absent for everyone else. */
  onDelete?: (id: string) => Promise<boolean>;
  showMembership: boolean;
  /** What an empty list says, with its next step. */
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const [confirm, confirmHolder] = useConfirm();
  const format = useFormatters();
  const rows = getFragmentData(ClassTable_classes, classes);
  const { viewer } = useSession();
  const today = academyToday();

  const confirmDelete = (id: string, name: string) =>
    confirm({
      title: t('common.confirmDelete'),
      content: name,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => onDelete?.(id),
    });

  return (
    <>
      {confirmHolder}
      <DataTable
        owner={String(viewer?.id ?? '')}
        table="classes"
        rowKey={(c) => String(c.id)}
        dataSource={rows}
        loading={loading}
        locale={empty ? { emptyText: empty } : undefined}
        {...serverPaging(pagination, onChange, (total) => t('classes.total', { count: total }))}
        columns={[
          {
            title: t('classes.fields.name'),
            key: 'name',
            render: (_, c) => <Link to={paths.classDetail(c.id)}>{c.name}</Link>,
          },
          // A student's first question is whether they are in: their status comes right after the name.
          ...(showMembership
            ? [
                {
                  title: t('classDetail.status'),
                  key: 'membership',
                  render: (_: unknown, c: Row) =>
                    c.viewerMembership ? <StudentStatusTag status={c.viewerMembership.status} /> : '—',
                },
              ]
            : [
                {
                  title: t('classes.stateLabel'),
                  key: 'state',
                  render: (_: unknown, c: Row) => {
                    const state = classState(c, today);
                    return <Tag color={STATE_COLORS[state]}>{t(`classState.${state}`)}</Tag>;
                  },
                },
              ]),
          { title: t('classes.fields.course'), key: 'course', render: (_, c) => c.course?.name ?? '—' },
          {
            title: t('classes.fields.numberOfSessions'),
            key: 'numberOfSessions',
            dataIndex: 'numberOfSessions',
            align: 'right',
            optional: true,
          },
          {
            title: t('classes.fields.classroomOnline'),
            key: 'online',
            optional: true,
            render: (_, c) =>
              c.classroomOnline ? (
                <a href={c.classroomOnline} target="_blank" rel="noreferrer">
                  {t('classes.joinOnline')}
                </a>
              ) : (
                '—'
              ),
          },
          {
            title: t('classes.fields.classroomOffline'),
            key: 'offline',
            optional: true,
            render: (_, c) => c.classroomOffline || '—',
          },
          { title: t('classes.fields.startDate'), key: 'start', render: (_, c) => format.date(c.startDate) },
          { title: t('classes.fields.endDate'), key: 'end', render: (_, c) => format.date(c.endDate) },
          {
            title: t('classes.fields.expectedEndDate'),
            key: 'expected',
            optional: true,
            render: (_, c) => format.date(c.expectedEndDate),
          },
          { title: t('classes.fields.studyTimeStart'), key: 'studyTimeStart', dataIndex: 'studyTimeStart' },
          { title: t('classes.fields.studyTimeEnd'), key: 'studyTimeEnd', dataIndex: 'studyTimeEnd' },
          { title: t('classes.fields.classCode'), key: 'classCode', dataIndex: 'classCode', optional: true },
          {
            title: t('classes.fields.sessionsPassed'),
            key: 'passed',
            align: 'right',
            render: (_, c) =>
              t('classes.sessionsOf', { passed: c.sessionsPassed, total: c.numberOfSessions }),
          },
          {
            title: t('classes.fields.weekdays'),
            key: 'weekdays',
            render: (_, c) => c.weekdays.map((d) => format.weekday(d, 'short')).join(', '),
          },
          ...(showMembership
            ? []
            : [
                {
                  title: t('classes.fields.studentCount'),
                  key: 'studentCount',
                  dataIndex: 'studentCount',
                  align: 'right' as const,
                },
              ]),
          {
            title: t('common.actions'),
            key: 'actions',
            actions: true,
            render: (_, c) =>
              c.viewerCanManage ? (
                <Space>
                  <Link to={paths.classEdit(c.id)}>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('classes.editClass', { name: c.name })}
                    />
                  </Link>
                  {onDelete && (
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('classes.deleteClass', { name: c.name })}
                      onClick={() => void confirmDelete(String(c.id), c.name)}
                    />
                  )}
                </Space>
              ) : null,
          },
        ]}
      />
    </>
  );
}
