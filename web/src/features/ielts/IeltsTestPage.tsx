import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { Alert, Button, Card, Space } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { IeltsInfoTabs } from './IeltsInfoTabs';
import { MyRegistrations } from './MyRegistrations';
import { RegisterCard } from './RegisterCard';
import './ielts.css';

const IeltsOpenDatesQuery = graphql(`
  query IeltsOpenDatesQuery {
    ieltsOpenExamDates(pageSize: 300) {
      items {
        id
        examDate
        shift
        skillPackage
        format
        description
        unitPrice
        seatsLeft
        registrable
        test {
          id
          name
          module
        }
      }
    }
  }
`);

/**
 * `/ielts-test` (everyone): the IELTS information tabs and the open exam dates; a visitor signs up or signs
 * in, a candidate (student role) registers, applies a promotion code, sees what they owe, downloads the
 * invoice, opens the test on the day and reads their bands.
 */
export function IeltsTestPage() {
  const { t } = useTranslation();
  const { status, role, login } = useSession();
  const { data, loading } = useQuery(IeltsOpenDatesQuery, { fetchPolicy: 'cache-and-network' });
  const dates = data?.ieltsOpenExamDates.items ?? [];
  const candidate = status === 'signedIn' && role === 'STUDENT';
  const info = (
    <Card className="ielts-card">
      <IeltsInfoTabs />
    </Card>
  );
  return (
    <>
      <PageHeader title={t('ielts.title')} />
      {/* A candidate's own page, first on a phone (issue 30 point 1): their registrations (what they owe, the
          test day, the bands), then registering; the information after. A visitor reads it first. */}
      {candidate ? (
        <>
          <MyRegistrations />
          <RegisterCard dates={dates} loading={loading && !data} />
        </>
      ) : (
        info
      )}
      {status === 'signedOut' && (
        <Card className="ielts-card" title={t('ielts.register.title')}>
          <p>{t('ielts.register.signUpFirst')}</p>
          <Space wrap>
            <Link
              className="ielts-link-button"
              to={`${paths.register}?next=${encodeURIComponent(paths.ieltsTest)}`}
            >
              {t('ielts.register.signUp')}
            </Link>
            <Button onClick={() => void login(paths.ieltsTest)}>{t('auth.signIn')}</Button>
          </Space>
        </Card>
      )}
      {candidate && info}
      {status === 'signedIn' && role !== 'STUDENT' && (
        <Alert type="info" showIcon title={t('ielts.register.staffOnly')} className="ielts-card" />
      )}
    </>
  );
}
