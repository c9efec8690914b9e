import { LoginOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../shared/session';
import { Panel } from '../../ui/Panel';
import { ShellButton } from '../../ui/ShellButton';
import { paths } from '../../shared/paths';
import { returnPath } from '../../shared/returnPath';

/** Only paths inside the app: an address from the query string must not send the user elsewhere. */
const safeRedirect = (value: string | null) => returnPath(value, paths.dashboard);

/** `/login`: sign-in happens on the identity server; this page sends the user there (and back). */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { status, identified, login } = useSession();
  const redirect = safeRedirect(params.get('redirect'));
  const sent = useRef(false);

  useEffect(() => {
    // Signed in at the identity server but unknown to the gateway: going there again would loop.
    if (status === 'signedOut' && !identified && !sent.current) {
      sent.current = true;
      void login(redirect);
    }
  }, [status, identified, login, redirect]);

  if (status === 'signedIn') return <Navigate to={redirect} replace />;
  return (
    <Panel title={t('auth.signIn')}>
      <p className={identified ? 'error-text' : 'muted'}>
        {t(identified ? 'auth.accountUnavailable' : 'auth.redirecting')}
      </p>
      <ShellButton
        variant="primary"
        size="large"
        icon={<LoginOutlined />}
        block
        onClick={() => void login(redirect)}
      >
        {t('auth.signInWithAcademy')}
      </ShellButton>
      <div className="login-links">
        <Link to={paths.forgotPassword}>{t('account.forgotTitle')}</Link>
        <Link to={paths.register}>{t('account.registerTitle')}</Link>
      </div>
    </Panel>
  );
}
