import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Avatar, Col, Descriptions, Flex, Row } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { RoleTag } from '../../shared/StatusTags';
import { CalendarFeedCard } from './CalendarFeedCard';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';
import { ProfileForm } from './ProfileForm';
import { useUpdateProfile } from './useUpdateProfile';
import { paths } from '../../shared/paths';

const ProfileQuery = graphql(`
  query ProfileQuery {
    viewer {
      id
      name
      email
      role
      profilePicture
      joinedAt
      createdAt
      ...ProfileForm_user
    }
  }
`);

/** `/profile`: the signed-in user's own details. */
export function ProfilePage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data } = useQuery(ProfileQuery, { fetchPolicy: 'network-only' });
  const updateProfile = useUpdateProfile();
  const viewer = data?.viewer;

  return (
    <>
      <PageHeader title={t('profile.title')} />
      {!viewer ? (
        <Card>
          <Skeleton />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <Card>
              <Flex vertical align="center" gap={8}>
                <Avatar size={96} src={viewer.profilePicture || undefined} icon={<UserOutlined />} />
                <h2 style={{ margin: 0 }}>{viewer.name}</h2>
                <RoleTag role={viewer.role} />
              </Flex>
              <Descriptions
                column={1}
                size="small"
                style={{ marginTop: 16 }}
                items={[
                  { key: 'email', label: t('users.fields.email'), children: viewer.email },
                  {
                    key: 'joined',
                    label: t('users.fields.joinedAt'),
                    children: format.date(viewer.joinedAt ?? viewer.createdAt),
                  },
                  {
                    key: 'password',
                    label: t('account.password'),
                    children: <Link to={paths.changePassword}>{t('menu.changePassword')}</Link>,
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card>
              <ProfileForm key={String(viewer.id)} user={viewer} onSubmit={updateProfile} />
            </Card>
          </Col>
          <Col xs={24}>
            <NotificationPreferencesCard />
          </Col>
          <Col xs={24}>
            <CalendarFeedCard />
          </Col>
        </Row>
      )}
    </>
  );
}
