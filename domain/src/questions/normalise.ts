/**
 * docs/design.md section 8: typed answers are compared with their keys after normalisation: Unicode NFC (a
 * Vietnamese letter typed as base + combining mark equals the precomposed one), smart quotes and dashes as
 * their plain forms, spaces trimmed and collapsed, case folded. Diacritics are kept: "bàn" is not "bán".
 */
const QUOTES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
};
const QUOTE_PATTERN = new RegExp(`[${Object.keys(QUOTES).join('')}]`, 'g');

export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFC')
    .replace(QUOTE_PATTERN, (c) => QUOTES[c] ?? c)
    .replace(/\s+/gu, ' ')
    .trim()
    .toLocaleLowerCase('en');
}

/** Whether a typed answer matches one of the accepted answers. */
export const matchesAny = (typed: string, accepted: readonly string[]) => {
  const answer = normaliseAnswer(typed);
  return answer !== '' && accepted.some((a) => normaliseAnswer(a) === answer);
};
