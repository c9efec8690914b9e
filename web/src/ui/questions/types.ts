/**
 * What the renderers read of a part. The domain's parsed content (CONTENT_SCHEMAS output) and the GraphQL
 * content union members both fit: optional fields may come as null from GraphQL, and an editor's live preview
 * may send a part still being written, so lists may be missing too.
 */
import type { Interaction, PartResponse } from '@lms/domain/questions';

type MaybeText = string | null | undefined;
type MaybeNumber = number | null | undefined;

export interface OptionView {
  readonly id: string;
  readonly text: string;
}

export interface ChoiceContentView {
  readonly prompt?: MaybeText;
  readonly options?: readonly OptionView[] | null;
}

export interface TextEntryContentView {
  readonly prompt?: MaybeText;
  readonly text?: MaybeText;
}

export interface MatchingItemView extends OptionView {
  readonly x?: MaybeNumber;
  readonly y?: MaybeNumber;
}

export interface MatchingContentView {
  readonly prompt?: MaybeText;
  readonly items?: readonly MatchingItemView[] | null;
  readonly options?: readonly OptionView[] | null;
}

export interface OrderingContentView {
  readonly prompt?: MaybeText;
  readonly tokens?: readonly OptionView[] | null;
}

export interface RegionView {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface HotspotContentView {
  readonly prompt?: MaybeText;
  readonly regions?: readonly RegionView[] | null;
}

export interface WritingContentView {
  readonly prompt?: MaybeText;
  readonly minWords?: MaybeNumber;
  readonly maxWords?: MaybeNumber;
}

export interface SpokenAnswerContentView {
  readonly prompt?: MaybeText;
  readonly cueCard?: readonly string[] | null;
  readonly prepareSeconds?: MaybeNumber;
  readonly maxSeconds?: MaybeNumber;
}

export interface SpokenTargetContentView {
  readonly prompt?: MaybeText;
  readonly targetText?: MaybeText;
  readonly maxSeconds?: MaybeNumber;
}

export interface PassageContentView {
  readonly text?: MaybeText;
}

/** The content each interaction's renderer reads. */
export interface ContentViews {
  single_choice: ChoiceContentView;
  multiple_choice: ChoiceContentView;
  text_entry: TextEntryContentView;
  matching: MatchingContentView;
  ordering: OrderingContentView;
  hotspot: HotspotContentView;
  extended_writing: WritingContentView;
  spoken_answer: SpokenAnswerContentView;
  spoken_target: SpokenTargetContentView;
  none: PassageContentView;
}

export type PartContentView = ContentViews[Interaction];

/**
 * What the review shows of a scored part: `scorePart`'s answer fits as it is. `fraction` marks the whole
 * part right (1), wrong (0) or partly right; `detail` marks each blank, pair or key region.
 */
export interface PartReview {
  readonly status?: string;
  readonly fraction?: number;
  readonly detail?: Readonly<Record<string, boolean>>;
}

/** The props every interaction's renderer takes from `PartView`, the response already in its shape. */
export interface InteractionViewProps<I extends Interaction> {
  content: ContentViews[I];
  response: PartResponse<I>;
  onChange: (response: PartResponse<I>) => void;
  readOnly: boolean;
  /** The id of the element naming the part (its number and prompt), for the input group's label. */
  labelledBy: string;
  review?: PartReview | null;
}

/**
 * An option's letter where it is shown (A, B, C ... by position): an attempt's options come shuffled under
 * opaque keys (issue 26 point 2, docs/decisions.md), so the key is never a label.
 */
export const optionLetter = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
