import { Card } from '../../ui/native';
import { GeneralPage } from './GeneralPage';
import { usePagesT } from './usePagesCatalogue';

const ITEMS = ['classes', 'bank', 'exams', 'marking', 'results', 'ielts', 'feedback', 'languages'] as const;

/** `/features`: what the platform does, for visitors and users alike. */
export function FeaturesPage() {
  return (
    <GeneralPage page="features">
      <FeatureList />
    </GeneralPage>
  );
}

function FeatureList() {
  const { t } = usePagesT();
  return (
    <ul className="general-grid">
      {ITEMS.map((key) => (
        <li key={key}>
          <Card>
            <h2>{t(`features.items.${key}.title`)}</h2>
            <p>{t(`features.items.${key}.text`)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
