import { Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../shared/session';
import { PageHeader } from '../../ui/PageHeader';
import { ClassForm } from './ClassForm';
import { useCreateClass } from './useCreateClass';
import { paths } from '../../shared/paths';

/** A new class: a teacher becomes its teacher, an administrator picks the staff. */
export function ClassCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useSession();
  const createClass = useCreateClass();
  const canPickStaff = role === 'ADMIN';
  return (
    <>
      <PageHeader
        title={t('classes.createTitle')}
        crumbs={[{ title: t('menu.manageClass'), to: paths.classes }, { title: t('classes.createTitle') }]}
      />
      <Card>
        <ClassForm
          canPickStaff={canPickStaff}
          submitLabel={t('classes.create')}
          onCancel={() => void navigate(paths.classes)}
          onSubmit={async (values) => {
            const { id, errors } = await createClass(values, canPickStaff);
            if (id) void navigate(paths.classDetail(id));
            return errors;
          }}
        />
      </Card>
    </>
  );
}
