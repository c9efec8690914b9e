import type { ResultOf } from '@graphql-typed-document-node/core';
import { CheckOutlined, CloseOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Flex, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { StudentClassStatus } from '../../gql/graphql';
import { useFormatters } from '../../ui/format';
import { StudentStatusTag } from '../../shared/StatusTags';
import { AddStudentsModal } from './AddStudentsModal';
import { useChangeStudentStatus } from './useChangeStudentStatus';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { DataTable } from '../../ui/DataTable';
import { Button } from '../../ui/native';

const ClassStudentsTabQuery = graphql(`
  query ClassStudentsTabQuery($id: ID!) {
    class(id: $id) {
      id
      students {
        id
        status
        joinedAt
        student {
          id
          name
          email
          phone
        }
      }
    }
  }
`);

type Row = NonNullable<NonNullable<ResultOf<typeof ClassStudentsTabQuery>['class']>['students']>[number];

const STATUSES: StudentClassStatus[] = ['ACTIVE', 'REQUEST', 'RESERVE', 'INACTIVE'];

/**
 * The "everyone" tab: the class's students, requests to approve and status changes. Only administrators add
 * students (`canAdd`); a teacher approves the students who asked to join.
 */
export function ClassStudentsTab({
  classId,
  canManage,
  canAdd = false,
}: {
  classId: string;
  canManage: boolean;
  canAdd?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [filter, setFilter] = useState<StudentClassStatus | 'ALL'>('ALL');
  const [adding, setAdding] = useState(false);
  const updateStatus = useChangeStudentStatus(classId);
  const { data, loading } = useQuery(ClassStudentsTabQuery, { variables: { id: classId } });
  const { viewer } = useSession();
  const students = data?.class?.students ?? [];
  const rows = filter === 'ALL' ? students : students.filter((s) => s.status === filter);
  const count = (status: StudentClassStatus) => students.filter((s) => s.status === status).length;

  return (
    <>
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Segmented
          aria-label={t('students.filterLabel')}
          value={filter}
          onChange={(value) => setFilter(value as StudentClassStatus | 'ALL')}
          options={[
            { value: 'ALL', label: t('students.all', { count: students.length }) },
            ...STATUSES.map((s) => ({ value: s, label: `${t(`studentStatus.${s}`)} (${count(s)})` })),
          ]}
        />
        {canAdd && (
          <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
            {t('students.add')}
          </Button>
        )}
      </Flex>
      <DataTable<Row>
        owner={String(viewer?.id ?? '')}
        table="classStudents"
        rowKey={(s) => String(s.id)}
        dataSource={rows}
        loading={loading && !data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('students.none') }}
        columns={[
          {
            title: t('users.fields.name'),
            key: 'name',
            render: (_, s) => <Link to={paths.userDetail(s.student.id)}>{s.student.name}</Link>,
          },
          { title: t('users.fields.email'), key: 'email', render: (_, s) => s.student.email },
          { title: t('users.fields.phone'), key: 'phone', render: (_, s) => s.student.phone || '—' },
          { title: t('classDetail.joinedAt'), key: 'joined', render: (_, s) => format.date(s.joinedAt) },
          {
            title: t('classDetail.status'),
            key: 'status',
            render: (_, s) => {
              if (!canManage) return <StudentStatusTag status={s.status} />;
              // A request is answered, not edited: two buttons rather than a status to pick.
              if (s.status === 'REQUEST')
                return (
                  <Flex gap={8} role="group" aria-label={t('students.requestOf', { name: s.student.name })}>
                    <Button
                      type="primary"
                      icon={<CheckOutlined />}
                      onClick={() => void updateStatus(String(s.id), String(s.student.id), 'ACTIVE')}
                    >
                      {t('students.approve')}
                    </Button>
                    <Button
                      danger
                      icon={<CloseOutlined />}
                      onClick={() => void updateStatus(String(s.id), String(s.student.id), 'INACTIVE')}
                    >
                      {t('students.reject')}
                    </Button>
                  </Flex>
                );
              return (
                <Select<StudentClassStatus>
                  aria-label={t('students.statusOf', { name: s.student.name })}
                  value={s.status}
                  style={{ minWidth: 150 }}
                  onChange={(status) => void updateStatus(String(s.id), String(s.student.id), status)}
                  options={STATUSES.filter((status) => status !== 'REQUEST').map((status) => ({
                    value: status,
                    label: t(`studentStatus.${status}`),
                  }))}
                />
              );
            },
          },
        ]}
      />
      {canAdd && <AddStudentsModal classId={classId} open={adding} onClose={() => setAdding(false)} />}
    </>
  );
}
