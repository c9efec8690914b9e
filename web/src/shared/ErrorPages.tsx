import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { ButtonLink, ShellButton } from '../ui/ShellButton';
import { StatusPage } from '../ui/StatusPage';
import { paths } from './paths';

/** 403: the signed-in user's role may not open this page. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      status="403"
      title={t('errors.forbiddenTitle')}
      subTitle={t('errors.forbiddenText')}
      extra={
        <ButtonLink to={paths.dashboard} variant="primary">
          {t('errors.backToDashboard')}
        </ButtonLink>
      }
    />
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      status="404"
      title={t('errors.notFoundTitle')}
      subTitle={t('errors.notFoundText')}
      extra={
        <ButtonLink to={paths.home} variant="primary">
          {t('errors.backHome')}
        </ButtonLink>
      }
    />
  );
}

/** A page that failed to load or render (a stale chunk after a deployment, a bug). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <StatusPage
      status="error"
      title={t('errors.pageFailedTitle')}
      subTitle={t('errors.pageFailedText')}
      extra={
        <ShellButton variant="primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </ShellButton>
      }
    />
  );
}
