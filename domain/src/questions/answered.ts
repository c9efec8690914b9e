/**
 * What counts as answered (docs/decisions.md, issue 25): one rule for the runner's navigator and submit
 * summary, the backend's submit, the marking page and returning the work, and the speaking rubric.
 */
import type { Interaction } from './types.js';

/** A value given: a non-blank string, or a number (ids from older clients). */
const given = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
const entries = (value: unknown): unknown[] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : [];
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Whether a response to a part of the interaction counts as answered: something was given (a choice, a word
 * in any blank, any pair, an order, a point, a non-blank text, a recording). Partly filled counts; a passage
 * takes no answer and is never answered; an empty answer (the row a mark on a blank part is kept in) is none.
 * Reads any shape (the domain's RESPONSE_SCHEMAS, a draft, nothing).
 */
export function isAnswered(interaction: Interaction, response: unknown): boolean {
  const r = (response && typeof response === 'object' ? response : {}) as Record<string, unknown>;
  switch (interaction) {
    case 'single_choice':
      return given(r.choice) || list(r.choices).some(given);
    case 'multiple_choice':
      return list(r.choices).some(given);
    case 'text_entry':
      return entries(r.blanks).some(given);
    case 'matching':
      return entries(r.pairs).some(given);
    case 'ordering':
      return list(r.order).length > 0;
    case 'hotspot':
      return list(r.points).length > 0;
    case 'extended_writing':
      return given(r.text);
    case 'spoken_answer':
    case 'spoken_target':
      return given(r.mediaId);
    case 'none':
      return false;
  }
}
