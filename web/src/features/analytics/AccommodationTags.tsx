import { useTranslation } from 'react-i18next';
import { Tag } from '../../ui/Tag';
import type { ShownAccommodation } from './AccommodationDialog';

/**
 * A student's accommodation on the overview (issue 31 point 1): "+25 %" or "+10 min", extra attempts, and
 * whether it is the assignment's own or the standing setting. Nothing when none.
 */
export function AccommodationTags({ accommodation: a }: { accommodation: ShownAccommodation | null }) {
  const { t } = useTranslation();
  if (!a) return null;
  const time = a.extraTimeMinutes
    ? t('accommodation.plusMinutes', { count: a.extraTimeMinutes })
    : a.extraTimePercent
      ? t('accommodation.plusPercent', { n: a.extraTimePercent })
      : null;
  if (!time && !a.extraAttempts) return null;
  return (
    <>
      {time && <Tag color="blue">{time}</Tag>}
      {a.extraAttempts > 0 && (
        <Tag color="purple">{t('accommodation.plusAttempts', { count: a.extraAttempts })}</Tag>
      )}
      {a.source === 'STANDING' && <Tag>{t('accommodation.fromStanding')}</Tag>}
    </>
  );
}
