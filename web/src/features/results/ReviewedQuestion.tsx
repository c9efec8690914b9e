import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ReviewedQuestion_EntryFragment } from '../../gql/graphql';
import {
  domainInteraction,
  domainResponse,
  keyView,
  partAnswer,
  registryType,
  rendererContent,
} from '../../shared/partFields';
import { Card } from '../../ui/native';
import type { PartKeyView, PartReview } from '../../ui/questions';
import { QuestionView } from '../../ui/questions';
import { reviewOfPart } from './reviewAnswers';
import { MediaAudio } from '../../ui/upload/FreshMedia';

export const ReviewedQuestion_entry = graphql(`
  fragment ReviewedQuestion_entry on ReviewQuestion {
    transcript
    question {
      id
      title
      type
      interaction
      instructions
      media {
        id
        kind
        url
      }
      parts {
        id
        position
        score
        interaction
        content {
          ...PartContent_fields
        }
      }
    }
    parts {
      score
      comment
      part {
        id
      }
      detail {
        key
        right
      }
      answer {
        ...PartAnswer_fields
      }
      key {
        ...PartKey_fields
      }
      errorTags {
        errorTagId
        name
        link
        note
      }
    }
  }
`);

type Entry = ReviewedQuestion_EntryFragment;
export type ReviewedPart = Entry['parts'][number];
export type QuestionPartOf = Entry['question']['parts'][number];

/**
 * One question of a submitted attempt as its review shows it: the question with the answers given, the key
 * beside each (when the viewer may see keys), right and wrong once `returned`; under it, `footer` with the
 * question's scored parts (the part marks of the review, the marking fields of the marking page).
 */
export function ReviewedQuestion({
  entry: entryRef,
  index,
  numbers,
  returned,
  footer,
}: {
  entry: FragmentType<typeof ReviewedQuestion_entry>;
  index: number;
  /** Each scored part's number in the whole attempt (numberParts). */
  numbers: Record<string, number | undefined>;
  returned: boolean;
  footer: (scored: QuestionPartOf[], byPart: Map<string, ReviewedPart>) => ReactNode;
}) {
  const { t } = useTranslation();
  const { question, parts, transcript } = getFragmentData(ReviewedQuestion_entry, entryRef);
  const byPart = new Map(parts.map((p) => [String(p.part.id), p]));
  const maxOf = new Map(question.parts.map((p) => [String(p.id), p.score]));
  const responses: Record<string, unknown> = {};
  const verdicts: Record<string, PartReview | null> = {};
  const keys: Record<string, PartKeyView | null> = {};
  const recorders: Record<string, ReactNode> = {};
  for (const part of question.parts) {
    const id = String(part.id);
    const reviewed = byPart.get(id);
    const interaction = domainInteraction(part.interaction);
    responses[id] = reviewed?.answer ? domainResponse(interaction, reviewed.answer) : undefined;
    if (returned && reviewed)
      verdicts[id] = reviewOfPart({
        score: reviewed.score,
        maxScore: maxOf.get(id) ?? 0,
        detail: reviewed.detail,
      });
    keys[id] = keyView(reviewed?.key);
    const answer = reviewed?.answer ? partAnswer(reviewed.answer) : null;
    if (answer?.__typename === 'SpokenAnswer')
      recorders[id] = answer.media ? (
        <MediaAudio controls preload="none" src={answer.media.url} aria-label={t('resultReview.recording')} />
      ) : (
        <span>{t('resultReview.noRecording')}</span>
      );
  }
  const scored = question.parts.filter((p) => numbers[String(p.id)] !== undefined);
  return (
    <Card
      style={{ marginBottom: 16 }}
      title={t('resultReview.questionHeading', { number: index + 1, title: question.title })}
    >
      <QuestionView
        type={registryType(question.type)}
        instructions={question.instructions}
        transcript={transcript}
        media={question.media ? { kind: question.media.kind, url: question.media.url } : null}
        parts={question.parts.map((p) => ({
          id: String(p.id),
          interaction: domainInteraction(p.interaction),
          content: rendererContent(p.content),
        }))}
        startNumber={numbers[String(scored[0]?.id)] ?? 1}
        responses={responses}
        readOnly
        review={returned ? verdicts : null}
        answerKeys={keys}
        recorders={recorders}
      />
      {footer(scored, byPart)}
    </Card>
  );
}
