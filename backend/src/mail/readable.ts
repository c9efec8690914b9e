import * as enums from '../db/schema/enums.js';
import type { Lang } from '../http/messages.js';

/**
 * A day (YYYY-MM-DD) as a mail says it to people: 02/12/2026 in Vietnamese, 2 December 2026 in English. Mails
 * never show the API's ISO dates.
 */
export function humanDay(iso: string, lang: Lang): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  if (lang === 'vi') return `${d}/${m}/${y}`;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

const VI_WEEKDAYS = ['chủ nhật', 'thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy'];
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A day with its weekday, as people write it in a mail (issue 30 point 5): "thứ Tư, 02/12/2026", "Wednesday 2
 * December 2026". A day has no time zone here: the weekday is the calendar's.
 */
export function humanWeekday(iso: string, lang: Lang): string {
  const weekday = new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return lang === 'vi'
    ? `${VI_WEEKDAYS[weekday]}, ${humanDay(iso, 'vi')}`
    : `${EN_WEEKDAYS[weekday]} ${humanDay(iso, 'en')}`;
}

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const ADDRESSES = /\bhttps?:\/\/\S+|\S+@\S+/g;
/**
 * The API's words a template could leak (`4_skills`, `home_work`, `waiting_score`, `bank_transfer`): the
 * snake-case values of the product's enums. Question types are left out: they name questions and
 * exercises in the tests' data, which a mail quotes as their authors wrote it.
 */
interface NamedEnum {
  enumName: string;
  enumValues: readonly string[];
}
const isEnum = (e: unknown): e is NamedEnum =>
  typeof e === 'function' && 'enumValues' in e && 'enumName' in e;
const API_WORDS = new Set<string>(
  (Object.values(enums) as unknown[])
    .filter(isEnum)
    .filter((e) => e.enumName !== 'question_type')
    .flatMap((e) => [...e.enumValues])
    .filter((v) => v.includes('_')),
);
const SNAKE = /\b[a-z0-9]+(?:_[a-z0-9]+)+\b/gi;

/**
 * What a person could not read in a mail's subject or text: ISO dates and the API's words (raw enum values),
 * addresses and e-mails aside. The mailer refuses such a mail in strict mode (the tests' mailers).
 */
export function unreadableParts(mail: { subject: string; text: string }): string[] {
  const found: string[] = [];
  for (const [part, value] of [
    ['subject', mail.subject],
    ['text', mail.text],
  ] as const) {
    const prose = value.replace(ADDRESSES, ' ');
    const day = ISO_DAY.exec(prose)?.[0];
    if (day) found.push(`${part}: ISO date ${day}`);
    const word = [...prose.matchAll(SNAKE)].map((m) => m[0]).find((w) => API_WORDS.has(w));
    if (word) found.push(`${part}: raw value ${word}`);
  }
  return found;
}
