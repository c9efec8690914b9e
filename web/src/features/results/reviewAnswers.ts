import type { PartReview } from '../../ui/questions';

/**
 * The renderers' verdict on a scored part: the share of its points given, and right or wrong per blank,
 * pair or region. Null while the part has no score (not returned, or waiting for a person).
 */
export function reviewOfPart(part: {
  score: number | null | undefined;
  maxScore: number;
  detail: readonly { key: string; right: boolean }[];
}): PartReview | null {
  if (part.score === null || part.score === undefined) return null;
  const fraction = part.maxScore > 0 ? Math.min(1, Math.max(0, part.score / part.maxScore)) : 1;
  return {
    fraction,
    ...(part.detail.length ? { detail: Object.fromEntries(part.detail.map((d) => [d.key, d.right])) } : {}),
  };
}
