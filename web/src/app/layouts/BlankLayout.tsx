import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../ui/LanguageSwitch';

/** Sign-in and account pages: one card in the middle of the screen. */
export function BlankLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="blank-layout">
      <main className="blank-layout-card">
        <div className="blank-layout-top">
          <Link to="/" className="app-brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{t('app.name')}</span>
          </Link>
          <LanguageSwitch />
        </div>
        {children}
      </main>
    </div>
  );
}
