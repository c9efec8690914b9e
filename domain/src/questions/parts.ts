/**
 * docs/design.md section 8: each interaction's part `content` (what the student sees) and `answer` (the key), as
 * zod schemas, and the checks that a key fits its content (a blank without an answer, a match to a missing
 * option, an order that skips a word). Messages are the codes of ./messages.ts.
 */
import { z } from 'zod';
import { ANSWER_TEXT_PATTERN } from '../validation/rules.js';
import { isWeight } from './weights.js';
import { blanksOf } from './text.js';
import type { Interaction, QuestionType } from './types.js';
import { interactionOf, isQuestionType, QUESTION_TYPE_INFO } from './types.js';
import type { QuestionMessage } from './messages.js';
import { QUESTION_MESSAGES } from './messages.js';

const m = (code: QuestionMessage) => ({ error: code });

const id = z
  .string(m('question_required'))
  .trim()
  .min(1, m('question_required'))
  .max(40, m('question_too_long'))
  .regex(/^[A-Za-z0-9_-]+$/, m('question_id_invalid'));
const text = (max: number) => z.string().trim().max(max, m('question_too_long'));
const requiredText = (max: number) => text(max).min(1, m('question_required'));
const prompt = text(5000).default('');

const entry = z.object({ id, text: requiredText(1000) });
const uniqueIds = <T extends { id: string }>(list: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', message: 'question_ids_unique', path: [i, 'id'] });
    seen.add(item.id);
  });
};
const options = z
  .array(entry)
  .min(2, m('question_options_min'))
  .max(26, m('question_options_max'))
  .superRefine(uniqueIds);
const percent = z
  .number()
  .finite()
  .min(0, m('question_region_outside'))
  .max(100, m('question_region_outside'));
const answerText = z
  .string()
  .trim()
  .min(1, m('question_required'))
  .max(500, m('question_too_long'))
  .regex(ANSWER_TEXT_PATTERN, m('question_answer_text_invalid'));

export const CONTENT_SCHEMAS = {
  single_choice: z.object({ prompt, options }),
  multiple_choice: z.object({ prompt, options }),
  text_entry: z.object({ prompt, text: text(20000).default('') }),
  matching: z.object({
    prompt,
    /** What is matched (paragraphs, sentence starts, labels on the picture at x/y percent). */
    items: z
      .array(entry.extend({ x: percent.optional(), y: percent.optional() }))
      .min(1, m('question_required'))
      .max(40, m('question_options_max'))
      .superRefine(uniqueIds),
    options,
  }),
  ordering: z.object({
    prompt,
    tokens: z
      .array(entry)
      .min(2, m('question_options_min'))
      .max(50, m('question_options_max'))
      .superRefine(uniqueIds),
  }),
  hotspot: z.object({
    prompt,
    /** Rectangles on the question's picture, in percent of its width and height. */
    regions: z
      .array(z.object({ id, x: percent, y: percent, width: percent, height: percent }))
      .min(1, m('question_required'))
      .max(20, m('question_options_max'))
      .superRefine((regions, ctx) => {
        uniqueIds(regions, ctx);
        regions.forEach((r, i) => {
          if (r.width <= 0 || r.height <= 0 || r.x + r.width > 100 || r.y + r.height > 100)
            ctx.addIssue({ code: 'custom', message: 'question_region_outside', path: [i] });
        });
      }),
  }),
  extended_writing: z
    .object({
      prompt: requiredText(5000),
      minWords: z.number().int().positive(m('question_score_positive')).optional(),
      maxWords: z.number().int().positive(m('question_score_positive')).optional(),
    })
    .superRefine((c, ctx) => {
      if (c.minWords !== undefined && c.maxWords !== undefined && c.maxWords < c.minWords)
        ctx.addIssue({ code: 'custom', message: 'question_words_range', path: ['maxWords'] });
    }),
  spoken_answer: z.object({
    prompt: requiredText(5000),
    /** The points of a cue card. */
    cueCard: z.array(requiredText(300)).max(10, m('question_options_max')).default([]),
    prepareSeconds: z.number().int().min(0).max(600).default(0),
    maxSeconds: z.number().int().min(10).max(900).default(120),
  }),
  spoken_target: z.object({
    prompt,
    targetText: requiredText(1000),
    maxSeconds: z.number().int().min(5).max(300).default(30),
  }),
  none: z.object({ text: requiredText(50000) }),
} satisfies Record<Interaction, z.ZodType>;

export const ANSWER_SCHEMAS = {
  single_choice: z.object({ correct: id }),
  multiple_choice: z.object({ correct: z.array(id).min(1, m('question_key_required')) }),
  text_entry: z.object({
    blanks: z
      .array(
        z.object({
          id,
          accepted: z
            .array(answerText)
            .min(1, m('question_blank_without_answer'))
            .max(20, m('question_options_max')),
        }),
      )
      .superRefine(uniqueIds),
  }),
  matching: z.object({ pairs: z.record(id, id) }),
  ordering: z.object({ order: z.array(id) }),
  hotspot: z.object({ correct: z.array(id).min(1, m('question_key_required')) }),
  extended_writing: z.object({ sample: text(20000).default('') }),
  spoken_answer: z.object({ sample: text(20000).default('') }),
  spoken_target: z.object({}),
  none: z.object({}),
} satisfies Record<Interaction, z.ZodType>;

export type PartContent<I extends Interaction = Interaction> = z.output<(typeof CONTENT_SCHEMAS)[I]>;
export type PartAnswer<I extends Interaction = Interaction> = z.output<(typeof ANSWER_SCHEMAS)[I]>;

