import type { Interaction, PartResponse } from '@lms/domain/questions';
import type { ReactNode } from 'react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HotspotView } from './HotspotView';
import type { PartKeyView } from './KeyView';
import { KeyView } from './KeyView';
import { MatchingView } from './MatchingView';
import { MultipleChoiceView } from './MultipleChoiceView';
import { PassageView } from './PassageView';
import { responseOf } from './responses';
import { SingleChoiceView } from './SingleChoiceView';
import { SpokenAnswerView } from './SpokenAnswerView';
import { SpokenTargetView } from './SpokenTargetView';
import { TextEntryView } from './TextEntryView';
import { WritingView } from './WritingView';
import type { ContentViews, InteractionViewProps, PartContentView, PartReview } from './types';

export { responseOf };

/** Drag and drop (dnd-kit) loads when an ordering part shows, not with every page that shows questions. */
const OrderingView = lazy(() => import('./OrderingView').then((m) => ({ default: m.OrderingView })));

export interface PartViewProps {
  /** The part's id, on its element (`data-part-id`): the IELTS navigator moves focus into it. */
  partId?: string;
  interaction: Interaction;
  /** The part's content (the domain's parsed content or the GraphQL content of the same interaction). */
  content: PartContentView;
  /** The number the student sees; passages have none. */
  number?: number;
  /** What the student sees in place of the number ("Questions 1–5"). */
  numberLabel?: string | undefined;
  /**
   * The student's response; anything that does not fit the interaction shows as unanswered. Without
   * `onChange` it is the starting answer and the part keeps what is answered in it.
   */
  response?: unknown;
  onChange?: (response: PartResponse) => void;
  readOnly?: boolean;
  /** The question's picture, for hotspots and labels on a plan, map or diagram. */
  mediaUrl?: string | null;
  /** The scorer's verdict (`scorePart`'s answer fits): right or wrong per part, blank, pair or region. */
  review?: PartReview | null;
  /** The part's key, shown under the answer in the review (the domain's or GraphQL's shape). */
  answerKey?: PartKeyView | null;
  /** The fixed options of yes/no/not given and true/false/not given types (the registry's). */
  fixedOptions?: readonly string[];
  /** The exam runner's recorder for spoken parts. */
  recorder?: ReactNode;
}

function Verdict({ review }: { review: PartReview }) {
  const { t } = useTranslation();
  if (review.status === 'person')
    return <span className="qv-verdict">{t('questionView.review.person')}</span>;
  if (review.status === 'speech')
    return <span className="qv-verdict">{t('questionView.review.speech')}</span>;
  if (review.fraction === undefined) return null;
  const [key, tone] =
    review.fraction >= 1
      ? ['right', 'qv-right']
      : review.fraction <= 0
        ? ['wrong', 'qv-wrong']
        : ['partly', 'qv-partly'];
  return (
    <span className={`qv-verdict ${tone}`}>
      {t(`questionView.review.${key}`, { percent: Math.round(review.fraction * 100) })}
    </span>
  );
}

/** A part as the student sees it: its number and prompt, then the renderer of its interaction. */
export function PartView({
  partId,
  interaction,
  content,
  number,
  numberLabel,
  response,
  onChange,
  readOnly = false,
  mediaUrl,
  review,
  fixedOptions,
  recorder,
  answerKey,
}: PartViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // Without onChange (a preview) the part keeps its own answer, so the author can try it as a student.
  const [tried, setTried] = useState<unknown>(undefined);
  const controlled = !!onChange;
  const current = controlled ? response : (tried ?? response);

  if (interaction === 'none')
    return (
      <PassageView className="qv-part qv-part-passage" text={'text' in content ? content.text : undefined} />
    );

  const props = <I extends Interaction>(i: I): InteractionViewProps<I> => ({
    content,
    response: responseOf(i, current),
    onChange: (next) => {
      if (readOnly) return;
      if (onChange) onChange(next);
      else setTried(next);
    },
    readOnly,
    labelledBy: titleId,
    review,
  });
  const prompt = 'prompt' in content ? content.prompt : undefined;

  let body: ReactNode;
  switch (interaction) {
    case 'single_choice':
      body = <SingleChoiceView {...props('single_choice')} fixedOptions={fixedOptions} />;
      break;
    case 'multiple_choice':
      body = <MultipleChoiceView {...props('multiple_choice')} />;
      break;
    case 'text_entry':
      body = <TextEntryView {...props('text_entry')} />;
      break;
    case 'matching':
      body = <MatchingView {...props('matching')} mediaUrl={mediaUrl} />;
      break;
    case 'ordering':
      body = (
        <Suspense fallback={<p className="qv-hint">{t('common.loading')}</p>}>
          <OrderingView {...props('ordering')} />
        </Suspense>
      );
      break;
    case 'hotspot':
      body = <HotspotView {...props('hotspot')} mediaUrl={mediaUrl} />;
      break;
    case 'extended_writing':
      body = <WritingView {...props('extended_writing')} />;
      break;
    case 'spoken_answer':
      body = <SpokenAnswerView content={content as ContentViews['spoken_answer']} recorder={recorder} />;
      break;
    case 'spoken_target':
      body = <SpokenTargetView content={content as ContentViews['spoken_target']} recorder={recorder} />;
      break;
  }

  return (
    <div className="qv-part" role="group" aria-labelledby={titleId} data-part-id={partId}>
      <div className="qv-part-head">
        <span id={titleId}>
          {numberLabel ? (
            <span className="qv-number">{numberLabel}</span>
          ) : (
            number !== undefined && <span className="qv-number">{t('questionView.number', { number })}</span>
          )}{' '}
          {prompt && <span className="qv-prompt">{prompt}</span>}
        </span>
        {review && <Verdict review={review} />}
      </div>
      {body}
      {answerKey && (
        <KeyView
          interaction={interaction}
          content={content}
          answerKey={answerKey}
          fixedOptions={fixedOptions}
        />
      )}
    </div>
  );
}
