import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { usePagesCatalogue, usePagesT } from './usePagesCatalogue';
import './general.css';

const LINKS = [
  { to: paths.features, key: 'features' },
  { to: paths.about, key: 'about' },
  { to: paths.infor, key: 'infor' },
  { to: paths.docs, key: 'docs' },
] as const;

/**
 * The frame of the general pages (/features, /about, /infor, /docs): their texts loaded, a navigation between
 * them (and the knowledge base for those signed in), the title and the lead.
 */
export function GeneralPage({
  page,
  children,
}: {
  page: 'features' | 'about' | 'infor' | 'docs';
  children: ReactNode;
}) {
  const ready = usePagesCatalogue();
  const { t } = usePagesT();
  const { viewer } = useSession();
  if (!ready) return <PageSpinner />;
  return (
    <div className="general-page">
      <nav className="general-nav" aria-label={t('nav.label')}>
        {LINKS.map((l) => (
          <NavLink key={l.key} to={l.to}>
            {t(`nav.${l.key}`)}
          </NavLink>
        ))}
        {viewer && <NavLink to={paths.knowledge}>{t('nav.knowledge')}</NavLink>}
      </nav>
      <header className="general-header">
        <h1>{t(`${page}.title`)}</h1>
        <p className="general-lead">{t(`${page}.lead`)}</p>
      </header>
      {children}
    </div>
  );
}
