import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { RoleTag } from '../../shared/StatusTags';
import { Tag } from '../../ui/Tag';
import { paths } from '../../shared/paths';
import { serverPaging } from '../../ui/serverPaging';
import { DataTable } from '../../ui/DataTable';
import { useSession } from '../../shared/session';
import { Button } from '../../ui/native';

export const UserTable_users = graphql(`
  fragment UserTable_users on User {
    id
    name
    email
    phone
    role
    workPlace
    studentStatus
    isActive
    createdAt
  }
`);

/** The LMS user table (admin). */
export function UserTable({
  users,
  loading,
  pagination,
  onChange,
}: {
  users: FragmentType<typeof UserTable_users>[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onChange: (page: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = getFragmentData(UserTable_users, users);
  const { viewer } = useSession();
  return (
    <DataTable
      owner={String(viewer?.id ?? '')}
      table="users"
      rowKey={(u) => String(u.id)}
      dataSource={rows}
      loading={loading}
      {...serverPaging(pagination, onChange, (total) => t('users.total', { count: total }))}
      columns={[
        {
          title: t('users.fields.name'),
          key: 'name',
          dataIndex: 'name',
          render: (_, u) => <Link to={paths.userDetail(u.id)}>{u.name || u.email}</Link>,
        },
        { title: t('users.fields.email'), key: 'email', dataIndex: 'email' },
        { title: t('users.fields.phone'), key: 'phone', dataIndex: 'phone' },
        {
          title: t('users.fields.role'),
          key: 'role',
          dataIndex: 'role',
          render: (_, u) => <RoleTag role={u.role} />,
        },
        { title: t('users.fields.workPlace'), key: 'workPlace', dataIndex: 'workPlace' },
        {
          title: t('users.fields.isActive'),
          key: 'isActive',
          dataIndex: 'isActive',
          render: (_, u) =>
            u.isActive ? <Tag color="green">{t('users.active')}</Tag> : <Tag>{t('users.disabled')}</Tag>,
        },
        {
          title: t('users.fields.createdAt'),
          key: 'createdAt',
          dataIndex: 'createdAt',
          render: (_, u) => format.date(u.createdAt),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          actions: true,
          render: (_, u) => (
            <Space>
              <Link to={paths.userDetail(u.id)}>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={t('users.viewUser', { name: u.name })}
                />
              </Link>
              <Link to={paths.userEdit(u.id)}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('users.editUser', { name: u.name })}
                />
              </Link>
            </Space>
          ),
        },
      ]}
    />
  );
}
