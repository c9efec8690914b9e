const LOCALES: Record<string, string> = { vi: 'vi-VN', en: 'en-GB' };
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/**
 * When a notification came, as the user reads it: "5 minutes ago" within a week, the date and time after
 * that; `now` is the caller's clock.
 */
export function relativeTime(value: string, now: number, language: string): string {
  const locale = LOCALES[language] ?? 'vi-VN';
  const ago = Math.round((now - new Date(value).getTime()) / 1000);
  if (ago < 60) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  if (ago < 7 * 24 * 60 * 60) {
    const [unit, size] = [...STEPS].reverse().find(([, s]) => ago >= s) ?? STEPS[0]!;
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.floor(ago / size), unit);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
