import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerClock } from './serverClock';
import { formatRemaining, useCountdown } from './serverClock';

/**
 * The time left by the server's clock. The warnings at 10 and 5 minutes are spoken once by screen readers
 * (a polite live region), not every second.
 */
export function ExamCountdown({
  clock,
  endsAt,
  onExpire,
}: {
  clock: ServerClock;
  endsAt: string | null | undefined;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const { remaining, warning } = useCountdown(clock, endsAt, {
    onExpire,
    onWarning: (minutes) => setAnnouncement(t('exam.runner.warning', { count: minutes })),
  });
  if (remaining === null) return <span className="exam-countdown" />;
  const time = formatRemaining(remaining);
  return (
    <span className={`exam-countdown${warning ? ' exam-countdown-warning' : ''}`}>
      <span role="timer" aria-label={t('exam.runner.countdownLabel', { time })}>
        {time}
      </span>
      {warning && <span className="exam-countdown-note">{t('exam.runner.warning', { count: warning })}</span>}
      <span className="exam-sr-only" aria-live="polite" role="status">
        {announcement}
      </span>
    </span>
  );
}
