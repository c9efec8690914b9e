import { currentLanguage, i18n } from './i18n';

/** The document's lang attribute follows the interface language (screen readers, hyphenation). */
export function followLanguage() {
  const apply = () => {
    document.documentElement.lang = currentLanguage();
  };
  apply();
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
