import { BarChartOutlined, CalendarOutlined, ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../shared/session';
import { Panel } from '../../ui/Panel';
import { ButtonLink, ShellButton } from '../../ui/ShellButton';
import { paths } from '../../shared/paths';

const FEATURES = [
  { key: 'classes', icon: <ReadOutlined /> },
  { key: 'schedule', icon: <CalendarOutlined /> },
  { key: 'progress', icon: <BarChartOutlined /> },
] as const;

/** `/`: what the academy's platform is, and the way in. */
export function HomePage() {
  const { t } = useTranslation();
  const { viewer, login } = useSession();
  return (
    <div className="home">
      <section className="home-hero">
        <h1>{viewer ? t('home.welcomeBack', { name: viewer.name }) : t('home.headline')}</h1>
        <p>{t('home.lead')}</p>
        <div className="home-actions">
          {viewer ? (
            <ButtonLink to={paths.dashboard} size="large">
              {t('home.toDashboard')}
            </ButtonLink>
          ) : (
            <>
              <ShellButton size="large" onClick={() => void login()}>
                {t('auth.signIn')}
              </ShellButton>
              <ButtonLink to={paths.register} size="large" variant="ghost">
                {t('account.registerTitle')}
              </ButtonLink>
            </>
          )}
        </div>
      </section>
      <div className="home-features">
        {FEATURES.map((f) => (
          <Panel key={f.key}>
            <div className="home-feature-icon" aria-hidden>
              {f.icon}
            </div>
            <h2>{t(`home.features.${f.key}.title`)}</h2>
            <p className="muted">{t(`home.features.${f.key}.text`)}</p>
          </Panel>
        ))}
      </div>
      <nav className="home-links" aria-label={t('general.label')}>
        <Link to={paths.features}>{t('general.features')}</Link>
        <Link to={paths.about}>{t('general.about')}</Link>
        <Link to={paths.infor}>{t('general.infor')}</Link>
        <Link to={paths.docs}>{t('general.docs')}</Link>
      </nav>
    </div>
  );
}
