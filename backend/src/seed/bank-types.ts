import type { QUESTION_TYPES, TOPIC_GROUPS } from '../db/schema/enums.js';

/**
 * The shapes of question parts in the demo bank. `content` is what the student sees, `answer` the key:
 *   choice types      content {prompt, options: [{key, text}], select?}   answer {correct: [key, ...]}
 *   completion types  content {prompt, wordLimit?, options?}             answer {correct: [accepted, ...]}
 *   writing           content {prompt, task, minWords, chart?}           answer {rubric: [...], sample}
 *   speaking_ielt     content {prompt, part, preparationSeconds, ...}    answer {criteria: [...]}
 * Completion keys list every accepted spelling; a student's answer is {value: [...]} or {text} / {transcript}.
 */

export type QuestionType = (typeof QUESTION_TYPES)[number];
export type TopicGroup = (typeof TOPIC_GROUPS)[number];

export interface PartSpec {
  type?: QuestionType;
  content: Record<string, unknown>;
  answer: Record<string, unknown>;
  score?: number;
  weight?: number;
  /** Wrong answers students typically give (seed only, not stored): for parts without options. */
  wrong?: string[];
}

export interface QuestionSpec {
  key: string;
  title: string;
  type: QuestionType;
  topic: TopicGroup;
  /** null: the common store; otherwise the index of the teacher whose private store holds it. */
  owner: number | null;
  /** Instructions and, for reading and listening, the passage or transcript. */
  content: string;
  description: string;
  tags: string[];
  parts: PartSpec[];
}

const KEYS = 'ABCDEFGH';

/** A choice part: options get letters A, B, C ...; `correct` names the right letters. */
export function choice(
  prompt: string,
  options: string[],
  correct: string,
  extra: Record<string, unknown> = {},
) {
  return {
    content: { prompt, options: options.map((text, i) => ({ key: KEYS[i]!, text })), ...extra },
    answer: { correct: correct.split('') },
  } satisfies PartSpec;
}

/** A statement judged TRUE/FALSE/NOT GIVEN or YES/NO/NOT GIVEN. */
export function judge(prompt: string, correct: string, kind: 'true_false' | 'yes_no') {
  const options = kind === 'true_false' ? ['TRUE', 'FALSE', 'NOT GIVEN'] : ['YES', 'NO', 'NOT GIVEN'];
  return {
    content: { prompt, options: options.map((text) => ({ key: text, text })) },
    answer: { correct: [correct] },
  } satisfies PartSpec;
}

/** A blank to fill: every accepted answer, and a typical wrong one. */
export function blank(
  prompt: string,
  accepted: string[],
  wrong: string,
  extra: Record<string, unknown> = {},
) {
  return { content: { prompt, ...extra }, answer: { correct: accepted }, wrong: [wrong] } satisfies PartSpec;
}

export const WRITING_CRITERIA = [
  'Task Achievement / Task Response',
  'Coherence and Cohesion',
  'Lexical Resource',
  'Grammatical Range and Accuracy',
];
export const SPEAKING_CRITERIA = [
  'Fluency and Coherence',
  'Lexical Resource',
  'Grammatical Range and Accuracy',
  'Pronunciation',
];

/** Whether a part is marked by a teacher (SPEC.md point 9: writing and speaking_ielt, and presentations). */
export function isManual(type: QuestionType): boolean {
  return type === 'writing' || type === 'speaking_ielt' || type === 'presentation';
}
