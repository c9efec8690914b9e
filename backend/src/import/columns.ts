/**
 * The flat, one-row-per-part layout of an imported or exported bank (docs/decisions.md, "Import layout").
 * A row with a title starts a question; a row without one adds a part to the question above. Lists that
 * a part holds (options, matching items, words, regions, blanks' answers) are columns named `<kind>_<id>`,
 * so the id survives a round trip; alternatives inside one cell are separated by `|`.
 */
import {
  blanksOf,
  interactionOf,
  QUESTION_TYPE_INFO,
  type Interaction,
  type PartInput,
  type QuestionType,
} from '@lms/domain/questions';

/** A row as read from any format: its number in the file (sheet row or starting line) and its cells. */
export interface SourceRow {
  row: number;
  cells: Record<string, string>;
  /** A mistake the format's parser found before any cell was read (an unsupported GIFT construct). */
  error?: { column: string; key: string };
}

export const QUESTION_COLUMNS = ['title', 'type', 'topic_group', 'instructions', 'description', 'tags'];

/** A part's own type when it differs from its question's (an IELTS section mixes types); empty: the question's. */
export const PART_TYPE_COLUMN = 'part_type';

/** The fixed columns, in the order a sheet shows them; `*` stands for the list columns of that kind. */
export const COLUMN_ORDER = [
  ...QUESTION_COLUMNS,
  PART_TYPE_COLUMN,
  'prompt',
  'text',
  'item_*',
  'option_*',
  'token_*',
  'region_*',
  'order_*',
  'correct',
  'answer_*',
  'min_words',
  'max_words',
  'cue_card',
  'prepare_seconds',
  'max_seconds',
  'target_text',
  'sample',
  'score',
  'weight',
] as const;

