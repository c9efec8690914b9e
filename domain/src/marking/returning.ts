/**
 * Returning the work (docs/decisions.md, issue 25 point 4), once: which parts a person still has to mark,
 * which parts the student left without an answer, and the total the work goes back with. The backend refuses
 * to return unmarked parts unless the marker confirms it, and the marking pages name the same parts and show
 * the same total before asking.
 */
import type { Interaction, MarkedBy } from '../questions/types.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * An attempt's total scaled to the assignment's maximum, each part counting its score times its weight.
 * Parts without a score yet (waiting for a person) count as 0 until they have one.
 */
export function scaledTotal(
  parts: readonly { earned: number | null; score: number; weight: number }[],
  maximum: number,
): number {
  const possible = parts.reduce((sum, p) => sum + p.score * p.weight, 0);
  if (possible <= 0) return 0;
  const earned = parts.reduce((sum, p) => sum + (p.earned ?? 0) * p.weight, 0);
  return round2(Math.min(maximum, Math.max(0, (earned / possible) * maximum)));
}

/** A part as the work would be returned now. */
export interface PartToReturn<Id> {
  id: Id;
  markedBy: MarkedBy;
  /** The part's points. */
  maxScore: number;
  weight: number;
  /** The marker's score (the draft's, else the one returned or the key's); null when it has none. */
  score: number | null;
  /** Whether the student answered it (`isAnswered` of questions/answered.ts). */
  answered: boolean;
}

/** Who decides a part's score when the work is returned. */
export type ReturnedBy = 'score' | 'unanswered' | 'unmarked' | 'nothing';

export interface ReturnPlan<Id> {
  /** Each part with the points it goes back with; unmarked parts go back with 0 only when confirmed. */
  parts: { id: Id; earned: number; by: ReturnedBy }[];
  /** Parts a person (or the speech scorer) has to mark that the student answered and have no score. */
  unmarked: Id[];
  /** Parts a person has to mark that the student did not answer and nobody scored: they go back with 0. */
  unanswered: Id[];
  /** The total scaled to the assignment's maximum, unmarked parts counting 0. */
  total: number;
}

/**
 * What returning the work does with each part. A part with a score keeps it. A part for a person without an
 * answer and without a score gets 0: no rubric meant for an answer decides it, though the marker may score
 * it. A part for a person with an answer and no score is unmarked: the work goes back with it at 0 only when
 * the marker confirms it. A keyed part without a score (no answer saved) and a passage get 0.
 */
export function returnPlan<Id>(parts: readonly PartToReturn<Id>[], maximum: number): ReturnPlan<Id> {
  const planned = parts.map((p) => {
    const byPerson = p.markedBy === 'person' || p.markedBy === 'speech';
    const by: ReturnedBy =
      p.score !== null ? 'score' : !byPerson ? 'nothing' : p.answered ? 'unmarked' : 'unanswered';
    return { id: p.id, earned: p.score ?? 0, by, score: p.maxScore, weight: p.weight };
  });
  return {
    parts: planned.map(({ id, earned, by }) => ({ id, earned, by })),
    unmarked: planned.filter((p) => p.by === 'unmarked').map((p) => p.id),
    unanswered: planned.filter((p) => p.by === 'unanswered').map((p) => p.id),
    total: scaledTotal(planned, maximum),
  };
}

/**
 * The numbers the exam gives an exercise's parts, in order (1, 2, …): a passage or an instruction (`none`)
 * takes no number. The marking pages and the backend's messages name parts by these.
 */
export function partNumbers<Id>(parts: readonly { id: Id; interaction: Interaction }[], start = 1) {
  let next = start;
  return new Map(parts.map((p) => [p.id, p.interaction === 'none' ? undefined : next++] as const));
}
