/**
 * Reading a part's text, with no schema engine: the blanks of a text-entry part and the words of a
 * written answer (the exam runner on a phone loads these, not zod: issue 12).
 */

/** A blank in a text-entry part's text: `{{1}}`, `{{a}}`. A text without one has a single blank `1`. */
export const BLANK_PATTERN = /\{\{([A-Za-z0-9_-]+)\}\}/g;
export const blanksOf = (body: string): string[] => {
  const ids = [...new Set([...body.matchAll(BLANK_PATTERN)].map((match) => match[1]!))];
  return ids.length ? ids : ['1'];
};

/** The live word count of a written answer: runs of letters or digits, with inner apostrophes and hyphens. */
export const wordCount = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
