import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorLike } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../ui/StatusPage';
import { ForbiddenPage, NotFoundPage } from './ErrorPages';

const codeOf = (error: ErrorLike) =>
  CombinedGraphQLErrors.is(error)
    ? error.errors.map((e) => e.extensions?.code).find((c): c is string => typeof c === 'string')
    : undefined;

/** A page whose query failed: 403 and 404 as their pages, anything else as a short notice. */
export function QueryErrorPage({ error }: { error: ErrorLike }) {
  const { t } = useTranslation();
  const code = codeOf(error);
  if (code === 'FORBIDDEN') return <ForbiddenPage />;
  if (code === 'NOT_FOUND') return <NotFoundPage />;
  return <StatusPage status="error" title={t('errors.title')} subTitle={error.message} />;
}
