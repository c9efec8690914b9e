import { Alert, Card } from '../../ui/native';
import { GeneralPage } from './GeneralPage';
import { usePagesT } from './usePagesCatalogue';

const CAMPUSES = ['hcm', 'hanoi'] as const;
const CONTACTS = ['hotline', 'email', 'support', 'ielts'] as const;
const HOURS = ['weekdays', 'saturday', 'sunday'] as const;

/** `/infor`: the academy's campuses, contacts, opening hours and how fees are paid (a demonstration academy). */
export function InfoPage() {
  return (
    <GeneralPage page="infor">
      <Info />
    </GeneralPage>
  );
}

function Info() {
  const { t } = usePagesT();
  return (
    <>
      <Alert className="general-notice" type="info" showIcon role="note" title={t('demoNotice')} />
      <h2>{t('infor.campusesTitle')}</h2>
      <ul className="general-grid">
        {CAMPUSES.map((key) => (
          <li key={key}>
            <Card>
              <h2>{t(`infor.campuses.${key}.name`)}</h2>
              <address>
                <p>{t(`infor.campuses.${key}.address`)}</p>
                <p>
                  <a href={`tel:${t(`infor.campuses.${key}.phone`).replace(/\s/g, '')}`}>
                    {t(`infor.campuses.${key}.phone`)}
                  </a>
                </p>
              </address>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="general-section">
        <h2>{t('infor.contactTitle')}</h2>
        <ul className="general-list">
          {CONTACTS.map((key) => (
            <li key={key}>{t(`infor.contact.${key}`)}</li>
          ))}
        </ul>
      </Card>
      <Card className="general-section">
        <h2>{t('infor.hoursTitle')}</h2>
        <ul className="general-list">
          {HOURS.map((key) => (
            <li key={key}>{t(`infor.hours.${key}`)}</li>
          ))}
        </ul>
      </Card>
      <Card className="general-section">
        <h2>{t('infor.paymentTitle')}</h2>
        <p>{t('infor.payment')}</p>
      </Card>
    </>
  );
}
