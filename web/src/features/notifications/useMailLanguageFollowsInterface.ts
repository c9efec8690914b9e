import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNotificationPreferences } from '../../shared/useUpdateNotificationPreferences';

/**
 * When the signed-in user switches the interface language, their mails follow it (docs/decisions.md, issue 31
 * "Mail language"); the profile's card can still choose otherwise until the next switch. Only a switch made
 * while signed in counts, not the language the tab started in.
 */
export function useMailLanguageFollowsInterface() {
  const { i18n } = useTranslation();
  const update = useUpdateNotificationPreferences({ silent: true });
  useEffect(() => {
    const follow = (language: string) => {
      if (language === 'vi' || language === 'en') void update({ language });
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n, update]);
}
