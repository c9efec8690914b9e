import { ASSIGNMENT_MESSAGES } from '@lms/domain';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Adds the assignment rules' words (written once, in @lms/domain) to a loaded catalogue. */
function addRuleMessages(i18n: I18n, lng: string) {
  if ((lng !== 'vi' && lng !== 'en') || !i18n.hasResourceBundle(lng, 'translation')) return;
  if (i18n.exists('assignmentRules.assignment_created', { lng })) return;
  i18n.addResourceBundle(
    lng,
    'translation',
    { assignmentRules: Object.fromEntries(Object.entries(ASSIGNMENT_MESSAGES).map(([k, v]) => [k, v[lng]])) },
    true,
    false,
  );
}

/**
 * The assignment rules' messages, as the backend answers them: added to the loaded catalogue and to the
 * other language when it loads (as the question rules are, features/questions/questionSchema.ts).
 */
export function useAssignmentRuleMessages() {
  const { i18n } = useTranslation();
  addRuleMessages(i18n, i18n.language);
  useEffect(() => {
    const onChange = (lng: string) => addRuleMessages(i18n, lng);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
}
