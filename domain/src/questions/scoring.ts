/**
 * docs/design.md sections 8 and 9: what a student answers to each interaction, and the scorer of every keyed
 * interaction. Single choice, multiple choice (all or nothing) and ordering (exact order) score the whole
 * part; text entry scores per blank, matching per pair, hotspots per key region. Writing and speaking wait
 * for a person, a target text for the speech scorer.
 */
import { z } from 'zod';
import type { Interaction, QuestionType } from './types.js';
import { interactionOf, MARKED_BY } from './types.js';
import { matchesAny } from './normalise.js';
import type { Part, PartAnswer, PartContent } from './parts.js';
import { blanksOf } from './text.js';

const id = z.string().max(40);
const typed = z.string().max(500);

export const RESPONSE_SCHEMAS = {
  single_choice: z.object({ choice: id.nullable().default(null) }),
  multiple_choice: z.object({ choices: z.array(id).max(26).default([]) }),
  text_entry: z.object({ blanks: z.record(id, typed).default({}) }),
  matching: z.object({ pairs: z.record(id, id).default({}) }),
  ordering: z.object({ order: z.array(id).max(50).default([]) }),
  hotspot: z.object({
    points: z
      .array(z.object({ x: z.number().finite().min(0).max(100), y: z.number().finite().min(0).max(100) }))
      .max(20)
      .default([]),
  }),
  extended_writing: z.object({ text: z.string().max(50000).default('') }),
  spoken_answer: z.object({ mediaId: z.string().max(100).nullable().default(null) }),
  spoken_target: z.object({ mediaId: z.string().max(100).nullable().default(null) }),
  none: z.object({}),
} satisfies Record<Interaction, z.ZodType>;

export type PartResponse<I extends Interaction = Interaction> = z.output<(typeof RESPONSE_SCHEMAS)[I]>;

export type PartScore =
  | {
      status: 'scored';
      /** The points earned: the part's score times the share answered right, to two decimals. */
      score: number;
      /** The share answered right, 0 to 1. */
      fraction: number;
      /** Right or wrong per blank, pair or key region, for the review. */
      detail?: Record<string, boolean>;
    }
  | { status: 'person' | 'speech' | 'unscored' };

const round2 = (value: number) => Math.round(value * 100) / 100;
const scored = (part: Part, fraction: number, detail?: Record<string, boolean>): PartScore => ({
  status: 'scored',
  score: round2(part.score * fraction),
  fraction,
  ...(detail ? { detail } : {}),
});
const share = (detail: Record<string, boolean>) => {
  const values = Object.values(detail);
  return values.length ? values.filter(Boolean).length / values.length : 0;
};

/**
 * Scores a student's response to a part of a type. A response that does not fit the interaction scores 0
 * (a keyed part) rather than throwing: what the student sent is kept, and a person may look at it.
 */
export function scorePart(type: QuestionType, part: Part, response: unknown): PartScore {
  const interaction = interactionOf(type);
  const by = MARKED_BY[interaction];
  if (by !== 'key') return { status: by === 'none' ? 'unscored' : by };
  const parsed = RESPONSE_SCHEMAS[interaction].safeParse(response ?? {});
  if (!parsed.success) return scored(part, 0);
  const r = parsed.data;

  switch (interaction) {
    case 'single_choice': {
      const key = part.answer as PartAnswer<'single_choice'>;
      return scored(part, (r as PartResponse<'single_choice'>).choice === key.correct ? 1 : 0);
    }
    case 'multiple_choice': {
      const key = new Set((part.answer as PartAnswer<'multiple_choice'>).correct);
      const chosen = new Set((r as PartResponse<'multiple_choice'>).choices);
      const exact = chosen.size === key.size && [...chosen].every((c) => key.has(c));
      return scored(part, exact ? 1 : 0);
    }
    case 'text_entry': {
      const content = part.content as PartContent<'text_entry'>;
      const key = (part.answer as PartAnswer<'text_entry'>).blanks;
      const typedIn = (r as PartResponse<'text_entry'>).blanks;
      const detail = Object.fromEntries(
        blanksOf(content.text).map((blank) => [
          blank,
          matchesAny(typedIn[blank] ?? '', key.find((b) => b.id === blank)?.accepted ?? []),
        ]),
      );
      return scored(part, share(detail), detail);
    }
    case 'matching': {
      const content = part.content as PartContent<'matching'>;
      const key = (part.answer as PartAnswer<'matching'>).pairs;
      const chosen = (r as PartResponse<'matching'>).pairs;
      const detail = Object.fromEntries(
        content.items.map((item) => [item.id, !!chosen[item.id] && chosen[item.id] === key[item.id]]),
      );
      return scored(part, share(detail), detail);
    }
    case 'ordering': {
      const key = (part.answer as PartAnswer<'ordering'>).order;
      const order = (r as PartResponse<'ordering'>).order;
      return scored(part, order.length === key.length && order.every((t, i) => t === key[i]) ? 1 : 0);
    }
    case 'hotspot': {
      // Each key region hit by a point counts; each point in no key region takes one back (so marking the
      // whole picture does not pay), never below 0.
      const content = part.content as PartContent<'hotspot'>;
      const key = new Set((part.answer as PartAnswer<'hotspot'>).correct);
      const regions = content.regions.filter((region) => key.has(region.id));
      const points = (r as PartResponse<'hotspot'>).points;
      const inside = (p: { x: number; y: number }, g: (typeof regions)[number]) =>
        p.x >= g.x && p.x <= g.x + g.width && p.y >= g.y && p.y <= g.y + g.height;
      const detail = Object.fromEntries(regions.map((g) => [g.id, points.some((p) => inside(p, g))]));
      const stray = points.filter((p) => !regions.some((g) => inside(p, g))).length;
      const hits = Object.values(detail).filter(Boolean).length;
      return scored(part, regions.length ? Math.max(0, hits - stray) / regions.length : 0, detail);
    }
    default:
      return { status: 'unscored' };
  }
}

/** docs/decisions.md (issue 25): an attempt's total scaled to the assignment's maximum (one rule with returning). */
export { scaledTotal } from '../marking/returning.js';
