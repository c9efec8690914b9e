import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Messages = Record<string, { vi: string; en: string }>;

/** Adds a rule set's messages under `namespace` to a language's catalogue once it is loaded. */
function addMessages(i18n: I18n, lng: string, namespace: string, messages: Messages) {
  if ((lng !== 'vi' && lng !== 'en') || !i18n.hasResourceBundle(lng, 'translation')) return;
  const first = Object.keys(messages)[0];
  if (first && i18n.exists(`${namespace}.${first}`, { lng })) return;
  i18n.addResourceBundle(
    lng,
    'translation',
    { [namespace]: Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, v[lng]])) },
    true,
    false,
  );
}

/**
 * Rules' messages are written once, in @lms/domain (the server answers the same words); a form adds them to
 * the loaded catalogue, and to the other language when it loads (adding them before would pass for the
 * whole catalogue and stop it loading).
 */
export function useDomainMessages(namespace: string, messages: Messages) {
  const { i18n } = useTranslation();
  addMessages(i18n, i18n.language, namespace, messages);
  useEffect(() => {
    const onChange = (lng: string) => addMessages(i18n, lng, namespace, messages);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, namespace, messages]);
}
