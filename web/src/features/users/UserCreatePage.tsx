import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { UserForm } from './UserForm';
import { useCreateUser } from './useSaveUser';

/** `/manageUser/userLMS/createNewUser`: the identity account is created with the user. */
export function UserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createUser = useCreateUser();
  return (
    <>
      <PageHeader
        title={t('users.createTitle')}
        crumbs={[{ title: t('menu.userLMS'), to: '/manageUser/userLMS' }, { title: t('users.createTitle') }]}
      />
      <Card>
        <UserForm
          submitLabel={t('users.create')}
          onCancel={() => void navigate('/manageUser/userLMS')}
          onSubmit={async (values) => {
            const { id, errors } = await createUser(values);
            if (id) void navigate(`/manageUser/userLMS/detailUser?id=${id}`);
            return errors;
          }}
        />
      </Card>
    </>
  );
}
