import type { QuestionType } from '@lms/domain/questions';
import type { TOPIC_GROUPS } from '../db/schema/enums.js';

/**
 * The demo bank in the shapes of the question registry (`@lms/domain/questions`, docs/design.md section 8):
 * every part's `content` and `answer` fit CONTENT_SCHEMAS / ANSWER_SCHEMAS of its type's interaction
 * (options `{id, text}`, blanks `{{id}}` in a text with `{blanks: [{id, accepted}]}`, matching `pairs`,
 * ordering `order`, hotspot regions). The helpers below write those shapes from short specs.
 */

export type { QuestionType };
export type TopicGroup = (typeof TOPIC_GROUPS)[number];

export interface PartSpec {
  /** The part's own type when it differs from its question's (an IELTS section mixes types). */
  type?: QuestionType;
  content: Record<string, unknown>;
  answer: Record<string, unknown>;
  score?: number;
  weight?: number;
  /** Wrong answers students typically type, by blank id (seed only, not stored). */
  wrong?: Record<string, string>;
  /** A file of ./media for this part alone (a picture to label inside a listening section). */
  media?: string;
}

export interface QuestionSpec {
  key: string;
  title: string;
  type: QuestionType;
  topic: TopicGroup;
  /** null: the common store; otherwise the index of the teacher whose private store holds it. */
  owner: number | null;
  /** Instructions and, for reading, the passage (one question = one passage with many parts). */
  content: string;
  /** A note for teachers. */
  description?: string;
  /** For listening, the transcript (markers read it; students hear the clip, and read it once work is returned). */
  transcript?: string;
  tags: string[];
  /** A file of ./media: the clip to listen to or the picture to label. */
  media?: string;
  parts: PartSpec[];
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const lettered = (texts: readonly string[]) => texts.map((text, i) => ({ id: LETTERS[i]!, text }));

/** A single-choice part: options get ids A, B, C ...; `correct` is the right letter. */
export function single(prompt: string, options: readonly string[], correct: string, score = 1): PartSpec {
  return { content: { prompt, options: lettered(options) }, answer: { correct }, score };
}

/** A multiple-choice part (all or nothing): `correct` names the right letters, e.g. 'BD'. */
export function multi(prompt: string, options: readonly string[], correct: string, score = 2): PartSpec {
  return { content: { prompt, options: lettered(options) }, answer: { correct: correct.split('') }, score };
}

const JUDGE_TEXT: Record<string, string> = {
  true: 'TRUE',
  false: 'FALSE',
  yes: 'YES',
  no: 'NO',
  not_given: 'NOT GIVEN',
};

/** A statement judged TRUE / FALSE / NOT GIVEN or YES / NO / NOT GIVEN (the registry's fixed options). */
export function judge(
  prompt: string,
  correct: 'true' | 'false' | 'yes' | 'no' | 'not_given',
  kind: 'true_false' | 'yes_no',
): PartSpec {
  const ids = kind === 'true_false' ? ['true', 'false', 'not_given'] : ['yes', 'no', 'not_given'];
  return {
    type: kind,
    content: { prompt, options: ids.map((id) => ({ id, text: JUDGE_TEXT[id]! })) },
    answer: { correct },
  };
}

/**
 * A text with blanks: each `___` in `text` becomes `{{n}}`, numbered from `first` (the IELTS question
 * numbers), keyed by `keys` in order (each a list of accepted answers, `a|b` for alternatives); `wrong` gives
 * the typical wrong answer of each blank. A part scores one point per blank.
 */
export function blanks(
  prompt: string,
  text: string,
  keys: readonly string[],
  opts: { first?: number; wrong?: readonly string[]; type?: QuestionType } = {},
): PartSpec {
  const first = opts.first ?? 1;
  let n = 0;
  const body = text.replace(/___/g, () => `{{${first + n++}}}`);
  if (n !== keys.length) throw new Error(`${n} blanks but ${keys.length} keys in: ${text}`);
  const ids = keys.map((_, i) => String(first + i));
  return {
    ...(opts.type ? { type: opts.type } : {}),
    content: { prompt, text: body },
    answer: { blanks: keys.map((k, i) => ({ id: ids[i]!, accepted: k.split('|') })) },
    score: keys.length,
    wrong: Object.fromEntries((opts.wrong ?? []).map((w, i) => [ids[i]!, w])),
  };
}

/** One answer typed in full (a corrected, rephrased, translated or dictated sentence): a single blank. */
export function sentence(prompt: string, accepted: readonly string[], wrong: string, score = 1): PartSpec {
  return {
    content: { prompt, text: '' },
    answer: { blanks: [{ id: '1', accepted: [...accepted] }] },
    score,
    wrong: { '1': wrong },
  };
}

/**
 * A matching part: `items` (paragraphs, sentence starts, labels) each matched to one of `options`; `key`
 * gives each item's option id in order. Options get ids from `optionIds` (A, B, C ... or i, ii, iii ...).
 */
export function match(
  prompt: string,
  items: readonly (string | { text: string; x: number; y: number })[],
  options: readonly string[],
  key: string,
  opts: { itemIds?: readonly string[]; optionIds?: readonly string[]; type?: QuestionType } = {},
): PartSpec {
  const optionIds = opts.optionIds ?? LETTERS.split('');
  const keyIds = opts.optionIds ? key.split(' ') : key.split('');
  if (keyIds.length !== items.length) throw new Error(`${items.length} items but key ${key}`);
  const itemIds = opts.itemIds ?? items.map((_, i) => `q${i + 1}`);
  return {
    ...(opts.type ? { type: opts.type } : {}),
    content: {
      prompt,
      items: items.map((item, i) => ({
        id: itemIds[i]!,
        ...(typeof item === 'string' ? { text: item } : item),
      })),
      options: options.map((text, i) => ({ id: optionIds[i]!, text })),
    },
    answer: { pairs: Object.fromEntries(itemIds.map((id, i) => [id, keyIds[i]!])) },
    score: items.length,
  };
}

/** A word-order part: the words of `sentence` (split on spaces), shuffled by `shown` (their ids in order). */
export function order(prompt: string, sentence: string, shown: readonly number[]): PartSpec {
  const words = sentence.split(' ');
  if ([...shown].sort((a, b) => a - b).join() !== words.map((_, i) => i + 1).join())
    throw new Error(`order ${shown.join()} does not fit: ${sentence}`);
  return {
    content: { prompt, tokens: shown.map((n) => ({ id: `w${n}`, text: words[n - 1]! })) },
    answer: { order: words.map((_, i) => `w${i + 1}`) },
  };
}

/** Rectangles on the question's picture (percent) and the ids of those to mark. */
export function hotspot(
  prompt: string,
  regions: Record<string, readonly [number, number, number, number]>,
  correct: readonly string[],
): PartSpec {
  return {
    content: {
      prompt,
      regions: Object.entries(regions).map(([id, [x, y, width, height]]) => ({ id, x, y, width, height })),
    },
    answer: { correct: [...correct] },
    score: correct.length,
  };
}

/** A writing task, marked by a person on the IELTS band scale (score 9). */
export function writing(
  prompt: string,
  minWords: number,
  sample = '',
  opts: { maxWords?: number; weight?: number } = {},
): PartSpec {
  return {
    content: { prompt, minWords, ...(opts.maxWords ? { maxWords: opts.maxWords } : {}) },
    answer: { sample },
    score: 9,
    ...(opts.weight ? { weight: opts.weight } : {}),
  };
}

/** A spoken answer (a cue card or a question), marked by a person with the speaking rubric (score 10). */
export function speak(
  prompt: string,
  opts: { cueCard?: readonly string[]; prepareSeconds?: number; maxSeconds?: number; sample?: string } = {},
): PartSpec {
  return {
    content: {
      prompt,
      cueCard: [...(opts.cueCard ?? [])],
      prepareSeconds: opts.prepareSeconds ?? 0,
      maxSeconds: opts.maxSeconds ?? 60,
    },
    answer: { sample: opts.sample ?? '' },
    score: 10,
  };
}

/** A text to read aloud, scored by the speech scorer (a person may override). */
export function readAloud(prompt: string, targetText: string, maxSeconds = 20): PartSpec {
  return { content: { prompt, targetText, maxSeconds }, answer: {}, score: 1 };
}

/** An instruction or passage block: not scored. */
export function intro(text: string): PartSpec {
  return { type: 'null', content: { text }, answer: {}, score: 0 };
}

export const WRITING_CRITERIA = [
  'Task Achievement / Task Response',
  'Coherence and Cohesion',
  'Lexical Resource',
  'Grammatical Range and Accuracy',
];
/** The oral rubric's criteria, as @lms/domain names them. */
export { SPEAKING_CRITERIA } from '@lms/domain';
