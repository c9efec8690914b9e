import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/native';
import { useMarkingPresence } from './useMarkingPresence';

/**
 * The marking page's heartbeat, and the other markers who have the same submission open (issue 26 point 5):
 * nothing when the marker is alone.
 */
export function MarkingPresenceAlert({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation();
  const others = useMarkingPresence(attemptId);
  if (!others.length) return null;
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type="info"
      showIcon
      role="status"
      title={t('marking.alsoMarking', { count: others.length, names: others.join(', ') })}
    />
  );
}
