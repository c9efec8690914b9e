import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { ShellButton } from '../../ui/ShellButton';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { useSession } from '../session';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

/** antd's `lg` breakpoint, without antd in the shell. */
const WIDE = '(min-width: 992px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia?.(WIDE).matches ?? true;
const useWide = () => useSyncExternalStore(subscribeWide, isWide, () => true);

/**
 * Header, side menu and content. The side menu is open by default on a wide screen; below the `lg`
 * breakpoint it slides in over the page behind the menu button, so a phone keeps the whole width.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const { pathname } = useLocation();
  const wide = useWide();
  const [collapsed, setCollapsed] = useState(false);
  // The drawer belongs to the page it was opened on: navigating closes it, with no effect to run.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? pathname : null);
  const withMenu = Boolean(viewer);

  useEffect(() => {
    if (!drawerOpen) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerPath(null);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [drawerOpen]);

  return (
    <div className="app-layout">
      <header className="app-header">
        {withMenu && (
          <ShellButton
            variant="text"
            aria-label={t(wide ? (collapsed ? 'menu.expand' : 'menu.collapse') : 'menu.open')}
            aria-expanded={wide ? !collapsed : drawerOpen}
            icon={wide ? collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined /> : <MenuOutlined />}
            onClick={() => (wide ? setCollapsed((c) => !c) : setDrawerOpen(true))}
          />
        )}
        <Link to={viewer ? '/dashboard' : '/'} className="app-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="app-brand-name">{t('app.name')}</span>
        </Link>
        <div className="app-header-spacer" />
        <LanguageSwitch />
        {viewer && <NotificationBell />}
        <UserMenu />
      </header>
      <div className="app-body">
        {withMenu && wide && (
          <aside className={`app-sider${collapsed ? ' collapsed' : ''}`}>
            <SideMenu collapsed={collapsed} />
          </aside>
        )}
        {withMenu && !wide && drawerOpen && (
          <>
            <button
              type="button"
              className="app-drawer-mask"
              aria-label={t('menu.close')}
              onClick={() => setDrawerOpen(false)}
            />
            <aside className="app-drawer">
              <SideMenu onNavigate={() => setDrawerOpen(false)} />
            </aside>
          </>
        )}
        <main className="app-content">{children}</main>
      </div>
    </div>
  );
}
