import type { TFunction } from 'i18next';

/** A time of a task in whole minutes when it is one ("1 minute"), else in seconds ("90 seconds"). */
export const formatDuration = (t: TFunction, seconds: number) =>
  seconds >= 60 && seconds % 60 === 0
    ? t('questionView.minutes', { count: seconds / 60 })
    : t('questionView.seconds', { count: seconds });
