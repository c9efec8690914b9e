import { useQuery } from '@apollo/client/react';
import { MARKING_MESSAGES } from '@lms/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { getFragmentData } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { domainInteraction } from '../../shared/partFields';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { useDomainMessages } from '../../shared/useDomainMessages';
import { FormItem } from '../../ui/form/FormItem';
import { useFormatters } from '../../ui/format';
import { Alert, Card } from '../../ui/native';
import { Skeleton } from '../../ui/native/Skeleton';
import { PageHeader } from '../../ui/PageHeader';
import { numberParts } from '../../ui/questions';
import { AttemptSummary } from './AttemptSummary';
import { MarkAttempt_marking, MarkAttemptQuery, type Loaded } from './markAttemptQuery';
import { MarkingActions } from './MarkingActions';
import { MarkingPresenceAlert } from './MarkingPresenceAlert';
import { fieldError, PartMarkFields } from './PartMarkFields';
import { returnCheck, ReturnWorkDialog } from './ReturnWorkDialog';
import { ReviewedQuestion } from './ReviewedQuestion';
import { useAttemptMarks } from './useAttemptMarks';
import { useMarkingDraft } from './useMarkingDraft';
import { useNextInQueue, type MarkingState } from './useNextInQueue';

/**
 * `/manageClass/{classId}/manageClassDetail/{studentId}/examResult/{attemptId}`: a marker (the class's
 * teachers, its assigned examiners, admins) reads each question with the student's answer and the key, scores
 * the parts (keyed ones come scored), comments and tags mistakes, saves a draft the student does not see, and
 * returns the work.
 */
export function MarkAttemptPage() {
  const { attemptId = '' } = useParams();
  // One page, and one query, per attempt: returning one opens the next (a transition of the router), and a
  // single query switching from one attempt to the other while both render would ask for each again and
  // again (issue 25 point 9: MarkAttemptQuery sent twice).
  return <MarkAttempt key={attemptId} attemptId={attemptId} />;
}

