import { useTranslation } from 'react-i18next';

const OPTIONS = [
  { value: 'vi', short: 'VI', name: 'Tiếng Việt' },
  { value: 'en', short: 'EN', name: 'English' },
] as const;

/** The header's language switch; i18next saves the choice under `lang` in local storage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  return (
    <div role="group" aria-label={t('common.language')} className="language-switch">
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          lang={o.value}
          title={o.name}
          aria-pressed={current === o.value}
          onClick={() => void i18n.changeLanguage(o.value)}
        >
          {o.short}
          <span className="visually-hidden"> {o.name}</span>
        </button>
      ))}
    </div>
  );
}
