import { Tabs } from '../../ui/native/Tabs';
import { useTranslation } from 'react-i18next';

/** docs/product.md point 2: the IELTS information has the tabs Information, Test help and Task help. */
export function IeltsInfoTabs() {
  const { t } = useTranslation();
  const list = (key: string) => Object.values(t(key, { returnObjects: true }) as Record<string, string>);
  return (
    <Tabs
      items={[
        {
          key: 'information',
          label: t('ielts.tabs.information'),
          children: (
            <div className="ielts-info">
              <p>{t('ielts.info.intro')}</p>
              <h3>{t('ielts.info.stepsTitle')}</h3>
              <ol>
                {list('ielts.info.steps').map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <h3>{t('ielts.info.formatTitle')}</h3>
              <p>{t('ielts.info.format')}</p>
            </div>
          ),
        },
        {
          key: 'testHelp',
          label: t('ielts.tabs.testHelp'),
          children: (
            <div className="ielts-info">
              <h3>{t('ielts.testHelp.title')}</h3>
              <ul>
                {list('ielts.testHelp.items').map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ),
        },
        {
          key: 'taskHelp',
          label: t('ielts.tabs.taskHelp'),
          children: (
            <div className="ielts-info">
              <h3>{t('ielts.taskHelp.title')}</h3>
              {(['listening', 'writing', 'speaking', 'overall'] as const).map((k) => (
                <p key={k}>{t(`ielts.taskHelp.${k}`)}</p>
              ))}
            </div>
          ),
        },
      ]}
    />
  );
}
