import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShellButton } from '../../ui/ShellButton';
import { useSession } from '../session';

const SignOutDialog = lazy(() => import('./SignOutDialog').then((m) => ({ default: m.SignOutDialog })));

/** The header's account corner: sign in, or the signed-in user's profile, password and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { viewer, status, login, logout } = useSession();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!viewer) {
    return (
      <ShellButton variant="primary" onClick={() => void login()} disabled={status === 'loading'}>
        {t('auth.signIn')}
      </ShellButton>
    );
  }

  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu-button"
        aria-label={t('menu.account', { name: viewer.name })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {viewer.profilePicture ? (
          <img src={viewer.profilePicture} alt="" className="avatar" />
        ) : (
          <span className="avatar" aria-hidden>
            <UserOutlined />
          </span>
        )}
        <span className="app-brand-name">{viewer.name}</span>
      </button>
      {open && (
        <ul id={panelId} className="user-menu-panel" aria-label={t('menu.account', { name: viewer.name })}>
          <li>
            <Link to="/profile" onClick={() => setOpen(false)}>
              <UserOutlined aria-hidden /> {t('menu.profile')}
            </Link>
          </li>
          <li>
            <Link to="/change-password" onClick={() => setOpen(false)}>
              <KeyOutlined aria-hidden /> {t('menu.changePassword')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="danger"
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
            >
              <LogoutOutlined aria-hidden /> {t('auth.signOut')}
            </button>
          </li>
        </ul>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <SignOutDialog onCancel={() => setConfirming(false)} onConfirm={logout} />
        </Suspense>
      )}
    </div>
  );
}
