import type { Interaction, PartResponse } from '@lms/domain/questions';
import type { PartReview } from '../../ui/questions';

/** A student's answer as GraphQL's `PartAnswer` union gives it (the fields the review asks for). */
export type GqlPartAnswer =
  | { __typename: 'ChoiceAnswer'; choices: readonly (string | number)[] }
  | { __typename: 'TextEntryAnswer'; blanks: readonly { id: string; value: string }[] }
  | { __typename: 'MatchingAnswer'; pairs: readonly { item: string | number; option: string | number }[] }
  | { __typename: 'OrderingAnswer'; order: readonly (string | number)[] }
  | { __typename: 'HotspotAnswer'; points: readonly { x: number; y: number }[] }
  | { __typename: 'WritingAnswer'; text: string }
  | { __typename: 'SpokenAnswer'; media?: { id: string | number; url: string } | null };

/**
 * The answer in the shape the renderers read (the domain's `RESPONSE_SCHEMAS`): GraphQL lists the chosen
 * options, blanks and pairs, the domain keeps one choice for a single choice and records by id.
 */
export function responseOfAnswer(
  interaction: Interaction,
  answer: GqlPartAnswer | null | undefined,
): PartResponse | undefined {
  if (!answer) return undefined;
  switch (answer.__typename) {
    case 'ChoiceAnswer':
      return interaction === 'single_choice'
        ? { choice: answer.choices[0] === undefined ? null : String(answer.choices[0]) }
        : { choices: answer.choices.map(String) };
    case 'TextEntryAnswer':
      return { blanks: Object.fromEntries(answer.blanks.map((b) => [b.id, b.value])) };
    case 'MatchingAnswer':
      return { pairs: Object.fromEntries(answer.pairs.map((p) => [String(p.item), String(p.option)])) };
    case 'OrderingAnswer':
      return { order: answer.order.map(String) };
    case 'HotspotAnswer':
      return { points: answer.points.map((p) => ({ x: p.x, y: p.y })) };
    case 'WritingAnswer':
      return { text: answer.text };
    case 'SpokenAnswer':
      return { mediaId: answer.media ? String(answer.media.id) : null };
  }
}

/**
 * The renderers' verdict on a scored part: the share of its points given, and right or wrong per blank,
 * pair or region. Null while the part has no score (not returned, or waiting for a person).
 */
export function reviewOfPart(part: {
  score: number | null | undefined;
  maxScore: number;
  detail: readonly { id: string; right: boolean }[];
}): PartReview | null {
  if (part.score === null || part.score === undefined) return null;
  const fraction = part.maxScore > 0 ? Math.min(1, Math.max(0, part.score / part.maxScore)) : 1;
  return {
    fraction,
    ...(part.detail.length ? { detail: Object.fromEntries(part.detail.map((d) => [d.id, d.right])) } : {}),
  };
}
