import { isAnswered } from '../questions/answered.js';
import type { Interaction } from '../questions/types.js';

/**
 * docs/design.md section 10: an IELTS listening or reading section is numbered 1 to 40 across its parts, as
 * the computer-delivered test numbers it. A part of the test is one question of the exercise; each of its
 * question parts is a group holding one numbered item per answer the candidate gives: a gap-fill's gaps, a
 * matching's items, one for any other answerable part, none for a passage. So the 40 numbers are the answers the
 * raw score out of 40 counts.
 */
export interface IeltsItem {
  /** The number the candidate sees (1 to 40 in a full section). */
  number: number;
  /** The blank's id of a gap-fill or the item's id of a matching; null for a part answered as a whole. */
  key: string | null;
}

export interface IeltsGroup<PartId> {
  partId: PartId;
  items: IeltsItem[];
}

export interface IeltsPart<QuestionId, PartId> {
  questionId: QuestionId;
  /** "Part 1" to "Part 4" of listening, the passages of reading: 1-based. */
  part: number;
  /** The first and last numbers of the part; `first > last` for a part with nothing to answer. */
  first: number;
  last: number;
  groups: IeltsGroup<PartId>[];
}

const BLANK = /\{\{([A-Za-z0-9_-]+)\}\}/g;

/** The keys of a question part's numbered items (empty for a passage). */
export function itemKeysOf(interaction: Interaction, content: unknown): (string | null)[] {
  const c = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>;
  if (interaction === 'none') return [];
  if (interaction === 'text_entry') {
    const text = typeof c.text === 'string' ? c.text : '';
    const blanks = [...new Set([...text.matchAll(BLANK)].map((m) => m[1]!))];
    // A text without blanks takes one answer (blank `1`, as the scorer reads it).
    return blanks.length ? blanks : ['1'];
  }
  if (interaction === 'matching' && Array.isArray(c.items) && c.items.length)
    return (c.items as { id?: unknown }[]).map((item) => String(item.id));
  return [null];
}

/** Numbers an IELTS section's parts consecutively from 1 (docs/design.md section 10). */
export function ieltsNumbering<QuestionId, PartId>(
  questions: readonly {
    id: QuestionId;
    parts: readonly { id: PartId; interaction: Interaction; content: unknown }[];
  }[],
): { parts: IeltsPart<QuestionId, PartId>[]; total: number } {
  let next = 1;
  const parts = questions.map((question, i) => {
    const first = next;
    const groups = question.parts.map((p) => ({
      partId: p.id,
      items: itemKeysOf(p.interaction, p.content).map((key) => ({ number: next++, key })),
    }));
    return { questionId: question.id, part: i + 1, first, last: next - 1, groups };
  });
  return { parts, total: next - 1 };
}

/**
 * Whether one numbered item is answered: its gap filled, its matching item paired; an item answered as a whole
 * by the domain's one rule (`isAnswered`).
 */
export function ieltsItemAnswered(interaction: Interaction, response: unknown, key: string | null): boolean {
  if (key === null) return isAnswered(interaction, response);
  const r = (response && typeof response === 'object' ? response : {}) as Record<string, unknown>;
  const map = (interaction === 'matching' ? r.pairs : r.blanks) as Record<string, unknown> | undefined;
  const value = map && typeof map === 'object' ? map[key] : undefined;
  return typeof value === 'string' ? value.trim() !== '' : typeof value === 'number';
}
