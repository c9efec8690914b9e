import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface Crumb {
  title: string;
  to?: string;
}

/** A page's title, its way back (breadcrumb) and its main actions. */
export function PageHeader({
  title,
  crumbs,
  extra,
  subtitle,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  extra?: ReactNode;
  subtitle?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page-header">
      {crumbs && crumbs.length > 0 && (
        <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
          <ol>
            {crumbs.map((c, i) => (
              <li key={`${c.title}-${i}`}>
                {c.to ? <Link to={c.to}>{c.title}</Link> : <span>{c.title}</span>}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="page-header-row">
        <div>
          <h1 className="page-title">{title}</h1>
          {subtitle && <div className="page-subtitle">{subtitle}</div>}
        </div>
        {extra && <div className="page-header-extra">{extra}</div>}
      </div>
    </div>
  );
}
