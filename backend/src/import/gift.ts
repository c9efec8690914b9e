/**
 * GIFT (Moodle's text format) and Aiken, the subset that maps onto the bank's interactions: multiple choice
 * (one or several right), true/false, short answer and missing words (text entry, one or more blanks),
 * matching, essay (writing) and a description (a passage, type `null`). Numeric answers and other constructs
 * become a row error. A comment `// lms {json}` before a question carries what GIFT cannot (the exact type,
 * topic group, score, weight, tags): Moodle ignores it, the bank's export writes it and its import reads it.
 */
import {
  interactionOf,
  isQuestionType,
  QUESTION_TYPE_INFO,
  type PartInput,
  type QuestionType,
} from '@lms/domain/questions';
import type { AnyAnswer, AnyContent, SourceRow } from './columns.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SPECIAL = /[~=#{}:\\]/g;

export const escapeGift = (text: string) => text.replace(SPECIAL, (c) => `\\${c}`).replace(/\n/g, '\\n');

const unescapeGift = (text: string) =>
  text.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c)).trim();

/** The index of the first unescaped `char` from `from`, or -1. */
function findUnescaped(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

/** Splits on unescaped characters of `chars`, each piece keeping the character that starts it. */
function splitAnswers(block: string): { mark: string; text: string }[] {
  const out: { mark: string; text: string }[] = [];
  let start = -1;
  for (let i = 0; i < block.length; i++) {
    if (block[i] === '\\') {
      i++;
      continue;
    }
    if (block[i] === '=' || block[i] === '~') {
      if (start >= 0) out.push({ mark: block[start]!, text: block.slice(start + 1, i) });
      start = i;
    }
  }
  if (start >= 0) out.push({ mark: block[start]!, text: block.slice(start + 1) });
  return out;
}

interface Answer {
  mark: string;
  weight: number | null;
  text: string;
}

function answersOf(block: string): Answer[] {
  return splitAnswers(block).map(({ mark, text }) => {
    const feedback = findUnescaped(text, '#');
    let body = feedback >= 0 ? text.slice(0, feedback) : text;
    let weight: number | null = null;
    const w = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(body);
    if (w) {
      weight = Number(w[1]);
      body = body.slice(w[0].length);
    }
    return { mark, weight, text: body };
  });
}

interface Block {
  start: number;
  end: number;
  body: string;
}

/** The answer blocks `{…}` of a question's text, or the offset of one left open. */
function blocksOf(text: string): Block[] | { unclosed: number } {
  const blocks: Block[] = [];
  for (let at = findUnescaped(text, '{'); at >= 0; at = findUnescaped(text, '{', at + 1)) {
    const end = findUnescaped(text, '}', at + 1);
    if (end < 0) return { unclosed: at };
    blocks.push({ start: at, end, body: text.slice(at + 1, end) });
    at = end;
  }
  return blocks;
}

type Meta = Record<string, string | number>;

/**
 * The `// lms {...}` comment our export writes: flat, text and numbers. Anything else (JSON that does not
 * parse, a list or an object as a value) is not ours and is ignored as a whole, as an unreadable comment
 * always was; a value nested thousands deep no longer reaches `String()`, whose recursion overflowed (issue 27).
 */
function metaOf(json: string): Meta {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === 'string' || typeof v === 'number')
    ? Object.fromEntries(entries as [string, string | number][])
    : {};
}

