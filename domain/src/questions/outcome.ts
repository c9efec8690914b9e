/**
 * docs/decisions.md (issue 25, submitting): what counts as answered, and what a
 * submitted or returned attempt comes to. One rule for the runner's navigator and submit summary, the
 * backend's submit and return, and the web's words about them.
 */
import { isAnswered } from './answered.js';
import { scaledTotal } from './scoring.js';
import { MARKED_BY, type Interaction } from './types.js';

/** A part as a submitted attempt holds it. */
export interface SubmittedPart {
  interaction: Interaction;
  /** The part's points and weight (docs/decisions.md's totals). */
  score: number;
  weight: number;
  /** What its key gave (keyed parts; 0 for a passage), null when a person or the speech scorer marks it. */
  earned: number | null;
  /** The student's response; undefined when none was saved. */
  response: unknown;
}

/** No part of the attempt is answered (docs/decisions.md: such an attempt is failed, score 0). */
export const isBlankAttempt = (parts: readonly Pick<SubmittedPart, 'interaction' | 'response'>[]) =>
  !parts.some((p) => isAnswered(p.interaction, p.response));

/**
 * The keyed parts' share of a submitted attempt on the assignment's scale: `score` of `max` (what the keys
 * gave, and what they could give, both scaled as the total is), and how many parts wait for a marker (a person
 * or the speech scorer, returned by the teacher). The total once returned is `score` plus the markers' points.
 */
export interface KeyedScore {
  score: number;
  max: number;
  awaiting: number;
}

export function keyedScore(parts: readonly SubmittedPart[], maximum: number): KeyedScore {
  const keyed = parts.map((p) => ({ ...p, keyed: MARKED_BY[p.interaction] === 'key' }));
  const scaled = (pick: (p: (typeof keyed)[number]) => number | null) =>
    scaledTotal(
      keyed.map((p) => ({ earned: pick(p), score: p.score, weight: p.weight })),
      maximum,
    );
  return {
    score: scaled((p) => (p.keyed ? p.earned : 0)),
    max: scaled((p) => (p.keyed ? p.score : 0)),
    awaiting: keyed.filter(
      (p) => MARKED_BY[p.interaction] === 'person' || MARKED_BY[p.interaction] === 'speech',
    ).length,
  };
}

export type ReturnedStatus = 'pass' | 'fail';

/**
 * Pass or fail of work with its total (docs/decisions.md): fail below the minimum, and fail when nothing
 * was answered, whatever the minimum and whoever closed it (the student, the time, the access limit).
 */
export const returnedStatus = (total: number, minScore: number, blank: boolean): ReturnedStatus =>
  !blank && total >= minScore ? 'pass' : 'fail';

export interface SubmitOutcome {
  status: ReturnedStatus | 'waiting_score';
  /** The total, once every part has its score; null while the work waits for a marker. */
  score: number | null;
  keyed: KeyedScore;
}

/**
 * What a submit comes to (docs/decisions.md, issue 25): every part keyed, pass or fail by the total; some part for
 * a marker, waiting_score. A blank attempt is failed with 0 at once: there is nothing to mark.
 */
export function submitOutcome(
  parts: readonly SubmittedPart[],
  assignment: { minScore: number; maxScore: number },
): SubmitOutcome {
  const keyed = keyedScore(parts, assignment.maxScore);
  if (isBlankAttempt(parts)) return { status: 'fail', score: 0, keyed: { ...keyed, score: 0, awaiting: 0 } };
  if (keyed.awaiting > 0) return { status: 'waiting_score', score: null, keyed };
  const total = scaledTotal(parts, assignment.maxScore);
  return { status: returnedStatus(total, assignment.minScore, false), score: total, keyed };
}
