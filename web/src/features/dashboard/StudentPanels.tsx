import { Space } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { ItemList } from '../../ui/ItemList';
import { EmptyState } from '../../ui/EmptyState';
import { EmptyNote, Panel } from '../../ui/Panel';
import { ResultStatusTag, StudentStatusTag } from '../../shared/StatusTags';
import { Tag } from '../../ui/Tag';
import { paths } from '../../shared/paths';

export const StudentToday_lessons = graphql(`
  fragment StudentToday_lessons on Lesson {
    id
    sessionNumber
    studyTimeStart
    studyTimeEnd
    status
    class {
      id
      name
      classroomOnline
      classroomOffline
    }
  }
`);

/** The student's lessons of today: time, class, room and the online classroom's link. */
export function StudentToday({ lessons }: { lessons: FragmentType<typeof StudentToday_lessons>[] }) {
  const { t } = useTranslation();
  const rows = getFragmentData(StudentToday_lessons, lessons)
    .filter((l) => l.status !== 'CANCELED')
    .sort((a, b) => a.studyTimeStart.localeCompare(b.studyTimeStart));
  return (
    <Panel title={t('dashboard.todayLessons')}>
      {rows.length === 0 ? (
        <EmptyNote>{t('dashboard.noLessonsToday')}</EmptyNote>
      ) : (
        <ItemList
          label={t('dashboard.todayLessons')}
          items={rows.map((l) => ({
            key: String(l.id),
            title: (
              <>
                {`${l.studyTimeStart}–${l.studyTimeEnd} · `}
                {l.class ? <Link to={paths.classDetail(l.class.id)}>{l.class.name}</Link> : '—'}
              </>
            ),
            description: (
              <>
                {t('schedule.sessionNumber', { number: l.sessionNumber })}
                {l.class?.classroomOffline && ` · ${l.class.classroomOffline}`}
              </>
            ),
            extra: l.class?.classroomOnline ? (
              <a href={l.class.classroomOnline} target="_blank" rel="noreferrer">
                {t('classes.joinOnline')}
              </a>
            ) : undefined,
          }))}
        />
      )}
    </Panel>
  );
}

export const MyClasses_classes = graphql(`
  fragment MyClasses_classes on Class {
    id
    name
    studyTimeStart
    studyTimeEnd
    weekdays
    classroomOnline
    viewerMembership {
      id
      status
    }
  }
`);

