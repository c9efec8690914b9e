import { useApolloClient, useQuery } from '@apollo/client/react';
import { MARKING_MESSAGES, partScoreFits } from '@lms/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { MarkAttempt_MarkingFragment, MarkAttemptQueryQuery, PartMarkInput } from '../../gql/graphql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { domainInteraction } from '../../shared/partFields';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { RedoRequestButton } from '../../shared/RedoRequestButton';
import { useDomainMessages } from '../../shared/useDomainMessages';
import { FormItem } from '../../ui/form/FormItem';
import { useFormatters } from '../../ui/format';
import { MultiSelect } from '../../ui/form/nativeChoiceFields';
import { Alert, Button, Card, Space } from '../../ui/native';
import { Descriptions } from '../../ui/native/Descriptions';
import { Skeleton } from '../../ui/native/Skeleton';
import { PageHeader } from '../../ui/PageHeader';
import { numberParts } from '../../ui/questions';
import { toast } from '../../ui/toast';
import { ResultLabelTag } from './ResultLabelTag';
import { MarkingPresenceAlert } from './MarkingPresenceAlert';
import { returnCheck, ReturnWorkDialog, type ReturnCheck } from './ReturnWorkDialog';
import { ReviewedQuestion } from './ReviewedQuestion';
import { useReturnAttempt } from './useReturnAttempt';
import { useSaveMarkingDraft } from './useSaveMarkingDraft';

export const MarkAttempt_marking = graphql(`
  fragment MarkAttempt_marking on Marking {
    attemptId
    status
    score
    comment
    markedAt
    parts {
      partId
      markedBy
      maxScore
      weight
      answered
      score
      comment
      errorTags {
        errorTagId
        note
      }
    }
    draft {
      comment
      updatedAt
      parts {
        partId
        score
        comment
        errorTags {
          errorTagId
          note
        }
      }
    }
  }
`);

const MarkAttemptQuery = graphql(`
  query MarkAttemptQuery($id: ID!) {
    attemptReview(id: $id) {
      exerciseName
      result {
        id
        status
        statusLabel
        belowMinScore
        redoRequested
        redoRequestedAt
        redoNote
        submittedAt
        student {
          id
          name
        }
        assignment {
          id
          title
          maxScore
          class {
            id
            name
          }
        }
      }
      questions {
        ...ReviewedQuestion_entry
        question {
          id
          parts {
            id
            interaction
          }
        }
      }
    }
    marking(attemptId: $id) {
      ...MarkAttempt_marking
    }
    errorTags(pageSize: 300) {
      items {
        id
        name
        parent {
          id
          name
        }
      }
    }
  }
`);

/**
 * The first submissions waiting for marking: its own query, so returning the work (which changes the queue)
 * asks for the queue again, never for the attempt being left or the one fetched ahead.
 */
const MarkingQueueQuery = graphql(`
  query MarkingQueueQuery {
    queue: results(filter: { status: WAITING_SCORE }, pageSize: 2) {
      items {
        id
        student {
          id
        }
        assignment {
          id
          class {
            id
          }
        }
      }
    }
  }
`);

/** What the marking page of the next submission is opened with: its attempt, already in the cache. */
interface MarkingState {
  prefetched?: string;
}

interface PartValues {
  score: number | null;
  comment: string;
  tags: { id: string; note: string }[];
}
interface Values {
  comment: string;
  parts: Record<string, PartValues>;
}
/** Errors by field: `comment`, or `<partId>.score`, `<partId>.comment`, `<partId>.tags`. */
type Errors = Record<string, string[]>;
/** The key of the overall comment among the edited parts' ids. */
const COMMENT = 'comment';

type DraftPart = NonNullable<MarkAttempt_MarkingFragment['draft']>['parts'][number];
const partValues = (p: DraftPart): PartValues => ({
  score: p.score ?? null,
  comment: p.comment,
  tags: p.errorTags.map((t) => ({ id: String(t.errorTagId), note: t.note })),
});
const sameValues = (a: PartValues, b: PartValues) =>
  a.score === b.score &&
  a.comment === b.comment &&
  a.tags.length === b.tags.length &&
  a.tags.every((t, i) => t.id === b.tags[i]!.id && t.note === b.tags[i]!.note);