const shortTitle = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 77)}…` : line || 'Question';
};

/** One GIFT question (its text, the line it starts on and its `// lms` comment) as a sheet row. */
function giftQuestion(raw: string, row: number, meta: Meta): SourceRow {
  const unsupported = (): SourceRow => ({
    row,
    cells: {},
    error: { column: 'type', key: 'import_gift_unsupported' },
  });
  let text = raw.trim();
  let title = '';
  const named = /^::((?:\\.|[^:\\]|:(?!:))*)::/.exec(text);
  if (named) {
    title = unescapeGift(named[1]!);
    text = text.slice(named[0].length).trim();
  }
  text = text.replace(/^\[(html|moodle|plain|markdown)\]/, '');
  const found = blocksOf(text);
  if ('unclosed' in found)
    return { row, cells: {}, error: { column: 'correct', key: 'import_gift_unclosed' } };
  const metaCells = Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, String(v)]));
  const metaType = isQuestionType(meta.type) ? meta.type : null;
  const metaPartType = isQuestionType(meta.part_type) ? meta.part_type : null;
  const cells: Record<string, string> = { ...metaCells };
  delete cells.part_type;
  const stem = (replacement: string) =>
    unescapeGift(found.reduceRight((t, b) => t.slice(0, b.start) + replacement + t.slice(b.end + 1), text));
  cells.title = title || shortTitle(stem(''));
  /**
   * The part's type: the comment's (the part's own, else the question's) when it has the interaction the
   * GIFT form shows, else the form's own. The question keeps the comment's type when the part names its own.
   */
  const setType = (fallback: QuestionType, interaction: string): QuestionType => {
    const named = metaPartType ?? metaType;
    const partType = named && interactionOf(named) === interaction ? named : fallback;
    if (metaPartType && metaType && partType === metaPartType && partType !== metaType) {
      cells.type = metaType;
      cells.part_type = partType;
    } else cells.type = partType;
    return partType;
  };

  if (!found.length) {
    setType('null', 'none');
    cells.text = unescapeGift(text);
    return { row, cells };
  }
  const kinds = found.map((b) => {
    const body = b.body.trim();
    if (!body) return 'essay';
    if (body.startsWith('#')) return 'numeric';
    if (/^(T|TRUE|F|FALSE)(\s*#.*)?$/is.test(body)) return 'truefalse';
    const answers = answersOf(body);
    if (!answers.length) return 'unknown';
    if (answers.some((a) => findUnescaped(a.text, '-') >= 0 && /(^|[^\\])->/.test(a.text))) return 'matching';
    if (answers.every((a) => a.mark === '=')) return 'short';
    return answers.some((a) => a.weight !== null && a.weight > 0) ? 'multiple' : 'choice';
  });
  if (found.length > 1 && kinds.some((k) => k !== 'short')) return unsupported();
  const block = found[0]!;
  const body = block.body.trim();

  switch (kinds[0]) {
    case 'essay':
      setType('writing', 'extended_writing');
      cells.prompt = stem('');
      return { row, cells };
    case 'truefalse': {
      const fixed = QUESTION_TYPE_INFO[setType('true_false', 'single_choice')].fixedOptions;
      cells.prompt = stem('');
      cells.correct = /^T/i.test(body) ? (fixed?.[0] ?? 'true') : (fixed?.[1] ?? 'false');
      return { row, cells };
    }
    case 'choice':
    case 'multiple': {
      const answers = answersOf(body);
      const multiple = kinds[0] === 'multiple';
      const type = setType(
        multiple ? 'multiple_choice' : 'choice_one_answer',
        multiple ? 'multiple_choice' : 'single_choice',
      );
      const fixed = QUESTION_TYPE_INFO[type].fixedOptions;
      const ids = answers.map((_, i) => fixed?.[i] ?? LETTERS[i] ?? `O${i + 1}`);
      cells.prompt = stem(block.end + 1 < text.trimEnd().length ? '_____' : '');
      answers.forEach((a, i) => (cells[`option_${ids[i]}`] = unescapeGift(a.text)));
      const right = answers.flatMap((a, i) =>
        (multiple ? a.weight !== null && a.weight > 0 : a.mark === '=') ? [ids[i]!] : [],
      );
      cells.correct = right.join('|');
      return { row, cells };
    }
    case 'matching': {
      setType('matching', 'matching');
      cells.prompt = stem('');
      const options: string[] = [];
      const pairs: string[] = [];
      let item = 0;
      for (const a of answersOf(body)) {
        const arrow = a.text.search(/(^|[^\\])->/);
        const cut = arrow + (a.text[arrow] === '-' ? 0 : 1);
        const left = unescapeGift(a.text.slice(0, cut));
        const right = unescapeGift(a.text.slice(cut + 2));
        if (!options.includes(right)) options.push(right);
        const optionId = LETTERS[options.indexOf(right)] ?? `O${options.indexOf(right) + 1}`;
        // `= -> text` is a distractor: an option no item matches.
        if (!left) continue;
        item++;
        cells[`item_${item}`] = left;
        pairs.push(`${item}=${optionId}`);
      }
      options.forEach((o, i) => (cells[`option_${LETTERS[i] ?? `O${i + 1}`}`] = o));
      cells.correct = pairs.join('|');
      return { row, cells };
    }
    case 'short': {
      setType('gap_fill', 'text_entry');
      const atEnd = found.length === 1 && !text.slice(block.end + 1).trim() && !text.includes('\n');
      if (atEnd) {
        cells.prompt = stem('');
        cells.text = '';
        cells.answer_1 = answersOf(body)
          .map((a) => unescapeGift(a.text))
          .join('|');
        return { row, cells };
      }
      const lineStart = text.lastIndexOf('\n', block.start) + 1;
      const before = text.slice(0, lineStart);
      let n = 0;
      const rest = text.slice(lineStart);
      const restBlocks = found.map((b) => ({ ...b, start: b.start - lineStart, end: b.end - lineStart }));
      cells.prompt = unescapeGift(before);
      cells.text = unescapeGift(
        restBlocks.reduce(
          (t, b, i) => t + rest.slice(i ? restBlocks[i - 1]!.end + 1 : 0, b.start) + `{{${++n}}}`,
          '',
        ) + rest.slice(restBlocks[restBlocks.length - 1]!.end + 1),
      );
      found.forEach((b, i) => {
        cells[`answer_${i + 1}`] = answersOf(b.body)
          .map((a) => unescapeGift(a.text))
          .join('|');
      });
      return { row, cells };
    }
    default:
      return unsupported();
  }
}

/** A GIFT file to rows: questions are separated by blank lines (outside braces); `//` starts a comment. */
export function readGift(source: string): SourceRow[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const rows: SourceRow[] = [];
  let buffer: string[] = [];
  let startLine = 0;
  let depth = 0;
  let meta: Meta = {};
  let pendingMeta: Meta = {};
  const flush = () => {
    if (buffer.length) rows.push(giftQuestion(buffer.join('\n'), startLine, meta));
    buffer = [];
    meta = {};
  };
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    if (depth === 0 && trimmed.startsWith('//')) {
      const lms = /^\/\/\s*lms\s+(\{.*\})\s*$/.exec(trimmed);
      if (lms) pendingMeta = metaOf(lms[1]!);
      return;
    }
    if (depth === 0 && /^\$CATEGORY:/i.test(trimmed)) return;
    if (depth === 0 && !trimmed) {
      flush();
      return;
    }
    if (!buffer.length) {
      startLine = i + 1;
      meta = pendingMeta;
      pendingMeta = {};
    }
    buffer.push(line);
    for (let c = 0; c < line.length; c++) {
      if (line[c] === '\\') c++;
      else if (line[c] === '{') depth++;
      else if (line[c] === '}') depth = Math.max(0, depth - 1);
    }
  });
  flush();
  return rows;
}

