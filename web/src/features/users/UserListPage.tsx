import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Flex, Input, Select } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Button, Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConstants } from '../../shared/constants';
import { graphql } from '../../gql';
import type { Role } from '../../gql/graphql';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import { UserTable } from './UserTable';
import { paths } from '../../shared/paths';

// The import dialog (its upload, class list and report) loads when it first opens.
const ImportUsersDialog = lazy(() =>
  import('./ImportUsersDialog').then((m) => ({ default: m.ImportUsersDialog })),
);

const UserListQuery = graphql(`
  query UserListQuery($filter: UserFilter, $page: Int, $pageSize: Int, $sort: UserSort) {
    users(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {
      total
      page
      pageSize
      items {
        id
        ...UserTable_users
      }
    }
  }
`);

const FILTERS = ['role', 'active'] as const;
const ROLES: Role[] = ['ADMIN', 'TEACHER', 'STUDENT', 'SPECIALIZE'];

/** `/manageUser/userLMS`: search, filter by role and activity, page through the LMS users. */
export function UserListPage() {
  const { t } = useTranslation();
  const constants = useConstants();
  const { page, pageSize, search, filters, update } = useListParams(FILTERS, constants.page_size);
  const { data, loading, previousData } = useQuery(UserListQuery, {
    variables: {
      page,
      pageSize,
      sort: 'NAME',
      filter: {
        search: search || undefined,
        role: (filters.role as Role | undefined) ?? undefined,
        isActive: filters.active === undefined ? undefined : filters.active === 'true',
      },
    },
  });
  const users = (data ?? previousData)?.users;
  const client = useApolloClient();
  const [importing, setImporting] = useState(false);

  return (
    <>
      <PageHeader
        title={t('users.title')}
        crumbs={[{ title: t('menu.manageUser') }, { title: t('menu.userLMS') }]}
        extra={
          <Flex gap={8}>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('userImport.button')}
            </Button>
            <Link to={paths.userCreate}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('users.create')}
              </Button>
            </Link>
          </Flex>
        }
      />
      {importing && (
        <Suspense fallback={null}>
          <ImportUsersDialog
            onClose={() => setImporting(false)}
            onImported={() => {
              client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'users' });
              client.cache.gc();
            }}
          />
        </Suspense>
      )}
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
            defaultValue={search}
            allowClear
            onSearch={(value) => update({ search: value.trim() })}
            style={{ maxWidth: 320 }}
          />
          <Select
            aria-label={t('users.fields.role')}
            placeholder={t('users.allRoles')}
            allowClear
            value={filters.role ?? null}
            onChange={(value: string | null) => update({ role: value })}
            options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            style={{ minWidth: 160 }}
          />
          <Select
            aria-label={t('users.fields.isActive')}
            placeholder={t('users.anyActivity')}
            allowClear
            value={filters.active ?? null}
            onChange={(value: string | null) => update({ active: value })}
            options={[
              { value: 'true', label: t('users.active') },
              { value: 'false', label: t('users.disabled') },
            ]}
            style={{ minWidth: 160 }}
          />
        </Flex>
        <UserTable
          users={users?.items ?? []}
          loading={loading}
          pagination={{ current: page, pageSize, total: users?.total ?? 0 }}
          onChange={(p, size) => update({ page: p, pageSize: size }, false)}
        />
      </Card>
    </>
  );
}