export interface Part<I extends Interaction = Interaction> {
  content: PartContent<I>;
  answer: PartAnswer<I>;
  score: number;
  weight: number;
}

type Issue = { message: QuestionMessage; path: (string | number)[] };

/** The checks that the key fits the content, for content and key that each passed their own schema. */
function keyIssues(type: QuestionType, content: unknown, answer: unknown): Issue[] {
  const issues: Issue[] = [];
  const add = (message: QuestionMessage, ...path: (string | number)[]) => issues.push({ message, path });
  switch (interactionOf(type)) {
    case 'single_choice': {
      const c = content as PartContent<'single_choice'>;
      const fixed = QUESTION_TYPE_INFO[type].fixedOptions;
      if (fixed && c.options.map((o) => o.id).join() !== fixed.join())
        add('question_options_fixed', 'content', 'options');
      if (!c.options.some((o) => o.id === (answer as PartAnswer<'single_choice'>).correct))
        add('question_key_missing_option', 'answer', 'correct');
      break;
    }
    case 'multiple_choice': {
      const ids = new Set((content as PartContent<'multiple_choice'>).options.map((o) => o.id));
      const correct = (answer as PartAnswer<'multiple_choice'>).correct;
      correct.forEach((c, i) => ids.has(c) || add('question_key_missing_option', 'answer', 'correct', i));
      if (new Set(correct).size !== correct.length) add('question_ids_unique', 'answer', 'correct');
      break;
    }
    case 'text_entry': {
      const blanks = blanksOf((content as PartContent<'text_entry'>).text);
      const keyed = (answer as PartAnswer<'text_entry'>).blanks;
      keyed.forEach(
        (b, i) => blanks.includes(b.id) || add('question_answer_without_blank', 'answer', 'blanks', i),
      );
      for (const blank of blanks)
        if (!keyed.some((b) => b.id === blank))
          add('question_blank_without_answer', 'answer', 'blanks', blank);
      break;
    }
    case 'matching': {
      const c = content as PartContent<'matching'>;
      const pairs = (answer as PartAnswer<'matching'>).pairs;
      const optionIds = new Set(c.options.map((o) => o.id));
      const itemIds = new Set(c.items.map((item) => item.id));
      for (const item of c.items)
        if (!pairs[item.id]) add('question_item_without_match', 'answer', 'pairs', item.id);
      for (const [item, option] of Object.entries(pairs)) {
        if (!itemIds.has(item)) add('question_key_missing_option', 'answer', 'pairs', item);
        else if (!optionIds.has(option)) add('question_key_missing_option', 'answer', 'pairs', item);
      }
      break;
    }
    case 'ordering': {
      const tokens = (content as PartContent<'ordering'>).tokens.map((t) => t.id);
      const order = (answer as PartAnswer<'ordering'>).order;
      if (order.length !== tokens.length || [...order].sort().join() !== [...tokens].sort().join())
        add('question_order_not_permutation', 'answer', 'order');
      break;
    }
    case 'hotspot': {
      const ids = new Set((content as PartContent<'hotspot'>).regions.map((r) => r.id));
      (answer as PartAnswer<'hotspot'>).correct.forEach(
        (c, i) => ids.has(c) || add('question_key_missing_option', 'answer', 'correct', i),
      );
      break;
    }
    default:
      break;
  }
  return issues;
}

/**
 * The whole part of a type: content, key, score and weight, with the key checked against the content. A part
 * that only introduces (type `null`) scores 0; every other scores more than 0 and at most 100.
 */
export function partSchema(type: QuestionType) {
  const interaction = interactionOf(type);
  const unscored = interaction === 'none';
  return z
    .object({
      content: CONTENT_SCHEMAS[interaction],
      answer: z.preprocess((value) => value ?? {}, ANSWER_SCHEMAS[interaction] as z.ZodType),
      score: unscored
        ? z
            .number()
            .finite()
            .min(0, m('question_score_positive'))
            .max(100, m('question_score_max'))
            .default(0)
        : z
            .number(m('question_score_positive'))
            .finite()
            .positive(m('question_score_positive'))
            .max(100, m('question_score_max')),
      weight: z
        .number(m('question_weight_invalid'))
        .refine(isWeight, m('question_weight_invalid'))
        .default(1),
    })
    .superRefine((part, ctx) => {
      for (const issue of keyIssues(type, part.content, part.answer))
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    });
}

/** A part as an editor or an API client sends it, before validation. */
export interface PartInput {
  content: Record<string, unknown>;
  answer?: Record<string, unknown>;
  score?: number;
  weight?: number;
}

export interface FieldIssue {
  /** Dotted path within the part: `answer.blanks.2`, `content.options.0.text`. */
  field: string;
  code: string;
}

/** Validates a part of a type; the issues name their field, for forms and for the API's 400s. */
export function validatePart(
  type: string,
  part: unknown,
): { ok: true; part: Part } | { ok: false; issues: FieldIssue[] } {
  if (!isQuestionType(type)) return { ok: false, issues: [{ field: 'type', code: 'question_type_invalid' }] };
  const result = partSchema(type).safeParse(part);
  if (result.success) return { ok: true, part: result.data as Part };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      code: Object.hasOwn(QUESTION_MESSAGES, issue.message)
        ? issue.message
        : valueAt(part, issue.path) === undefined
          ? 'question_required'
          : 'question_invalid',
    })),
  };
}

const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, key) =>
      at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
