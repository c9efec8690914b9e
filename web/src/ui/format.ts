import { ACADEMY_TIME_ZONE } from '@lms/domain/calendar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { vi: 'vi-VN', en: 'en-GB' };

/** A `YYYY-MM-DD` date is a calendar day: read it in local time, not as UTC midnight. */
export function parseDay(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export interface Formatters {
  locale: string;
  /** 7 thg 9, 2026 / 7 Sept 2026 */
  date(value: string | Date | null | undefined): string;
  /** Thứ Hai, 7 tháng 9, 2026 / Monday 7 September 2026 */
  longDate(value: string | Date | null | undefined): string;
  dateTime(value: string | Date | null | undefined): string;
  /** A weekday name for an ISO weekday (1 = Monday ... 7 = Sunday). */
  weekday(isoDay: number, width?: 'long' | 'short'): string;
  number(value: number | null | undefined, digits?: number): string;
  percent(value: number | null | undefined): string;
}

export function createFormatters(language: string): Formatters {
  const locale = LOCALES[language] ?? 'vi-VN';
  const toDate = (value: string | Date) =>
    typeof value === 'string' && value.length === 10 ? parseDay(value) : new Date(value);
  const dateFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const longFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const dateTimeFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const empty = '—';
  return {
    locale,
    date: (value) => (value ? dateFmt.format(toDate(value)) : empty),
    longDate: (value) => (value ? longFmt.format(toDate(value)) : empty),
    dateTime: (value) => (value ? dateTimeFmt.format(toDate(value)) : empty),
    // 2024-01-01 was a Monday.
    weekday: (isoDay, width = 'long') =>
      new Intl.DateTimeFormat(locale, { weekday: width }).format(new Date(2024, 0, isoDay)),
    number: (value, digits = 1) =>
      value === null || value === undefined
        ? empty
        : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value),
    percent: (value) =>
      value === null || value === undefined
        ? empty
        : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100),
  };
}

/** Formatters for the current interface language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => createFormatters(language), [language]);
}

/**
 * A moment as the academy's clock reads it, `05/12/2026 23:59` (a deadline: set in the academy's time zone,
 * read the same on any device).
 */
export function academyDateTime(value: string | Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ACADEMY_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(value))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