export function MyClasses({ classes }: { classes: FragmentType<typeof MyClasses_classes>[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = getFragmentData(MyClasses_classes, classes);
  return (
    <Panel
      title={t('dashboard.myClasses')}
      extra={<Link to={paths.classes}>{t('dashboard.seeMyClasses')}</Link>}
    >
      {rows.length === 0 ? (
        <EmptyState action={<Link to={paths.classes}>{t('classes.join')}</Link>}>
          {t('dashboard.noClasses')}
        </EmptyState>
      ) : (
        <ItemList
          label={t('dashboard.myClasses')}
          items={rows.map((c) => ({
            key: String(c.id),
            title: <Link to={paths.classDetail(c.id)}>{c.name}</Link>,
            description: t('classDetail.scheduleText', {
              days: c.weekdays.map((d) => format.weekday(d, 'short')).join(', '),
              start: c.studyTimeStart,
              end: c.studyTimeEnd,
            }),
            extra: c.viewerMembership && <StudentStatusTag status={c.viewerMembership.status} />,
          }))}
        />
      )}
    </Panel>
  );
}

export const Deadlines_assignments = graphql(`
  fragment Deadlines_assignments on Assignment {
    id
    title
    startAt
    deadline
    timeLimit
    kind
    class {
      id
      name
    }
    results {
      id
      status
      redoRequested
      redoNote
    }
  }
`);

const OPEN: readonly string[] = ['UNFINISHED', 'HOLDING'];

/**
 * The student's work to do: what waits to be done (also without a deadline) before its deadline, soonest
 * first. Handed-in work is under results, not here: the title's count is the rows' (issue 25). Each row says
 * what to do next: start or go on, or when it opens.
 */
export function Deadlines({
  assignments,
  now = new Date(),
}: {
  assignments: FragmentType<typeof Deadlines_assignments>[];
  now?: Date;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const all = getFragmentData(Deadlines_assignments, assignments);
  const toDo = (a: (typeof all)[number]) => {
    const latest = a.results?.[0];
    // Returned work a marker asked to be redone is to do again (issue 13).
    return !latest || OPEN.includes(latest.status) || latest.redoRequested;
  };
  const waiting = all
    .filter((a) => toDo(a) && (!a.deadline || new Date(a.deadline) >= now))
    // Soonest deadline first; work without one after.
    .sort((a, b) => (a.deadline ?? '\uffff').localeCompare(b.deadline ?? '\uffff'));
  const rows = waiting.slice(0, 8);
  return (
    <Panel title={t('dashboard.workToDo', { count: waiting.length })}>
      {rows.length === 0 ? (
        <EmptyNote>{t('dashboard.noDeadlines')}</EmptyNote>
      ) : (
        <ItemList
          label={t('dashboard.deadlines')}
          items={rows.map((a) => {
            const latest = a.results?.[0];
            const status = latest?.status;
            const redo = latest?.redoRequested ? latest : null;
            const opensLater = a.startAt !== null && new Date(a.startAt) > now;
            // An attempt begun and not handed in goes on; anything else starts.
            const goesOn = !redo && (status === 'UNFINISHED' || status === 'HOLDING');
            return {
              key: String(a.id),
              title: a.title,
              description: (
                <>
                  {a.deadline
                    ? t('dashboard.dueIn', { date: format.dateTime(a.deadline), name: a.class?.name ?? '' })
                    : (a.class?.name ?? '')}
                  {' · '}
                  {a.timeLimit ? t('assignments.minutes', { count: a.timeLimit }) : t('assignments.untimed')}
                  {redo && (
                    <span className="text-danger" style={{ display: 'block' }}>
                      {[t('redo.studentMessage'), redo.redoNote].filter(Boolean).join(': ')}
                    </span>
                  )}
                </>
              ),
              extra: (
                <Space size={8} wrap>
                  {status && !redo ? (
                    <ResultStatusTag status={status} />
                  ) : (
                    <Tag color="red">{t('dashboard.toDo')}</Tag>
                  )}
                  {opensLater ? (
                    <span>{t('dashboard.opensAt', { date: format.dateTime(a.startAt ?? '') })}</span>
                  ) : (
                    a.class && (
                      <Link
                        to={paths.examTake(a.class.id, a.id)}
                        aria-label={t(goesOn ? 'dashboard.continueWorkNamed' : 'assign.takeWorkNamed', {
                          name: a.title,
                        })}
                      >
                        {t(goesOn ? 'dashboard.continueWork' : 'assign.takeWork')}
                      </Link>
                    )
                  )}
                </Space>
              ),
            };
          })}
        />
      )}
    </Panel>
  );
}

export const RecentResults_results = graphql(`
  fragment RecentResults_results on Result {
    id
    status
    score
    belowMinScore
    redoRequested
    markedAt
    comment
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
`);

export function RecentResults({ results }: { results: FragmentType<typeof RecentResults_results>[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = getFragmentData(RecentResults_results, results);
  return (
    <Panel title={t('dashboard.results')}>
      {rows.length === 0 ? (
        <EmptyNote>{t('overview.noResults')}</EmptyNote>
      ) : (
        <ItemList
          label={t('dashboard.results')}
          items={rows.map((r) => ({
            key: String(r.id),
            title: r.assignment?.title ?? '—',
            description: (
              <>
                {r.assignment?.class && <span className="result-class">{r.assignment.class.name}</span>}
                {r.score !== null &&
                  t('dashboard.scoreOf', {
                    score: format.number(r.score),
                    max: format.number(r.assignment?.maxScore),
                  })}
                {(r.redoRequested || r.belowMinScore) && (
                  <span style={{ display: 'block', color: '#DB4848' }}>
                    {r.redoRequested ? t('redo.studentMessage') : t('results.belowMinScore')}
                  </span>
                )}
              </>
            ),
            extra: <ResultStatusTag status={r.status} />,
          }))}
        />
      )}
    </Panel>
  );
}