function MarkAttempt({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation();
  // The next submission opened after returning one was fetched while that one was marked: it comes from the
  // cache, not asked for a second time (issue 25 point 9). Any other visit asks the gateway (docs/architecture.md).
  const prefetched = (useLocation().state as MarkingState | null)?.prefetched === attemptId;
  const { data, loading, error } = useQuery(MarkAttemptQuery, {
    variables: { id: attemptId },
    errorPolicy: 'all',
    fetchPolicy: prefetched ? 'cache-first' : 'cache-and-network',
  });
  const review = data?.attemptReview;
  if (!loading && (!review || !data?.marking))
    return error ? <QueryErrorPage error={error} /> : <NotFoundPage />;
  const result = review?.result;
  return (
    <>
      <PageHeader
        title={review ? t('marking.heading', { name: review.exerciseName }) : t('marking.title')}
        crumbs={[
          { title: t('dashboard.markingTitle'), to: paths.marking },
          ...(result?.assignment?.class
            ? [
                {
                  title: result.assignment.class.name,
                  to: paths.classDetail(result.assignment.class.id, 'exercise'),
                },
              ]
            : []),
          { title: t('marking.title') },
        ]}
      />
      {!review || !data?.marking ? (
        <Card>
          <Skeleton />
        </Card>
      ) : (
        <MarkingForm key={attemptId} data={data as Loaded} attemptId={attemptId} />
      )}
    </>
  );
}

function MarkingForm({ data, attemptId }: { data: Loaded; attemptId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  useDomainMessages('markingRules', MARKING_MESSAGES);
  const review = data.attemptReview;
  const marking = getFragmentData(MarkAttempt_marking, data.marking);
  const result = review.result;
  const marks = useAttemptMarks(attemptId, data.marking);
  const { values, errors } = marks;
  const next = useNextInQueue(attemptId);
  const maximum = result.assignment?.maxScore ?? 0;
  const draft = useMarkingDraft({
    attemptId,
    maximum,
    save: marks.save,
    edits: marks.edits,
    unsaved: marks.unsaved,
    afterReturn: () => {
      if (next) void navigate(next.path, { state: { prefetched: next.id } satisfies MarkingState });
      else void navigate(paths.marking);
    },
  });
  const { busy } = draft;

  const info = new Map(marking.parts.map((p) => [String(p.partId), p]));
  const numbers = numberParts(
    review.questions.flatMap((q) =>
      q.question.parts.map((p) => ({ id: String(p.id), interaction: domainInteraction(p.interaction) })),
    ),
  );
  const tagOptions = (data.errorTags.items ?? []).map((tag) => ({
    value: String(tag.id),
    label: tag.parent ? `${tag.parent.name} › ${tag.name}` : tag.name,
  }));
  const submitted = marking.status !== 'UNFINISHED';
  // The total the work would go back with as the form now stands.
  const live = returnCheck(
    marking,
    maximum,
    Object.fromEntries(Object.entries(values.parts).map(([id, p]) => [id, p.score])),
  );
  // Speaking parts are marked on their own page: recordings, the oral rubric, the speech scorer's results.
  const hasSpeaking = review.questions.some((q) =>
    q.question.parts.some((p) => p.interaction === 'SPOKEN_ANSWER' || p.interaction === 'SPOKEN_TARGET'),
  );
  const speakingLink =
    hasSpeaking && result.student && result.assignment?.class
      ? paths.markSpeaking(result.assignment.class.id, result.student.id, result.id)
      : null;

  return (
    <>
      <MarkingPresenceAlert attemptId={attemptId} />
      {marks.merged.length > 0 && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          role="status"
          title={t('marking.othersMerged', { parts: marks.merged.map((id) => numbers[id]).join(', ') })}
        />
      )}
      <AttemptSummary
        result={result}
        marking={marking}
        draft={
          busy === 'auto'
            ? t('marking.saving')
            : marks.unsaved
              ? t('marking.unsaved')
              : marking.draft
                ? t('marking.draftAt', { time: format.dateTime(marking.draft.updatedAt) })
                : t('marking.noDraft')
        }
      />
      {!submitted && (
        <Alert style={{ marginBottom: 16 }} type="warning" showIcon title={t('marking.notSubmitted')} />
      )}
      {speakingLink && (
        <p>
          <Link to={speakingLink}>{t('speaking.link')}</Link>
        </p>
      )}
      {review.questions.map((entry, index) => (
        <ReviewedQuestion
          key={entry.question.id}
          entry={entry}
          index={index}
          numbers={numbers}
          returned
          footer={(scored) => (
            <section className="marking-parts" aria-label={t('marking.partMarks')}>
              {scored.map((p) => {
                const id = String(p.id);
                const part = values.parts[id];
                const about = info.get(id);
                if (!part || !about || about.markedBy === 'NONE') return null;
                return (
                  <PartMarkFields
                    key={id}
                    id={id}
                    number={numbers[id]}
                    about={about}
                    part={part}
                    revision={marks.revisions[id] ?? 0}
                    disabled={!submitted}
                    errors={errors}
                    tagOptions={tagOptions}
                    onChange={(change) => marks.setPart(id, change)}
                  />
                );
              })}
            </section>
          )}
        />
      ))}
      <MarkingActions
        draft={draft}
        submitted={submitted}
        formErrors={errors.form}
        total={
          submitted && (
            <p>
              {t('marking.totalNow', {
                score: format.number(live.total, 2),
                max: format.number(maximum, 2),
              })}
              {live.unmarked.length > 0 &&
                ` ${t('marking.unmarkedNow', { parts: live.unmarked.map((id) => numbers[id]).join(', ') })}`}
            </p>
          )
        }
      >
        <FormItem
          label={t('marking.overallComment')}
          htmlFor="mark-comment"
          {...fieldError(errors, 'comment')}
        >
          <textarea
            id="mark-comment"
            className="lms-input lms-textarea"
            rows={4}
            maxLength={5000}
            value={values.comment}
            disabled={!submitted}
            onChange={(e) => marks.setComment(e.target.value)}
          />
        </FormItem>
      </MarkingActions>
      <ReturnWorkDialog {...draft.dialog} studentName={result.student?.name ?? ''} numbers={numbers} />
    </>
  );
}
