import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuEntry } from '../menus';
import { menuFor } from '../menus';
import { useSession } from '../session';

/**
 * The signed-in role's side menu (one configuration: ../menus.tsx). Links and headings only: the menu is
 * part of every page's first load, so it does without antd's Menu.
 */
export function SideMenu({
  onNavigate,
  collapsed = false,
}: {
  onNavigate?: () => void;
  collapsed?: boolean;
}) {
  const { t } = useTranslation();
  const { role } = useSession();
  const entries = useMemo(() => menuFor(role), [role]);

  const link = (entry: MenuEntry, icon = entry.icon) => (
    <li key={entry.key}>
      <NavLink
        to={entry.path ?? '/'}
        onClick={onNavigate}
        className={({ isActive }) => `side-menu-link${isActive ? ' active' : ''}`}
        title={collapsed ? t(entry.label) : undefined}
      >
        <span className="side-menu-icon" aria-hidden>
          {icon}
        </span>
        <span className={collapsed ? 'visually-hidden' : undefined}>{t(entry.label)}</span>
      </NavLink>
    </li>
  );

  return (
    <nav aria-label={t('menu.label')} className={`side-menu${collapsed ? ' collapsed' : ''}`}>
      <ul>
        {entries.map((entry) =>
          entry.children ? (
            <li key={entry.key} className="side-menu-group">
              {!collapsed && (
                <div className="side-menu-heading">
                  <span className="side-menu-icon" aria-hidden>
                    {entry.icon}
                  </span>
                  {t(entry.label)}
                </div>
              )}
              <ul>
                {entry.children.map((child) =>
                  link(child, child.icon ?? (collapsed ? entry.icon : undefined)),
                )}
              </ul>
            </li>
          ) : (
            link(entry)
          ),
        )}
      </ul>
    </nav>
  );
}
