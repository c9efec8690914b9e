import { academyToday } from '@lms/domain/calendar';
import { useQuery } from '@apollo/client/react';
import { Col, Row, Statistic } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { LessonStatusTag, ResultStatusTag, StudentStatusTag } from '../../shared/StatusTags';
import { useFormatters } from '../../ui/format';
import { ItemList } from '../../ui/ItemList';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyNote, Panel } from '../../ui/Panel';
import { StatusPage } from '../../ui/StatusPage';
import { Tag } from '../../ui/Tag';
import type { TagColor } from '../../ui/Tag';
import { ClassRoom, NextLessonText, SessionsProgress } from './StudentClassLines';

export const StudentClassPage_class = graphql(`
  fragment StudentClassPage_class on Class {
    id
    name
    weekdays
    studyTimeStart
    studyTimeEnd
    startDate
    expectedEndDate
    classroomOnline
    classroomOffline
    numberOfSessions
    sessionsPassed
    teachers {
      id
      name
    }
    nextLesson(from: $today) {
      id
      sessionNumber
      studyDate
      studyTimeStart
      studyTimeEnd
    }
    lessons {
      id
      sessionNumber
      studyDate
      studyTimeStart
      studyTimeEnd
      status
      recordLink
      slideLink
      attendances {
        id
        status
        note
      }
    }
    scores {
      id
      kind
      value
      note
      createdAt
      assignment {
        id
        title
      }
    }
    viewerMembership {
      id
      status
      attendanceSummary {
        lessonsCounted
        percent
      }
      progress {
        completionPercent
        averageScore
      }
      results {
        id
        status
        score
        belowMinScore
        redoRequested
        assignment {
          id
          title
          deadline
          maxScore
        }
      }
    }
  }
`);

/**
 * The student's class page in one request. The student's own list of classes answers for a class they
 * asked to join (the class itself is refused until the teacher approves): opening it shows the wait.
 */
const StudentClassQuery = graphql(`
  query StudentClassQuery($id: ID!, $today: Date!) {
    myClasses {
      id
      name
      weekdays
      studyTimeStart
      studyTimeEnd
      startDate
      teachers {
        id
        name
      }
      viewerMembership {
        id
        status
      }
    }
    class(id: $id) {
      id
      ...StudentClassPage_class
    }
  }
`);

const ATTENDANCE_COLORS: Record<string, TagColor> = {
  PRESENT: 'green',
  LATE: 'gold',
  ABSENT: 'red',
  EXCUSED: 'blue',
};

