import { partNumbers } from '@lms/domain';
import type { Interaction, PartResponse, QuestionType } from '@lms/domain/questions';
import { interactionOf, isQuestionType, QUESTION_TYPE_INFO } from '@lms/domain/questions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartKeyView } from './KeyView';
import { PartView } from './PartView';
import { PassageView } from './PassageView';
import type { PartContentView, PartReview } from './types';
import { MediaAudio, MediaImg } from '../upload/FreshMedia';

export interface QuestionViewPart {
  id: string;
  content: PartContentView;
  /** Its interaction; taken from its type, else the question's type, when not given. */
  interaction?: Interaction;
  /** Its own type (an IELTS section mixes types): its fixed options; the question's type when not given. */
  type?: QuestionType | (string & {});
}

export interface QuestionViewMedia {
  /**
   * The API's own words (GraphQL's `MediaKind`), typed so that a screen passing anything else fails to
   * compile: the preview, the runner, the marking page and the review once passed `IMG` to a view that
   * looked for `image`, and showed no picture (docs/decisions.md, issue 25).
   */
  kind: 'IMG' | 'AUDIO';
  url: string;
}

export interface QuestionViewProps {
  /** The question's type (the registry's name): its interaction and fixed options. */
  type: QuestionType | (string & {});
  /** Instructions, and for reading the passage. */
  instructions?: string | null;
  /** A listening question's transcript: shown only in the review (while the clip plays it would give answers). */
  transcript?: string | null;
  /** The question's topic group: `reading` lays the passage beside the parts. */
  topicGroup?: string | null;
  media?: QuestionViewMedia | null;
  parts: readonly QuestionViewPart[];
  /** The number of its first answerable part; passages take none. */
  startNumber?: number;
  /** The student's responses by part id. */
  responses?: Readonly<Record<string, unknown>>;
  onChange?: (partId: string, response: PartResponse) => void;
  readOnly?: boolean;
  /** The scorer's verdict by part id. */
  review?: Readonly<Record<string, PartReview | null | undefined>> | null;
  /** The keys by part id, shown under the answers in the review. */
  answerKeys?: Readonly<Record<string, PartKeyView | null | undefined>> | null;
  /** The exam runner's recorder by part id, for spoken parts. */
  recorders?: Readonly<Record<string, ReactNode>>;
  /** Labels by part id in place of the numbers (an IELTS gap-fill of 5 gaps is "Questions 1–5"). */
  numberLabels?: Readonly<Record<string, string>> | null;
}

/**
 * The number each part shows, consecutive from `start`; passages (interaction none) take none: the domain's
 * `partNumbers`, the numbers the backend names parts by.
 */
export function numberParts(
  parts: readonly { id: string; interaction: Interaction }[],
  start = 1,
): Record<string, number | undefined> {
  return Object.fromEntries(partNumbers(parts, start));
}

/** A whole question: its instructions or passage, its picture or recording, and its parts numbered. */
export function QuestionView({
  type,
  instructions,
  transcript,
  topicGroup,
  media,
  parts,
  startNumber = 1,
  responses,
  onChange,
  readOnly = false,
  review,
  answerKeys,
  recorders,
  numberLabels,
}: QuestionViewProps) {
  const { t } = useTranslation();
  const withInteraction = parts.map((part) => {
    const own = part.type ?? type;
    const known = isQuestionType(own);
    const interaction = part.interaction ?? (known ? interactionOf(own) : 'none');
    // A part of another interaction than its type's (the question's, when it names none) has no fixed options.
    const fixed = known && interactionOf(own) === interaction;
    return { ...part, interaction, fixedOptions: fixed ? QUESTION_TYPE_INFO[own].fixedOptions : undefined };
  });
  const numbers = numberParts(withInteraction, startNumber);

  const kind = media?.kind;
  const image = kind === 'IMG' ? media?.url : undefined;
  // Hotspots and labels on a plan draw the picture themselves, under their marks.
  const pictureInParts = withInteraction.some(
    (part) =>
      part.interaction === 'hotspot' ||
      (part.interaction === 'matching' &&
        'items' in part.content &&
        part.content.items?.some((i) => i.x != null)),
  );
  const showInstructions = !!instructions?.trim();
  const split = topicGroup === 'reading' && showInstructions;

  const material = (
    <>
      {showInstructions && <PassageView text={instructions} className="qv-instructions" />}
      {review && transcript?.trim() && (
        <details className="qv-transcript">
          <summary>{t('questionView.transcript')}</summary>
          <PassageView text={transcript} />
        </details>
      )}
      {image && !pictureInParts && (
        <figure className="qv-picture qv-figure">
          <MediaImg src={image} alt={t('questionView.picture')} />
        </figure>
      )}
      {kind === 'AUDIO' && media && (
        // The runner may replace this with its own player (played as the exercise says).
        <MediaAudio
          className="qv-audio"
          controls
          preload="metadata"
          src={media.url}
          aria-label={t('questionView.audio')}
        />
      )}
    </>
  );
  const partViews = withInteraction.map((part) => (
    <PartView
      key={part.id}
      partId={part.id}
      interaction={part.interaction}
      content={part.content}
      number={numbers[part.id]}
      numberLabel={numberLabels?.[part.id]}
      response={responses?.[part.id]}
      onChange={onChange ? (response) => onChange(part.id, response) : undefined}
      readOnly={readOnly}
      mediaUrl={image}
      review={review?.[part.id]}
      answerKey={answerKeys?.[part.id]}
      fixedOptions={part.fixedOptions}
      recorder={recorders?.[part.id]}
    />
  ));

  if (split)
    return (
      <article className="qv-question qv-split">
        <section className="qv-split-passage" aria-label={t('questionView.passage')} tabIndex={0}>
          {material}
        </section>
        <div className="qv-split-parts">{partViews}</div>
      </article>
    );
  return (
    <article className="qv-question">
      {material}
      {partViews}
    </article>
  );
}
