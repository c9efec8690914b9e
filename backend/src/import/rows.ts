/**
 * Rows (from Excel, CSV, GIFT or Aiken) to question bodies, each part checked by the domain's schemas
 * (`validatePart`), each mistake reported on its row and column. Nothing here touches the database.
 */
import {
  blanksOf,
  interactionOf,
  isQuestionType,
  QUESTION_TYPE_INFO,
  TOPIC_GROUPS,
  validatePart,
  type Part,
  type PartInput,
  type QuestionType,
  type TopicGroup,
} from '@lms/domain/questions';
import type { MessageKey } from '../http/messages.js';
import { listCells, PART_TYPE_COLUMN, splitAlternatives, type SourceRow } from './columns.js';

export interface RowError {
  row: number;
  column: string;
  key: MessageKey;
}

/** A checked part and its own type (the question's unless the row's `part_type` names another). */
export type DraftPart = Part & { questionType: QuestionType };

export interface DraftQuestion {
  /** The row of the question's first part. */
  row: number;
  title: string;
  questionType: QuestionType;
  content: string;
  description: string;
  topicGroup: TopicGroup;
  tagNames: string[];
  parts: DraftPart[];
}

export interface ParsedRows {
  rows: number;
  valid: number;
  /** Questions the rows start (valid or not). */
  questionCount: number;
  /** The questions, when every row is valid (else none). */
  questions: DraftQuestion[];
  errors: RowError[];
}