function ClassView({ klass, today }: { klass: FragmentType<typeof StudentClassPage_class>; today: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const c = getFragmentData(StudentClassPage_class, klass);
  const m = c.viewerMembership;
  const next = c.nextLesson;
  const lessons = c.lessons ?? [];
  const links = lessons.filter((l) => l.recordLink || l.slideLink);
  const results = m?.results ?? [];
  const scores = c.scores ?? [];
  const link = (href: string, label: string) =>
    href ? (
      <a href={href} target="_blank" rel="noreferrer">
        {label}
      </a>
    ) : null;

  return (
    <div className="student-class">
      <Panel title={t('studentClass.about')}>
        <dl className="student-facts">
          <dt>{t('studentClasses.teacher')}</dt>
          <dd>{c.teachers.map((u) => u.name).join(', ') || '—'}</dd>
          <dt>{t('classDetail.schedule')}</dt>
          <dd>
            {t('classDetail.scheduleText', {
              days: c.weekdays.map((d) => format.weekday(d)).join(', '),
              start: c.studyTimeStart,
              end: c.studyTimeEnd,
            })}
          </dd>
          <dt>{t('classDetail.dates')}</dt>
          <dd>
            {t('classDetail.datesText', {
              start: format.date(c.startDate),
              end: format.date(c.expectedEndDate),
            })}
          </dd>
          <dt>{t('classDetail.room')}</dt>
          <dd>
            <ClassRoom offline={c.classroomOffline} online={c.classroomOnline} />
          </dd>
          <dt>{t('studentClasses.nextLesson')}</dt>
          <dd>
            <NextLessonText lesson={next} />
          </dd>
        </dl>
        <SessionsProgress passed={c.sessionsPassed} total={c.numberOfSessions} />
      </Panel>

      <Row gutter={[12, 12]}>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic
              title={t('overview.attendance')}
              value={format.percent(m?.attendanceSummary?.percent)}
            />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic
              title={t('overview.completion')}
              value={format.percent(m?.progress?.completionPercent)}
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title={t('overview.averageScore')} value={format.number(m?.progress?.averageScore)} />
          </Card>
        </Col>
      </Row>

      <Panel title={t('studentClass.scores')}>
        {results.length === 0 && scores.length === 0 ? (
          <EmptyNote>{t('overview.noResults')}</EmptyNote>
        ) : (
          <ItemList
            label={t('studentClass.scores')}
            items={[
              ...results.map((r) => ({
                key: `result-${r.id}`,
                title: r.assignment?.title ?? '—',
                description: (
                  <>
                    {r.score !== null
                      ? t('dashboard.scoreOf', {
                          score: format.number(r.score),
                          max: format.number(r.assignment?.maxScore),
                        })
                      : t('studentClass.noScoreYet')}
                    {r.redoRequested ? (
                      <span className="text-danger">{t('redo.studentMessage')}</span>
                    ) : (
                      r.belowMinScore && <span className="text-danger">{t('results.belowMinScore')}</span>
                    )}
                  </>
                ),
                extra: <ResultStatusTag status={r.status} />,
              })),
              ...scores.map((s) => ({
                key: `score-${s.id}`,
                title: s.assignment?.title ?? t(`scores.kinds.${s.kind}`),
                description: (
                  <>
                    {t('studentClass.scoreGiven', {
                      score: format.number(s.value),
                      date: format.date(s.createdAt),
                    })}
                    {s.note && <span className="student-note">{s.note}</span>}
                  </>
                ),
                extra: <Tag>{t(`scores.kinds.${s.kind}`)}</Tag>,
              })),
            ]}
          />
        )}
      </Panel>

      <Panel title={t('studentClass.schedule')}>
        {lessons.length === 0 ? (
          <EmptyNote>{t('schedule.none')}</EmptyNote>
        ) : (
          <ItemList
            label={t('studentClass.schedule')}
            items={lessons.map((l) => {
              const own = l.attendances?.[0];
              return {
                key: String(l.id),
                title: t('schedule.sessionNumber', { number: l.sessionNumber }),
                description: (
                  <>
                    {`${format.longDate(l.studyDate)} · ${l.studyTimeStart}–${l.studyTimeEnd}`}
                    {own?.note && <span className="student-note">{own.note}</span>}
                  </>
                ),
                extra: own ? (
                  <Tag color={ATTENDANCE_COLORS[own.status]}>{t(`attendanceStatus.${own.status}`)}</Tag>
                ) : l.status === 'CANCELED' || l.studyDate >= today ? (
                  <LessonStatusTag status={l.status} />
                ) : (
                  <Tag>{t('studentClass.notMarked')}</Tag>
                ),
              };
            })}
          />
        )}
      </Panel>

      <Panel title={t('studentClass.links')}>
        {links.length === 0 ? (
          <EmptyNote>{t('studentClass.noLinks')}</EmptyNote>
        ) : (
          <ItemList
            label={t('studentClass.links')}
            items={links.map((l) => ({
              key: String(l.id),
              title: t('schedule.sessionNumber', { number: l.sessionNumber }),
              description: format.longDate(l.studyDate),
              extra: (
                <span className="student-links">
                  {link(l.slideLink, t('studentClass.slides'))}
                  {link(l.recordLink, t('studentClass.record'))}
                </span>
              ),
            }))}
          />
        )}
      </Panel>
    </div>
  );
}

/**
 * `/manageClass/{classId}/manageClassDetail` for a student: their own view of the class (next lesson,
 * room and link, their attendance at each lesson, their scores, the lessons' slides and recordings), not the
 * staff tabs. A class they asked to join answers with the wait for approval, one they left says so.
 */
export function StudentClassPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { classId = '' } = useParams();
  const today = academyToday();
  const { data, error, loading } = useQuery(StudentClassQuery, {
    variables: { id: classId, today },
    // The class is refused while a request waits: the page says so itself, with what the list tells.
    errorPolicy: 'all',
    context: { silent: true },
  });
  const mine = data?.myClasses.find((c) => String(c.id) === classId);
  const status = mine?.viewerMembership?.status;

  if (!data && loading) {
    return (
      <Card>
        <Skeleton />
      </Card>
    );
  }
  if (mine && (status === 'REQUEST' || status === 'INACTIVE')) {
    return (
      <>
        <PageHeader
          title={mine.name}
          crumbs={[{ title: t('studentClasses.title'), to: paths.classes }, { title: mine.name }]}
          extra={<StudentStatusTag status={status} />}
        />
        <StatusPage
          status="info"
          title={t(status === 'REQUEST' ? 'studentClass.waitingTitle' : 'studentClass.leftTitle')}
          subTitle={
            <>
              {t(status === 'REQUEST' ? 'overview.requestPending' : 'overview.inactive')}{' '}
              {t('studentClass.waitingSchedule', {
                teachers: mine.teachers.map((u) => u.name).join(', ') || '—',
                days: mine.weekdays.map((d) => format.weekday(d)).join(', '),
                start: mine.studyTimeStart,
                end: mine.studyTimeEnd,
                date: format.date(mine.startDate),
              })}
            </>
          }
          extra={<Link to={paths.classes}>{t('studentClass.backToClasses')}</Link>}
        />
      </>
    );
  }
  if (!data?.class) return error ? <QueryErrorPage error={error} /> : <NotFoundPage />;
  const name = getFragmentData(StudentClassPage_class, data.class).name;
  return (
    <>
      <PageHeader
        title={name}
        crumbs={[{ title: t('studentClasses.title'), to: paths.classes }, { title: name }]}
        extra={
          <>
            {status && <StudentStatusTag status={status} />}{' '}
            <Link to={paths.feedbackCreateFor(classId)}>{t('studentClass.writeFeedback')}</Link>
          </>
        }
      />
      <ClassView klass={data.class} today={today} />
    </>
  );
}
