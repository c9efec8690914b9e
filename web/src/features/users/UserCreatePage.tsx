import { Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { UserForm } from './UserForm';
import { useCreateUser } from './useCreateUser';
import { paths } from '../../shared/paths';

/** `/manageUser/userLMS/createNewUser`: the identity account is created with the user. */
export function UserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createUser = useCreateUser();
  return (
    <>
      <PageHeader
        title={t('users.createTitle')}
        crumbs={[{ title: t('menu.userLMS'), to: paths.users }, { title: t('users.createTitle') }]}
      />
      <Card>
        <UserForm
          submitLabel={t('users.create')}
          onCancel={() => void navigate(paths.users)}
          onSubmit={async (values) => {
            const { id, errors } = await createUser(values);
            if (id) void navigate(paths.userDetail(id));
            return errors;
          }}
        />
      </Card>
    </>
  );
}
