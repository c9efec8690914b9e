import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Avatar, Descriptions, Flex, Table } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { Button, Card } from '../../ui/native';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../shared/ErrorPages';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { useSession } from '../../shared/session';
import { graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { RoleTag, StudentProfileStatus, StudentStatusTag } from '../../shared/StatusTags';
import { Tag } from '../../ui/Tag';
import { paths } from '../../shared/paths';

// Admins only, and a form: its chunk loads with the card, not with every user's page.
const StandingAccommodationCard = lazy(async () => ({
  default: (await import('./StandingAccommodationCard')).StandingAccommodationCard,
}));

const UserDetailQuery = graphql(`
  query UserDetailQuery($id: ID!) {
    user(id: $id) {
      id
      name
      email
      subEmail
      firstName
      lastName
      phone
      role
      gender
      dateOfBirth
      address
      link
      workPlace
      studentStatus
      passport
      profilePicture
      isActive
      joinedAt
      createdAt
      classes {
        id
        status
        joinedAt
        class {
          id
          name
          classCode
        }
      }
    }
  }
`);

/** `/manageUser/userLMS/detailUser?id=`: a user's profile and classes. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { role } = useSession();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, error } = useQuery(UserDetailQuery, {
    variables: { id },
    skip: !id,
    context: { silent: true },
  });
  const user = data?.user;

  if (error && !user) return <QueryErrorPage error={error} />;
  if (!id || (!loading && data && !user)) return <NotFoundPage />;
  const crumbs = role === 'ADMIN' ? [{ title: t('menu.userLMS'), to: paths.users }] : [];
  return (
    <>
      <PageHeader
        title={t('users.detailTitle')}
        crumbs={[...crumbs, { title: user?.name ?? t('users.detailTitle') }]}
        extra={
          role === 'ADMIN' && (
            <Link to={paths.userEdit(id)}>
              <Button icon={<EditOutlined />}>{t('common.edit')}</Button>
            </Link>
          )
        }
      />
      {!user ? (
        <Card>
          <Skeleton />
        </Card>
      ) : (
        <Flex vertical gap={16}>
          <Card>
            <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
              <Avatar size={64} src={user.profilePicture || undefined} icon={<UserOutlined />} />
              <div>
                <h2 style={{ margin: 0 }}>{user.name}</h2>
                <Flex gap={4} wrap>
                  <RoleTag role={user.role} />
                  {user.isActive ? (
                    <Tag color="green">{t('users.active')}</Tag>
                  ) : (
                    <Tag>{t('users.disabled')}</Tag>
                  )}
                </Flex>
              </div>
            </Flex>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'email', label: t('users.fields.email'), children: user.email },
                { key: 'subEmail', label: t('users.fields.subEmail'), children: user.subEmail || '—' },
                { key: 'phone', label: t('users.fields.phone'), children: user.phone || '—' },
                {
                  key: 'gender',
                  label: t('users.fields.gender'),
                  children: user.gender ? t(`gender.${user.gender}`) : '—',
                },
                { key: 'dob', label: t('users.fields.dateOfBirth'), children: format.date(user.dateOfBirth) },
                { key: 'workPlace', label: t('users.fields.workPlace'), children: user.workPlace || '—' },
                {
                  key: 'link',
                  label: t('users.fields.link'),
                  children: user.link ? (
                    <a href={user.link} target="_blank" rel="noreferrer">
                      {user.link}
                    </a>
                  ) : (
                    '—'
                  ),
                },
                { key: 'passport', label: t('users.fields.passport'), children: user.passport || '—' },
                {
                  key: 'status',
                  label: t('users.fields.studentStatus'),
                  children: user.studentStatus ? <StudentProfileStatus value={user.studentStatus} /> : '—',
                },
                { key: 'address', label: t('users.fields.address'), children: user.address || '—' },
                { key: 'joinedAt', label: t('users.fields.joinedAt'), children: format.date(user.joinedAt) },
                {
                  key: 'createdAt',
                  label: t('users.fields.createdAt'),
                  children: format.dateTime(user.createdAt),
                },
              ]}
            />
          </Card>
          {role === 'ADMIN' && user.role === 'STUDENT' && (
            <Suspense fallback={null}>
              <StandingAccommodationCard userId={String(user.id)} />
            </Suspense>
          )}
          {user.classes && (
            <Card title={t('users.classesTitle')}>
              <Table
                rowKey={(m) => String(m.id)}
                dataSource={user.classes}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: t('users.noClasses') }}
                columns={[
                  {
                    title: t('classes.fields.name'),
                    key: 'name',
                    render: (_, m) =>
                      m.class && <Link to={paths.classDetail(m.class.id)}>{m.class.name}</Link>,
                  },
                  { title: t('classes.fields.classCode'), key: 'code', render: (_, m) => m.class?.classCode },
                  {
                    title: t('classDetail.status'),
                    key: 'status',
                    render: (_, m) => <StudentStatusTag status={m.status} />,
                  },
                  {
                    title: t('classDetail.joinedAt'),
                    key: 'joined',
                    render: (_, m) => format.date(m.joinedAt),
                  },
                ]}
              />
            </Card>
          )}
        </Flex>
      )}
    </>
  );
}