/**
 * A part's score as typed: a native number input (0 to the part's maximum, quarters), kept as typed until it
 * parses, so "6." on the way to "6.5" is not rewritten; empty is no score.
 */
function ScoreInput({
  id,
  max,
  value,
  disabled,
  invalid,
  onChange,
}: {
  id: string;
  max: number;
  value: number | null;
  disabled: boolean;
  invalid: boolean;
  onChange: (score: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  return (
    <input
      id={id}
      className="lms-input"
      type="number"
      inputMode="decimal"
      min={0}
      max={max}
      step={0.25}
      value={text}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      style={{ maxWidth: 160 }}
      onChange={(e) => {
        setText(e.target.value);
        const n = e.target.value.trim() === '' ? null : Number(e.target.value);
        onChange(n === null || Number.isNaN(n) ? null : n);
      }}
    />
  );
}

/** What the form starts from: the draft where it has a part, the returned (or key's) mark otherwise. */
function initialValues(marking: FragmentType<typeof MarkAttempt_marking>): Values {
  const m = getFragmentData(MarkAttempt_marking, marking);
  const drafted = new Map((m.draft?.parts ?? []).map((p) => [String(p.partId), p]));
  const parts: Record<string, PartValues> = {};
  for (const p of m.parts) {
    const from = drafted.get(String(p.partId)) ?? p;
    parts[String(p.partId)] = {
      score: from.score ?? null,
      comment: from.comment,
      tags: from.errorTags.map((t) => ({ id: String(t.errorTagId), note: t.note })),
    };
  }
  return { comment: m.draft ? m.draft.comment : m.comment, parts };
}

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

type Loaded = MarkAttemptQueryQuery & {
  attemptReview: NonNullable<MarkAttemptQueryQuery['attemptReview']>;
  marking: NonNullable<MarkAttemptQueryQuery['marking']>;
};

/**
 * The next submission waiting for marking (the queue's order), fetched into the cache once as soon as this one
 * shows, so returning this one opens the next without waiting. Null when this is the last one.
 */
function useNextInQueue(attemptId: string): { id: string; path: string } | null {
  const client = useApolloClient();
  const { data } = useQuery(MarkingQueueQuery, { context: { silent: true } });
  const next = data?.queue.items.find((r) => String(r.id) !== attemptId && r.student && r.assignment?.class);
  const nextId = next ? String(next.id) : null;
  useEffect(() => {
    if (nextId) void client.query({ query: MarkAttemptQuery, variables: { id: nextId } }).catch(() => null);
  }, [client, nextId]);
  return next
    ? { id: String(next.id), path: paths.markAttempt(next.assignment!.class!.id, next.student!.id, next.id) }
    : null;
}

function MarkingForm({ data, attemptId }: { data: Loaded; attemptId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  useDomainMessages('markingRules', MARKING_MESSAGES);
  const saveDraft = useSaveMarkingDraft();
  const returnAttempt = useReturnAttempt();
  const review = data.attemptReview;
  const marking = getFragmentData(MarkAttempt_marking, data.marking);
  const result = review.result;
  const [values, setValuesNow] = useState<Values>(() => initialValues(data.marking));
  // Each change counts; a save that ends with the count unchanged leaves nothing unsaved.
  const [changes, setChanges] = useState({ made: 0, saved: 0 });
  // What this marker edited and has not saved yet (part ids, `COMMENT`), with the count of its last edit: a
  // save sends only these, as the server merges by part, so another marker's parts are never overwritten
  // (issue 26 point 5).
  const edited = useRef(new Map<string, number>());
  const editCount = useRef(0);
  // A part taken from another marker's save is drawn again (its score input keeps its own text).
  const [revisions, setRevisions] = useState<Record<string, number>>({});
  const [merged, setMerged] = useState<string[]>([]);
  const setValues = (key: string, change: (v: Values) => Values) => {
    setValuesNow(change);
    edited.current.set(key, ++editCount.current);
    setChanges((c) => ({ ...c, made: c.made + 1 }));
    scheduleAutosave();
  };
  const unsaved = changes.made !== changes.saved;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'save' | 'return' | 'auto' | null>(null);
  // Returning asks first, with the total and the parts nobody marked (issue 25 point 4).
  const [returning, setReturning] = useState<ReturnCheck | null>(null);
  const [returnError, setReturnError] = useState<string | null>(null);
  const next = useNextInQueue(attemptId);

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
  const maximum = result.assignment?.maxScore ?? 0;
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

  const setPart = (id: string, change: Partial<PartValues>) =>
    setValues(id, (v) => ({ ...v, parts: { ...v.parts, [id]: { ...v.parts[id]!, ...change } } }));

  /**
   * After a save: the edits it carried are saved, and the draft's parts this marker has not edited since are
   * taken from the server, where another marker may have changed them (issue 26 point 5).
   */
  function adopt(saved: MarkAttempt_MarkingFragment, upTo: number) {
    for (const [key, count] of [...edited.current]) if (count <= upTo) edited.current.delete(key);
    const draft = saved.draft;
    if (!draft) return;
    const changed: string[] = [];
    const next = { ...values, parts: { ...values.parts } };
    for (const p of draft.parts) {
      const id = String(p.partId);
      const mine = next.parts[id];
      if (!mine || edited.current.has(id)) continue;
      const theirs = partValues(p);
      if (sameValues(mine, theirs)) continue;
      next.parts[id] = theirs;
      changed.push(id);
    }
    const comment = edited.current.has(COMMENT) ? values.comment : draft.comment;
    if (!changed.length && comment === values.comment) return;
    // Only the parts and the comment nobody here touched since: what is typed meanwhile stays.
    setValuesNow((v) => ({
      comment: edited.current.has(COMMENT) ? v.comment : draft.comment,
      parts: {
        ...v.parts,
        ...Object.fromEntries(
          changed.filter((id) => !edited.current.has(id)).map((id) => [id, next.parts[id]!]),
        ),
      },
    }));
    if (changed.length) {
      setRevisions((r) => ({ ...r, ...Object.fromEntries(changed.map((id) => [id, (r[id] ?? 0) + 1])) }));
      setMerged(changed);
    }
  }

  /** The rules of @lms/domain, before anything is sent. */
  function check(): Errors {
    const found: Errors = {};
    for (const [id, part] of Object.entries(values.parts)) {
      const max = info.get(id)?.maxScore ?? 0;
      if (part.score !== null && !partScoreFits(part.score, max))
        found[`${id}.score`] = [t('markingRules.mark_part_score_range')];
    }
    return found;
  }

  /**
   * Writes the draft; the marks as the server now holds them, or null (with the errors under their fields)
   * when refused. Quiet: no toast.
   */
  async function save(quiet = false) {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      if (!quiet) toast.error(t('marking.fixErrors'));
      return null;
    }
    const made = changes.made;
    const upTo = editCount.current;
    const ids = Object.keys(values.parts).filter(
      (id) => info.get(id)?.markedBy !== 'NONE' && edited.current.has(id),
    );
    const parts: PartMarkInput[] = ids.map((id) => {
      const part = values.parts[id]!;
      return {
        partId: id,
        score: part.score,
        comment: part.comment,
        errorTags: part.tags.map((tag) => ({ errorTagId: tag.id, note: tag.note })),
      };
    });
    const answer = await saveDraft({
      attemptId,
      ...(edited.current.has(COMMENT) ? { comment: values.comment } : {}),
      parts,
    });
    if (answer.marking) {
      setChanges((c) => ({ ...c, saved: Math.max(c.saved, made) }));
      const saved = getFragmentData(MarkAttempt_marking, answer.marking);
      adopt(saved, upTo);
      return saved;
    }
    const server: Errors = {};
    for (const e of answer.errors) {
      // `parts.<i>.score` names the i-th part sent; `parts.<i>.errorTags.<j>.errorTagId` its tags.
      const at = /^parts\.(\d+)\.(\w+)/.exec(e.field ?? '');
      const id = at ? ids[Number(at[1])] : undefined;
      const key = id ? `${id}.${at![2] === 'errorTags' ? 'tags' : at![2]}` : (e.field ?? 'form');
      server[key] = [...(server[key] ?? []), ...e.messages];
    }
    setErrors(server);
    return null;
  }

  // What is typed goes into the draft two seconds after the marker stops, and a tab closed before that asks
  // first: marks are never lost (issue 13).
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  const autosave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(autosave.current), []);
  const scheduleAutosave = () => {
    clearTimeout(autosave.current);
    autosave.current = setTimeout(() => {
      setBusy((b) => b ?? 'auto');
      void latestSave.current(true).finally(() => setBusy((b) => (b === 'auto' ? null : b)));
    }, 2000);
  };
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  async function onSave() {
    clearTimeout(autosave.current);
    setBusy('save');
    if (await save()) toast.success(t('marking.draftSaved'));
    setBusy(null);
  }

  /** Saves the draft, then asks: the total the server's draft gives, the parts nobody marked. */
  async function onReturn() {
    clearTimeout(autosave.current);
    setBusy('return');
    const saved = await save();
    setBusy(null);
    if (!saved) return;
    setReturnError(null);
    setReturning(returnCheck(saved, maximum));
  }

  async function onConfirmReturn() {
    const confirmUnmarked = (returning?.unmarked.length ?? 0) > 0;
    setBusy('return');
    const answer = await returnAttempt(attemptId, { confirmUnmarked });
    setBusy(null);
    if (answer.ok) {
      setReturning(null);
      if (next) void navigate(next.path, { state: { prefetched: next.id } satisfies MarkingState });
      else void navigate(paths.marking);
    } else setReturnError(answer.errors.flatMap((e) => e.messages).join(' ') || null);
  }

  const fieldError = (key: string) =>
    errors[key]?.length ? { validateStatus: 'error' as const, help: errors[key].join(' ') } : {};

  return (
    <>
      <MarkingPresenceAlert attemptId={attemptId} />
      {merged.length > 0 && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          role="status"
          title={t('marking.othersMerged', { parts: merged.map((id) => numbers[id]).join(', ') })}
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          items={[
            { key: 'student', label: t('resultList.student'), children: result.student?.name ?? '—' },
            { key: 'class', label: t('resultList.class'), children: result.assignment?.class?.name ?? '—' },
            { key: 'title', label: t('resultList.assignment'), children: result.assignment?.title ?? '—' },
            {
              key: 'status',
              label: t('resultList.status'),
              children: <ResultLabelTag label={result.statusLabel} belowMinScore={result.belowMinScore} />,
            },
            {
              key: 'submitted',
              label: t('resultList.submittedAt'),
              children: format.dateTime(result.submittedAt),
            },
            {
              key: 'draft',
              label: t('marking.saveDraft'),
              children:
                busy === 'auto'
                  ? t('marking.saving')
                  : unsaved
                    ? t('marking.unsaved')
                    : marking.draft
                      ? t('marking.draftAt', { time: format.dateTime(marking.draft.updatedAt) })
                      : t('marking.noDraft'),
            },
          ]}
        />
        {marking.markedAt && marking.score !== null && marking.score !== undefined && (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            showIcon
            title={t('marking.returnedAt', {
              time: format.dateTime(marking.markedAt),
              score: format.number(marking.score, 2),
              max: format.number(result.assignment?.maxScore, 2),
            })}
          />
        )}
        {result.redoRequested ? (
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            title={t('redo.requestedAt', { time: format.dateTime(result.redoRequestedAt) })}
            description={result.redoNote || undefined}
          />
        ) : (
          (result.status === 'PASS' || result.status === 'FAIL') && (
            <div style={{ marginTop: 12 }}>
              <RedoRequestButton
                attemptId={String(result.id)}
                assignmentId={result.assignment ? String(result.assignment.id) : undefined}
                studentName={result.student?.name ?? ''}
              />
            </div>
          )
        )}
      </Card>
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
                const number = numbers[id];
                return (
                  <fieldset key={id} className="marking-part">
                    <legend>{t('questionView.number', { number })}</legend>
                    <FormItem
                      label={t('marking.score', { number, max: format.number(about.maxScore, 2) })}
                      htmlFor={`mark-score-${id}`}
                      extra={
                        about.markedBy === 'KEY' && about.score !== null
                          ? t('marking.autoScore', { score: format.number(about.score, 2) })
                          : about.markedBy !== 'KEY' && !about.answered
                            ? t('marking.noAnswer')
                            : about.markedBy === 'SPEECH'
                              ? t('marking.speechScore')
                              : t('marking.personScore')
                      }
                      {...fieldError(`${id}.score`)}
                    >
                      <ScoreInput
                        key={revisions[id] ?? 0}
                        id={`mark-score-${id}`}
                        max={about.maxScore}
                        value={part.score}
                        disabled={!submitted}
                        invalid={!!errors[`${id}.score`]}
                        onChange={(score) => setPart(id, { score })}
                      />
                    </FormItem>
                    <FormItem
                      label={t('marking.comment', { number })}
                      htmlFor={`mark-comment-${id}`}
                      {...fieldError(`${id}.comment`)}
                    >
                      <textarea
                        id={`mark-comment-${id}`}
                        className="lms-input lms-textarea"
                        rows={3}
                        maxLength={5000}
                        value={part.comment}
                        disabled={!submitted}
                        onChange={(e) => setPart(id, { comment: e.target.value })}
                      />
                    </FormItem>
                    <FormItem
                      label={<span id={`mark-tags-${id}`}>{t('marking.errorTags', { number })}</span>}
                      {...fieldError(`${id}.tags`)}
                    >
                      <MultiSelect
                        labelledBy={`mark-tags-${id}`}
                        placeholder={t('marking.errorTagsPlaceholder')}
                        options={tagOptions}
                        disabled={!submitted}
                        value={part.tags.map((tag) => tag.id)}
                        onChange={(ids) =>
                          setPart(id, {
                            tags: ids.map(
                              (tagId) => part.tags.find((tag) => tag.id === tagId) ?? { id: tagId, note: '' },
                            ),
                          })
                        }
                      />
                    </FormItem>
                  </fieldset>
                );
              })}
            </section>
          )}
        />
      ))}
      <Card>
        <FormItem label={t('marking.overallComment')} htmlFor="mark-comment" {...fieldError('comment')}>
          <textarea
            id="mark-comment"
            className="lms-input lms-textarea"
            rows={4}
            maxLength={5000}
            value={values.comment}
            disabled={!submitted}
            onChange={(e) => setValues(COMMENT, (v) => ({ ...v, comment: e.target.value }))}
          />
        </FormItem>
        {errors.form?.length ? (
          <Alert style={{ marginBottom: 12 }} type="error" showIcon title={errors.form.join(' ')} />
        ) : null}
        {submitted && (
          <p>
            {t('marking.totalNow', {
              score: format.number(live.total, 2),
              max: format.number(maximum, 2),
            })}
            {live.unmarked.length > 0 &&
              ` ${t('marking.unmarkedNow', { parts: live.unmarked.map((id) => numbers[id]).join(', ') })}`}
          </p>
        )}
        <Space>
          <Button
            onClick={() => void onSave()}
            loading={busy === 'save'}
            disabled={!submitted || busy !== null}
          >
            {t('marking.saveDraft')}
          </Button>
          <Button
            type="primary"
            onClick={() => void onReturn()}
            loading={busy === 'return'}
            disabled={!submitted || busy !== null}
          >
            {t('marking.returnWork')}
          </Button>
        </Space>
      </Card>
      <ReturnWorkDialog
        check={returning}
        studentName={result.student?.name ?? ''}
        numbers={numbers}
        busy={busy === 'return'}
        error={returnError}
        onConfirm={() => void onConfirmReturn()}
        onCancel={() => setReturning(null)}
      />
    </>
  );
}
