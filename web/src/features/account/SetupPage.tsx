import { useQuery } from '@apollo/client/react';
import { Skeleton } from '../../ui/native/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { ForbiddenPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { postponeSetup } from '../../shared/setup';
import { Alert, Button, Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { ProfileForm } from './ProfileForm';
import { useUpdateProfile } from './useUpdateProfile';

const SetupQuery = graphql(`
  query SetupQuery {
    viewer {
      id
      name
      role
      ...ProfileForm_user
    }
  }
`);

/**
 * `/setup/{id}`: a new account's first sign-in. The user completes the profile docs/product.md point 5 requires
 * (name, date of birth, gender, phone, workplace), with the profile page's own form and rules, then goes on to
 * the dashboard; "later" leaves it for this visit. Only the account's own user may open it.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { viewer: signedIn } = useSession();
  const { data } = useQuery(SetupQuery, { fetchPolicy: 'network-only' });
  const updateProfile = useUpdateProfile();
  if (signedIn && String(signedIn.id) !== id) return <ForbiddenPage />;
  const viewer = data?.viewer;

  return (
    <>
      <PageHeader
        title={t('setup.title', { name: signedIn?.name ?? '' })}
        subtitle={t('setup.lead')}
        extra={
          <Button
            onClick={() => {
              postponeSetup();
              void navigate(paths.dashboard);
            }}
          >
            {t('setup.later')}
          </Button>
        }
      />
      <Card style={{ maxWidth: 820 }}>
        <Alert type="info" showIcon role="note" title={t('setup.why')} style={{ marginBottom: 16 }} />
        {viewer ? (
          <ProfileForm
            key={String(viewer.id)}
            user={viewer}
            onSubmit={async (values) => {
              const errors = await updateProfile(values);
              if (errors.length === 0) void navigate(paths.dashboard, { replace: true });
              return errors;
            }}
          />
        ) : (
          <Skeleton />
        )}
        <p style={{ marginTop: 16 }}>
          {t('setup.guide')} <Link to={paths.docs}>{t('setup.guideLink')}</Link>
        </p>
      </Card>
    </>
  );
}
