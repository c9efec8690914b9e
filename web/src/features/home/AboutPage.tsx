import { Alert, Card } from '../../ui/native';
import { GeneralPage } from './GeneralPage';
import { usePagesT } from './usePagesCatalogue';

const SECTIONS = ['story', 'approach', 'teachers', 'platform'] as const;
const FIGURES = ['students', 'classes', 'band', 'teachers'] as const;

/** `/about`: the academy, how it teaches, and why the platform exists. */
export function AboutPage() {
  return (
    <GeneralPage page="about">
      <About />
    </GeneralPage>
  );
}

function About() {
  const { t } = usePagesT();
  return (
    <>
      <Alert className="general-notice" type="info" showIcon role="note" title={t('demoNotice')} />
      {SECTIONS.map((key) => (
        <Card key={key} className="general-section">
          <h2>{t(`about.sections.${key}.title`)}</h2>
          <p>{t(`about.sections.${key}.text`)}</p>
        </Card>
      ))}
      <Card className="general-section">
        <h2>{t('about.figures.title')}</h2>
        <ul className="general-list">
          {FIGURES.map((key) => (
            <li key={key}>{t(`about.figures.${key}`)}</li>
          ))}
        </ul>
      </Card>
    </>
  );
}
