import { academyToday } from '@lms/domain/calendar';
import { LoginOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { StudentStatusTag } from '../../shared/StatusTags';
import { useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyNote, Panel } from '../../ui/Panel';
import { Button } from '../../ui/native';
import { ClassRoom, NextLessonText, SessionsProgress } from './StudentClassLines';

export const StudentClassCard_class = graphql(`
  fragment StudentClassCard_class on Class {
    id
    name
    weekdays
    studyTimeStart
    studyTimeEnd
    startDate
    classroomOnline
    classroomOffline
    numberOfSessions
    sessionsPassed
    teachers {
      id
      name
    }
    viewerMembership {
      id
      status
    }
    nextLesson(from: $today) {
      id
      sessionNumber
      studyDate
      studyTimeStart
      studyTimeEnd
    }
  }
`);

const StudentClassesQuery = graphql(`
  query StudentClassesQuery($today: Date!) {
    myClasses {
      id
      ...StudentClassCard_class
    }
  }
`);

function ClassCard({ klass }: { klass: FragmentType<typeof StudentClassCard_class> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const c = getFragmentData(StudentClassCard_class, klass);
  const status = c.viewerMembership?.status ?? 'ACTIVE';
  // A request waiting for approval, or a class left: nothing of its timetable is the student's to read.
  const pending = status === 'REQUEST' || status === 'INACTIVE';
  const next = c.nextLesson;
  const teachers = c.teachers.map((u) => u.name).join(', ');
  return (
    <article className="student-class-card" aria-label={c.name}>
      <header>
        <h3>
          <Link to={paths.classDetail(c.id)}>{c.name}</Link>
        </h3>
        <StudentStatusTag status={status} />
      </header>
      <dl>
        <dt>{t('studentClasses.teacher')}</dt>
        <dd>{teachers || '—'}</dd>
        <dt>{t('classDetail.schedule')}</dt>
        <dd>
          {t('classDetail.scheduleText', {
            days: c.weekdays.map((d) => format.weekday(d, 'short')).join(', '),
            start: c.studyTimeStart,
            end: c.studyTimeEnd,
          })}
        </dd>
        {pending ? (
          <>
            <dt>{t('studentClasses.startsOn')}</dt>
            <dd>{format.date(c.startDate)}</dd>
          </>
        ) : (
          <>
            <dt>{t('studentClasses.nextLesson')}</dt>
            <dd>
              <NextLessonText lesson={next} />
            </dd>
            <dt>{t('classDetail.room')}</dt>
            <dd>
              <ClassRoom offline={c.classroomOffline} online={c.classroomOnline} />
            </dd>
          </>
        )}
      </dl>
      {pending ? (
        <p className="student-class-note">
          {t(status === 'REQUEST' ? 'overview.requestPending' : 'overview.inactive')}
        </p>
      ) : (
        <SessionsProgress passed={c.sessionsPassed} total={c.numberOfSessions} />
      )}
    </article>
  );
}

/**
 * `/manageClass` for a student: their own classes as cards (next lesson, room or link, sessions passed),
 * their requests to join listed as pending, and joining by code (the memberships feature's dialog, passed
 * in by the route module).
 */
export function StudentClassesPage({
  JoinDialog,
}: {
  JoinDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}) {
  const { t } = useTranslation();
  const [joining, setJoining] = useState(false);
  const { data } = useQuery(StudentClassesQuery, { variables: { today: academyToday() } });
  const all = data?.myClasses ?? [];
  const statusOf = (c: (typeof all)[number]) =>
    getFragmentData(StudentClassCard_class, c).viewerMembership?.status;
  const studying = all.filter((c) => statusOf(c) === 'ACTIVE' || statusOf(c) === 'RESERVE');
  const pending = all.filter((c) => statusOf(c) === 'REQUEST');
  const former = all.filter((c) => statusOf(c) === 'INACTIVE');

  return (
    <>
      <PageHeader
        title={t('studentClasses.title')}
        extra={
          <Button type="primary" icon={<LoginOutlined />} onClick={() => setJoining(true)}>
            {t('classes.join')}
          </Button>
        }
      />
      {!data ? (
        <PageSpinner />
      ) : (
        <div className="student-classes">
          <Panel title={t('studentClasses.studying')}>
            {studying.length === 0 ? (
              <EmptyNote>{t('dashboard.noClasses')}</EmptyNote>
            ) : (
              <div className="student-class-grid">
                {studying.map((c) => (
                  <ClassCard key={c.id} klass={c} />
                ))}
              </div>
            )}
          </Panel>
          {pending.length > 0 && (
            <Panel title={t('studentClasses.pending', { count: pending.length })}>
              <div className="student-class-grid">
                {pending.map((c) => (
                  <ClassCard key={c.id} klass={c} />
                ))}
              </div>
            </Panel>
          )}
          {former.length > 0 && (
            <Panel title={t('studentClasses.former')}>
              <div className="student-class-grid">
                {former.map((c) => (
                  <ClassCard key={c.id} klass={c} />
                ))}
              </div>
            </Panel>
          )}
        </div>
      )}
      {joining && (
        <Suspense fallback={null}>
          <JoinDialog open={joining} onClose={() => setJoining(false)} />
        </Suspense>
      )}
    </>
  );
}