/**
 * Aiken: a question (one or more lines), its options `A. text` or `A) text`, and `ANSWER: A`. Rows are the
 * questions, numbered by their first line.
 */
export function readAiken(source: string): SourceRow[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const rows: SourceRow[] = [];
  let q: { row: number; prompt: string[]; options: [string, string][] } | null = null;
  const close = (answer: string | null) => {
    if (!q) return;
    const prompt = q.prompt.join('\n').trim();
    const cells: Record<string, string> = { title: shortTitle(prompt), type: 'choice_one_answer', prompt };
    for (const [id, text] of q.options) cells[`option_${id}`] = text;
    if (answer === null)
      rows.push({ row: q.row, cells, error: { column: 'correct', key: 'import_aiken_answer_missing' } });
    else rows.push({ row: q.row, cells: { ...cells, correct: answer } });
    q = null;
  };
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    const answer = /^ANSWER\s*:\s*(.*)$/i.exec(trimmed);
    if (answer) {
      if (!q) q = { row: i + 1, prompt: [], options: [] };
      close(answer[1]!.trim());
      return;
    }
    if (!trimmed) {
      if (q && q.options.length) close(null);
      return;
    }
    const option = /^([A-Z])[.)]\s+(.*)$/.exec(trimmed);
    if (q && option && (q.prompt.length || q.options.length)) {
      q.options.push([option[1]!, option[2]!.trim()]);
      return;
    }
    if (q && q.options.length) close(null);
    if (!q) q = { row: i + 1, prompt: [], options: [] };
    q.prompt.push(trimmed);
  });
  close(null);
  return rows;
}

