import { useTranslation } from 'react-i18next';
import type { SaveState } from './answerSender';

/** Saved / saving / offline, and how many answers wait on the device. */
export function SaveStatus({ state, pending }: { state: SaveState; pending: number }) {
  const { t } = useTranslation();
  return (
    <span className={`exam-save exam-save-${state}`} role="status" aria-live="polite">
      {t(`exam.runner.${state}`)}
      {state !== 'saved' && pending > 0 && (
        <span className="exam-save-count"> · {t('exam.runner.pending', { count: pending })}</span>
      )}
    </span>
  );
}
