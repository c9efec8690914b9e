/**
 * Answers between GraphQL and REST: `AnswerInput` (one typed field per interaction) to the response shape of
 * `@lms/domain/questions` `RESPONSE_SCHEMAS`, which the REST API validates, stores and scores; the stored
 * shape back to the `PartAnswer` union; and the REST field paths of a refusal back to the input's.
 */
import type { GatewayContext } from '../../context.js';
import { inputField } from '../../errors.js';
import type { AnswerInput, AnswerSaveInput } from '../../generated/resolvers.js';
import { mediaById } from '../bank/api.js';

type AnswerField = keyof AnswerInput;

/**
 * The REST response of an answer input. `AnswerInput` is `@oneOf`: graphql-js has refused none or several
 * fields before any resolver runs, so exactly one is here.
 */
export function toRestAnswer(input: AnswerInput): Record<string, unknown> {
  // A single-choice part takes the shared form too (the REST API turns `[id]` into `{choice: id}`).
  if (input.choice) return { choices: input.choice.choices };
  if (input.textEntry) {
    return { blanks: Object.fromEntries(input.textEntry.blanks.map((b) => [b.key, b.value])) };
  }
  if (input.matching)
    return { pairs: Object.fromEntries(input.matching.pairs.map((p) => [p.item, p.option])) };
  if (input.ordering) return { order: input.ordering.order };
  if (input.hotspot) return { points: input.hotspot.points.map((p) => ({ x: p.x, y: p.y })) };
  if (input.writing) return { text: input.writing.text };
  return { mediaId: input.spoken.mediaId ?? null };
}

/** The saves as REST takes them. */
export function toRestSaves(saves: readonly AnswerSaveInput[], partId: (id: string) => number) {
  return saves.map((s) => ({
    question_part_id: partId(s.partId),
    seq: s.seq,
    answer: toRestAnswer(s.answer),
  }));
}

const REST_TO_INPUT: Record<string, [AnswerField, string]> = {
  choice: ['choice', 'choices'],
  choices: ['choice', 'choices'],
  blanks: ['textEntry', 'blanks'],
  pairs: ['matching', 'pairs'],
  order: ['ordering', 'order'],
  points: ['hotspot', 'points'],
  text: ['writing', 'text'],
  mediaId: ['spoken', 'mediaId'],
};

/**
 * `answers.2.answer.blanks.b1` -> `answers.2.answer.textEntry.blanks.<index of b1>`; a matching item's id
 * likewise becomes its pair's index; `question_part_id` -> `partId`.
 */
export function saveInputField(restField: string, saves: readonly AnswerSaveInput[]): string | null {
  const m = /^answers\.(\d+)\.answer\.([A-Za-z]+)(?:\.(.+))?$/.exec(restField);
  if (!m) return inputField(restField.replace(/\.question_part_id$/, '.partId'));
  const [, i, key, rest] = m;
  const mapped = REST_TO_INPUT[key!];
  if (!mapped) return `answers.${i}.answer`;
  const [field, list] = mapped;
  const save = saves[Number(i)];
  let tail = rest;
  if (rest && save) {
    const [id, ...more] = rest.split('.');
    const index =
      key === 'blanks'
        ? save.answer.textEntry?.blanks.findIndex((b) => b.key === id)
        : key === 'pairs'
          ? save.answer.matching?.pairs.findIndex((p) => p.item === id)
          : undefined;
    if (index !== undefined && index >= 0) tail = [String(index), ...more].join('.');
  }
  return [`answers.${i}.answer.${field}.${list}`, tail].filter(Boolean).join('.');
}

type Json = Record<string, unknown>;
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const record = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** A stored response as the member of `PartAnswer` its shape belongs to (`__typename` picks it). */
export async function toPartAnswer(answer: Json, ctx: GatewayContext) {
  if ('choice' in answer) {
    return {
      __typename: 'ChoiceAnswer' as const,
      choices: typeof answer.choice === 'string' ? [answer.choice] : [],
    };
  }
  if ('choices' in answer) return { __typename: 'ChoiceAnswer' as const, choices: strings(answer.choices) };
  if ('blanks' in answer) {
    const blanks = Object.entries(record(answer.blanks)).map(([key, value]) => ({
      key,
      value: String(value),
    }));
    return { __typename: 'TextEntryAnswer' as const, blanks };
  }
  if ('pairs' in answer) {
    const pairs = Object.entries(record(answer.pairs)).map(([item, option]) => ({
      item,
      option: String(option),
    }));
    return { __typename: 'MatchingAnswer' as const, pairs };
  }
  if ('order' in answer) return { __typename: 'OrderingAnswer' as const, order: strings(answer.order) };
  if ('points' in answer) {
    const points = (Array.isArray(answer.points) ? answer.points : []).map((p) => ({
      x: Number(record(p).x),
      y: Number(record(p).y),
    }));
    return { __typename: 'HotspotAnswer' as const, points };
  }
  if ('mediaId' in answer) {
    const id = Number(answer.mediaId);
    const media = Number.isSafeInteger(id) && id > 0 ? await mediaById(ctx, id) : null;
    return { __typename: 'SpokenAnswer' as const, media };
  }
  return { __typename: 'WritingAnswer' as const, text: typeof answer.text === 'string' ? answer.text : '' };
}
