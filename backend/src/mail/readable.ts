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

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
/** A word of the API (`4_skills`, `home_work`, `waiting_score`): snake case, outside addresses. */
const API_WORD = /\b[a-z0-9]+(?:_[a-z0-9]+)+\b/i;
const ADDRESSES = /\bhttps?:\/\/\S+|\S+@\S+/g;

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
    const word = API_WORD.exec(prose)?.[0];
    if (word) found.push(`${part}: raw value ${word}`);
  }
  return found;
}