export const LIST_KINDS = ['option', 'item', 'token', 'region', 'answer'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The columns a part of each interaction uses (besides the question's and score, weight). */
export const INTERACTION_COLUMNS: Record<Interaction, readonly string[]> = {
  single_choice: ['prompt', 'option_*', 'correct'],
  multiple_choice: ['prompt', 'option_*', 'correct'],
  text_entry: ['prompt', 'text', 'answer_*'],
  matching: ['prompt', 'item_*', 'option_*', 'correct'],
  ordering: ['prompt', 'token_*', 'correct'],
  hotspot: ['prompt', 'region_*', 'correct'],
  extended_writing: ['prompt', 'min_words', 'max_words', 'sample'],
  spoken_answer: ['prompt', 'cue_card', 'prepare_seconds', 'max_seconds', 'sample'],
  spoken_target: ['prompt', 'target_text', 'max_seconds'],
  none: ['text'],
};

/** A header as written by a person: trimmed, the kind and fixed names lower-cased, a list id kept as is. */
export function normaliseHeader(header: string): string {
  const h = header.trim().replace(/\s+/g, '_');
  const list = /^(option|item|token|region|answer)_(.+)$/i.exec(h);
  if (list) return `${list[1]!.toLowerCase()}_${list[2]}`;
  return h.toLowerCase();
}

/** The list entries of a kind in column order: `[id, value]` of each non-empty `<kind>_<id>` cell. */
export function listCells(cells: Record<string, string>, kind: ListKind): [string, string][] {
  const prefix = `${kind}_`;
  const list = Object.entries(cells)
    .filter(([key, value]) => key.startsWith(prefix) && value.trim() !== '')
    .map(([key, value]): [string, string] => [key.slice(prefix.length), value.trim()]);
  // `order_<kind>` gives the list's own order where it differs from its columns' (see orderHints).
  const order = splitAlternatives(cells[`order_${kind}`]);
  if (!order.length) return list;
  const at = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return list
    .map((entry, i) => ({ entry, i }))
    .sort((x, y) => at(x.entry[0]) - at(y.entry[0]) || x.i - y.i)
    .map((x) => x.entry);
}

/**
 * A sheet gives each kind's columns one order for all its rows (the first row's), but a part's list has its
 * own (words moved in the editor: 2, 1, 3 under columns 1, 2, 3). Each row whose list would come back in
 * another order gets an `order_<kind>` cell with its ids in order. Answers whether any row got one.
 */
export function orderHints(rows: Record<string, string>[], header: readonly string[]): boolean {
  let hinted = false;
  for (const row of rows)
    for (const kind of ['option', 'item', 'token', 'region'] as const) {
      const prefix = `${kind}_`;
      const own = Object.keys(row).filter((key) => key.startsWith(prefix));
      const inHeader = header.filter((column) => own.includes(column));
      if (own.some((key, i) => key !== inHeader[i])) {
        row[`order_${kind}`] = own.map((key) => key.slice(prefix.length)).join('|');
        hinted = true;
      }
    }
  return hinted;
}

export const splitAlternatives = (value: string | undefined) =>
  (value ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

interface Entry {
  id: string;
  text: string;
}

/** A part's content and key of any interaction, read loosely (each interaction fills its own fields). */
export interface AnyContent {
  prompt?: string;
  text?: string;
  options?: Entry[];
  items?: (Entry & { x?: number; y?: number })[];
  tokens?: Entry[];
  regions?: { id: string; x: number; y: number; width: number; height: number }[];
  minWords?: number;
  maxWords?: number;
  cueCard?: string[];
  prepareSeconds?: number;
  maxSeconds?: number;
  targetText?: string;
}
export interface AnyAnswer {
  correct?: string | string[];
  blanks?: { id: string; accepted: string[] }[];
  pairs?: Record<string, string>;
  order?: string[];
  sample?: string;
}

const join = (values: readonly string[]) => values.join('|');
const num = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** The cells of one part (the export's and the templates' rows); `type`, the part's own, decides the columns. */
export function partCells(type: QuestionType, part: PartInput): Record<string, string> {
  const c = part.content as AnyContent;
  const a = (part.answer ?? {}) as AnyAnswer;
  const cells: Record<string, string> = {};
  const put = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') cells[key] = value;
  };
  const entries = (kind: ListKind, list: Entry[] | undefined) =>
    (list ?? []).forEach((e) => put(`${kind}_${e.id}`, e.text));
  put('prompt', c.prompt);
  switch (interactionOf(type)) {
    case 'single_choice':
    case 'multiple_choice': {
      const fixed = QUESTION_TYPE_INFO[type].fixedOptions;
      const options = c.options ?? [];
      // The fixed options of yes/no and true/false types are implied unless a text differs from its id.
      if (!fixed || options.some((o) => o.text !== o.id.replace('_', ' '))) entries('option', options);
      put('correct', Array.isArray(a.correct) ? join(a.correct) : a.correct);
      break;
    }
    case 'text_entry':
      put('text', c.text);
      for (const blank of a.blanks ?? []) put(`answer_${blank.id}`, join(blank.accepted));
      break;
    case 'matching':
      for (const item of c.items ?? [])
        put(`item_${item.id}`, item.x !== undefined ? `${item.text} @${item.x},${item.y ?? 0}` : item.text);
      entries('option', c.options);
      put('correct', join(Object.entries(a.pairs ?? {}).map(([i, o]) => `${i}=${o}`)));
      break;
    case 'ordering':
      entries('token', c.tokens);
      put('correct', join(a.order ?? []));
      break;
    case 'hotspot':
      for (const r of c.regions ?? []) put(`region_${r.id}`, [r.x, r.y, r.width, r.height].join(','));
      put('correct', join(Array.isArray(a.correct) ? a.correct : []));
      break;
    case 'extended_writing':
      put('min_words', num(c.minWords));
      put('max_words', num(c.maxWords));
      put('sample', a.sample);
      break;
    case 'spoken_answer':
      put('cue_card', join(c.cueCard ?? []));
      put('prepare_seconds', num(c.prepareSeconds));
      put('max_seconds', num(c.maxSeconds));
      put('sample', a.sample);
      break;
    case 'spoken_target':
      put('target_text', c.targetText);
      put('max_seconds', num(c.maxSeconds));
      break;
    case 'none':
      put('text', c.text);
      break;
  }
  put('score', num(part.score));
  put('weight', num(part.weight));
  return cells;
}

/** Where a list column goes in the canonical order. */
const orderOf = (column: string) => {
  const star = /^(option|item|token|region|answer|order)_/.exec(column);
  const at = (COLUMN_ORDER as readonly string[]).indexOf(star ? `${star[1]}_*` : column);
  return at < 0 ? COLUMN_ORDER.length : at;
};

/** The header of a sheet holding these rows: every used column, in the canonical order (stable within a kind). */
export function headerOf(rows: Record<string, string>[], always: readonly string[] = []): string[] {
  const seen = new Set<string>(always);
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  const first = [...seen];
  return first.sort((x, y) => orderOf(x) - orderOf(y) || first.indexOf(x) - first.indexOf(y));
}

/** The blanks a text-entry part's text asks for (the `answer_<id>` columns a template shows). */
export const blankColumns = (text: string) => blanksOf(text).map((id) => `answer_${id}`);
