import { useQuery } from '@apollo/client/react';
import { Skeleton } from '../../ui/native/Skeleton';
import { Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ForbiddenPage, NotFoundPage } from '../../shared/ErrorPages';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { useSession } from '../../shared/session';
import { graphql } from '../../gql';
import { PageHeader } from '../../ui/PageHeader';
import { ClassForm } from './ClassForm';
import { useUpdateClass } from './useUpdateClass';
import { paths } from '../../shared/paths';

const ClassEditQuery = graphql(`
  query ClassEditQuery($id: ID!) {
    class(id: $id) {
      id
      name
      viewerCanManage
      ...ClassForm_class
    }
  }
`);

export function ClassEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { classId = '' } = useParams();
  const { role } = useSession();
  const updateClass = useUpdateClass();
  const { data, loading, error } = useQuery(ClassEditQuery, {
    variables: { id: classId },
    fetchPolicy: 'network-only',
    context: { silent: true },
  });
  const klass = data?.class;
  const detail = paths.classDetail(classId);
  const canPickStaff = role === 'ADMIN';

  if (error && !klass) return <QueryErrorPage error={error} />;
  if (!loading && data && !klass) return <NotFoundPage />;
  if (klass && !klass.viewerCanManage) return <ForbiddenPage />;
  return (
    <>
      <PageHeader
        title={t('classes.editTitle')}
        subtitle={klass?.name}
        crumbs={[
          { title: t('menu.manageClass'), to: paths.classes },
          { title: klass?.name ?? '…', to: detail },
          { title: t('classes.editTitle') },
        ]}
      />
      <Card>
        {klass ? (
          <ClassForm
            key={String(klass.id)}
            klass={klass}
            canPickStaff={canPickStaff}
            submitLabel={t('common.save')}
            onCancel={() => void navigate(detail)}
            onSubmit={async (values) => {
              const { ok, errors } = await updateClass(classId, values, canPickStaff);
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
