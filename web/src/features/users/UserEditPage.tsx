import { useQuery } from '@apollo/client/react';
import { Skeleton } from '../../ui/native/Skeleton';
import { Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../shared/ErrorPages';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { graphql } from '../../gql';
import { PageHeader } from '../../ui/PageHeader';
import { UserForm } from './UserForm';
import { useUpdateUser } from './useUpdateUser';
import { paths } from '../../shared/paths';

const UserEditQuery = graphql(`
  query UserEditQuery($id: ID!) {
    user(id: $id) {
      id
      name
      ...UserForm_user
    }
  }
`);

/** `/manageUser/userLMS/editUser?id=`: every field, the role and the account's activity. */
export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const updateUser = useUpdateUser();
  const { data, loading, error } = useQuery(UserEditQuery, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
    context: { silent: true },
  });
  const detail = paths.userDetail(id);

  if (error && !data?.user) return <QueryErrorPage error={error} />;
  if (!id || (!loading && data && !data.user)) return <NotFoundPage />;
  return (
    <>
      <PageHeader
        title={t('users.editTitle')}
        subtitle={data?.user?.name}
        crumbs={[{ title: t('menu.userLMS'), to: paths.users }, { title: t('users.editTitle') }]}
      />
      <Card>
        {data?.user ? (
          <UserForm
            key={String(data.user.id)}
            user={data.user}
            submitLabel={t('common.save')}
            onCancel={() => void navigate(detail)}
            onSubmit={async (values) => {
              const { ok, errors } = await updateUser(id, values);
              if (ok) void navigate(detail);
              return errors;
            }}
          />
        ) : (
          <Skeleton />
        )}
      </Card>
    </>
  );
}