/** Whether a text file reads as Aiken (an `ANSWER:` line and no GIFT braces) rather than GIFT. */
export const looksLikeAiken = (text: string) =>
  /^\s*ANSWER\s*:\s*[A-Z]\s*$/im.test(text) && !/[{}]/.test(text);

export interface GiftQuestion {
  title: string;
  questionType: QuestionType;
  meta: Meta;
  /** One part; its own type (the question's when absent) decides the GIFT form. */
  parts: (PartInput & { questionType?: QuestionType })[];
}

const INTERACTIONS_IN_GIFT = new Set([
  'single_choice',
  'multiple_choice',
  'text_entry',
  'matching',
  'extended_writing',
  'none',
]);

/**
 * Whether GIFT can carry the question: one part, whose own type (the question's when it names none) is of an
 * interaction GIFT has. A question of several parts (a section mixing types among them) goes to Excel only.
 */
export const fitsGift = (q: {
  questionType: QuestionType;
  parts: readonly { questionType?: QuestionType }[];
}) =>
  q.parts.length === 1 && INTERACTIONS_IN_GIFT.has(interactionOf(q.parts[0]!.questionType ?? q.questionType));

const answersBlock = (answers: string[]) => `{\n${answers.map((a) => `\t${a}`).join('\n')}\n}`;

/** One question in GIFT, its `// lms` comment first. */
export function writeGiftQuestion(q: GiftQuestion): string {
  const part = q.parts[0]!;
  const c = part.content as AnyContent;
  const a = (part.answer ?? {}) as AnyAnswer;
  const head = `// lms ${JSON.stringify(q.meta)}\n::${escapeGift(q.title)}::`;
  const prompt = escapeGift(c.prompt ?? '');
  const options = c.options ?? [];
  switch (interactionOf(part.questionType ?? q.questionType)) {
    case 'single_choice':
      return `${head}${prompt} ${answersBlock(
        options.map((o) => `${o.id === a.correct ? '=' : '~'}${escapeGift(o.text)}`),
      )}`;
    case 'multiple_choice': {
      const right = new Set(Array.isArray(a.correct) ? a.correct : []);
      const share = Number((100 / right.size).toFixed(5));
      return `${head}${prompt} ${answersBlock(
        options.map((o) => `~%${right.has(o.id) ? share : -100}%${escapeGift(o.text)}`),
      )}`;
    }
    case 'text_entry': {
      const blanks = new Map((a.blanks ?? []).map((b) => [b.id, b.accepted]));
      const block = (id: string) => `{${(blanks.get(id) ?? []).map((x) => `=${escapeGift(x)}`).join(' ')}}`;
      const text = c.text ?? '';
      if (!text.trim()) return `${head}${prompt} ${block([...blanks.keys()][0] ?? '1')}`;
      const body = text
        .split(/\{\{([A-Za-z0-9_-]+)\}\}/)
        .map((piece, i) => (i % 2 ? block(piece) : escapeGift(piece)))
        .join('');
      return `${head}${prompt ? `${prompt}\n` : ''}${body}`;
    }
    case 'matching': {
      const texts = new Map(options.map((o) => [o.id, o.text]));
      const pairs = a.pairs ?? {};
      const used = new Set(Object.values(pairs));
      const lines = (c.items ?? []).map(
        (item) => `=${escapeGift(item.text)} -> ${escapeGift(texts.get(pairs[item.id] ?? '') ?? '')}`,
      );
      for (const [id, text] of texts) if (!used.has(id)) lines.push(`= -> ${escapeGift(text)}`);
      return `${head}${prompt} ${answersBlock(lines)}`;
    }
    case 'extended_writing':
      return `${head}${prompt} {}`;
    default:
      return `${head}${escapeGift(c.text ?? '')}`;
  }
}