/** A number as a person writes it: `1`, `0.5`, `0,5`; empty is undefined, anything else NaN. */
function numberCell(value: string | undefined): number | undefined {
  const v = (value ?? '').trim();
  if (!v) return undefined;
  return /^-?\d+([.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : Number.NaN;
}

/** An id as the key names it: exact, else the one id equal to it ignoring case (`a` for option `A`). */
function resolveId(value: string, ids: string[]): string {
  if (ids.includes(value)) return value;
  const same = ids.filter((id) => id.toLowerCase() === value.toLowerCase());
  return same.length === 1 ? same[0]! : value;
}

interface PartSource {
  part: PartInput;
  /** The column of a domain issue's field (`answer.blanks.1` -> `answer_2`). */
  columnOf: (field: string) => string;
  errors: { column: string; key: MessageKey }[];
}

const LIST_FIELDS: Record<string, string> = {
  'content.options': 'option',
  'content.items': 'item',
  'content.tokens': 'token',
  'content.regions': 'region',
};
const SCALAR_FIELDS: Record<string, string> = {
  'content.prompt': 'prompt',
  'content.text': 'text',
  'content.minWords': 'min_words',
  'content.maxWords': 'max_words',
  'content.cueCard': 'cue_card',
  'content.prepareSeconds': 'prepare_seconds',
  'content.maxSeconds': 'max_seconds',
  'content.targetText': 'target_text',
  'answer.sample': 'sample',
  'answer.correct': 'correct',
  'answer.pairs': 'correct',
  'answer.order': 'correct',
  score: 'score',
  weight: 'weight',
};

/** Builds a part of the type from a row's cells; the numbers and pairs it cannot read are errors. */
function partFromCells(type: QuestionType, cells: Record<string, string>): PartSource {
  const errors: PartSource['errors'] = [];
  const content: Record<string, unknown> = {};
  const answer: Record<string, unknown> = {};
  const lists: Record<string, string[]> = {};
  const cell = (key: string) => (cells[key] ?? '').trim();
  const number = (column: string) => {
    const n = numberCell(cells[column]);
    if (Number.isNaN(n)) errors.push({ column, key: 'import_number_invalid' });
    return Number.isNaN(n) ? undefined : n;
  };
  const entries = (kind: 'option' | 'item' | 'token') => {
    const list = listCells(cells, kind);
    lists[kind] = list.map(([id]) => id);
    return list.map(([id, text]) => ({ id, text }));
  };
  const setIf = (target: Record<string, unknown>, key: string, value: unknown) => {
    if (value !== undefined && value !== '') target[key] = value;
  };
  if (cell('prompt')) content.prompt = cell('prompt');

  switch (interactionOf(type)) {
    case 'single_choice':
    case 'multiple_choice': {
      const fixed = QUESTION_TYPE_INFO[type].fixedOptions;
      let options = entries('option');
      if (fixed && !options.length) {
        options = fixed.map((id) => ({ id, text: id.replace('_', ' ') }));
        lists.option = [...fixed];
      } else if (fixed && options.length === fixed.length && fixed.every((f) => lists.option!.includes(f))) {
        // A sheet orders a kind's columns as its first rows had them (`option_true` before `option_yes`):
        // the fixed options of a yes/no or true/false part take their own order back.
        options = fixed.map((f) => options.find((o) => o.id === f)!);
        lists.option = [...fixed];
      }
      content.options = options;
      const ids = options.map((o) => o.id);
      const correct = splitAlternatives(cells.correct).map((c) => resolveId(c, ids));
      if (interactionOf(type) === 'single_choice') setIf(answer, 'correct', correct.join('|'));
      else answer.correct = correct;
      break;
    }
    case 'text_entry': {
      const text = cells.text ?? '';
      content.text = text;
      const blanks = blanksOf(text);
      let keyed = listCells(cells, 'answer').map(([id, value]) => ({
        id,
        accepted: splitAlternatives(value),
      }));
      // One blank: its answers may sit in `correct` as well.
      if (!keyed.length && blanks.length === 1 && cell('correct'))
        keyed = [{ id: blanks[0]!, accepted: splitAlternatives(cells.correct) }];
      answer.blanks = keyed;
      lists.answer = keyed.map((b) => b.id);
      break;
    }
    case 'matching': {
      content.items = listCells(cells, 'item').map(([id, value]) => {
        const at = /^(.*?)\s*@\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)$/.exec(value);
        return at ? { id, text: at[1], x: Number(at[2]), y: Number(at[3]) } : { id, text: value };
      });
      lists.item = (content.items as { id: string }[]).map((i) => i.id);
      content.options = entries('option');
      const pairs: Record<string, string> = {};
      for (const pair of splitAlternatives(cells.correct)) {
        const m = /^(.+?)\s*(?:=|->)\s*(.+)$/.exec(pair);
        if (!m) {
          errors.push({ column: 'correct', key: 'import_pair_invalid' });
          break;
        }
        pairs[resolveId(m[1]!, lists.item)] = resolveId(m[2]!, lists.option!);
      }
      answer.pairs = pairs;
      break;
    }
    case 'ordering': {
      content.tokens = entries('token');
      answer.order = splitAlternatives(cells.correct).map((c) => resolveId(c, lists.token!));
      break;
    }
    case 'hotspot': {
      const list = listCells(cells, 'region');
      lists.region = list.map(([id]) => id);
      content.regions = list.map(([id, value]) => {
        const n = value.split(/[,;]/).map((v) => numberCell(v));
        if (n.length !== 4 || n.some((x) => x === undefined || Number.isNaN(x)))
          errors.push({ column: `region_${id}`, key: 'import_region_invalid' });
        const [x = 0, y = 0, width = 0, height = 0] = n.map((v) => v ?? 0);
        return { id, x, y, width, height };
      });
      answer.correct = splitAlternatives(cells.correct).map((c) => resolveId(c, lists.region!));
      break;
    }
    case 'extended_writing':
      setIf(content, 'minWords', number('min_words'));
      setIf(content, 'maxWords', number('max_words'));
      setIf(answer, 'sample', cell('sample'));
      break;
    case 'spoken_answer':
      content.cueCard = splitAlternatives(cells.cue_card);
      setIf(content, 'prepareSeconds', number('prepare_seconds'));
      setIf(content, 'maxSeconds', number('max_seconds'));
      setIf(answer, 'sample', cell('sample'));
      break;
    case 'spoken_target':
      setIf(content, 'targetText', cell('target_text'));
      setIf(content, 'maxSeconds', number('max_seconds'));
      break;
    case 'none':
      setIf(content, 'text', cell('text'));
      break;
  }
  const scored = interactionOf(type) !== 'none';
  const part: PartInput = { content, answer, score: number('score') ?? (scored ? 1 : 0) };
  const weight = number('weight');
  if (weight !== undefined) part.weight = weight;

  const columnOf = (field: string) => {
    const path = field.split('.');
    for (const [prefix, kind] of Object.entries(LIST_FIELDS))
      if (field === prefix || field.startsWith(`${prefix}.`)) {
        const id = lists[kind]?.[Number(path[2])];
        return id !== undefined ? `${kind}_${id}` : `${kind}_*`;
      }
    if (field.startsWith('answer.blanks')) {
      const at = path[2];
      if (at === undefined) return 'answer_*';
      const id = /^\d+$/.test(at) && lists.answer?.[Number(at)] !== undefined ? lists.answer[Number(at)] : at;
      return `answer_${id}`;
    }
    for (const [prefix, column] of Object.entries(SCALAR_FIELDS))
      if (field === prefix || field.startsWith(`${prefix}.`)) return column;
    return field || 'correct';
  };
  return { part, columnOf, errors };
}

const isBlankRow = (cells: Record<string, string>) => Object.values(cells).every((v) => !v.trim());

/**
 * Every row to questions. A row with a title starts a question; one without adds a part to the question
 * above. Each row is checked whole, so the report lists every mistake of the file at once.
 */
export function questionsFromRows(source: SourceRow[]): ParsedRows {
  const errors: RowError[] = [];
  const questions: DraftQuestion[] = [];
  let current: { draft: DraftQuestion; type: QuestionType | null } | null = null;
  let rows = 0;
  let valid = 0;
  let unreadQuestions = 0;

  for (const { row, cells, error } of source) {
    if (!error && isBlankRow(cells)) continue;
    rows++;
    if (error) {
      // A question the format's parser could not read (GIFT's numeric answers): its one mistake, no more.
      errors.push({ row, column: error.column, key: error.key as MessageKey });
      unreadQuestions++;
      current = null;
      continue;
    }
    const rowErrors: RowError[] = [];
    const fail = (column: string, key: MessageKey) => rowErrors.push({ row, column, key });

    const title = (cells.title ?? '').trim();
    const typeCell = (cells.type ?? '').trim();
    let type: QuestionType | null = null;
    if (title) {
      const topic = (cells.topic_group ?? '').trim().toLowerCase() || 'other';
      if (!typeCell) fail('type', 'required');
      else if (!isQuestionType(typeCell)) fail('type', 'question_type_invalid');
      else type = typeCell;
      if (!(TOPIC_GROUPS as readonly string[]).includes(topic))
        fail('topic_group', 'import_topic_group_invalid');
      if (title.length > 300) fail('title', 'question_too_long');
      const draft: DraftQuestion = {
        row,
        title,
        questionType: type ?? 'null',
        content: (cells.instructions ?? '').trim(),
        description: (cells.description ?? '').trim(),
        topicGroup: topic as TopicGroup,
        tagNames: splitAlternatives(cells.tags),
        parts: [],
      };
      current = { draft, type };
      questions.push(draft);
    } else if (!current) {
      fail('title', 'import_part_without_question');
    } else {
      type = current.type;
      if (typeCell && typeCell !== current.draft.questionType) {
        fail('type', 'import_part_type_mismatch');
        type = null;
      }
    }

    // The part's own type: `part_type` when given (older files have no such column), else the question's.
    const partTypeCell = (cells[PART_TYPE_COLUMN] ?? '').trim();
    let partType = type;
    if (partTypeCell && current) {
      if (isQuestionType(partTypeCell)) partType = partTypeCell;
      else {
        fail(PART_TYPE_COLUMN, 'import_part_type_invalid');
        partType = null;
      }
    }

    if (partType) {
      const { part, columnOf, errors: cellErrors } = partFromCells(partType, cells);
      for (const e of cellErrors) fail(e.column, e.key);
      const result = validatePart(partType, part);
      if (result.ok && !cellErrors.length)
        current?.draft.parts.push({ ...result.part, questionType: partType });
      else if (!result.ok) {
        const seen = new Set<string>();
        for (const issue of result.issues) {
          const column = columnOf(issue.field);
          if (!seen.has(column) && !cellErrors.some((e) => e.column === column))
            fail(column, issue.code as MessageKey);
          seen.add(column);
        }
      }
    }
    if (rowErrors.length) errors.push(...rowErrors);
    else valid++;
  }
  return {
    rows,
    valid,
    questionCount: questions.length + unreadQuestions,
    questions: errors.length ? [] : questions,
    errors,
  };
}
