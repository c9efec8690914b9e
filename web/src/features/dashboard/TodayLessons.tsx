import { lessonHasStarted } from '@lms/domain/calendar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { ItemList } from '../../ui/ItemList';
import { ButtonLink, ShellButton } from '../../ui/ShellButton';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { LessonStatusTag } from '../../shared/StatusTags';
import { paths } from '../../shared/paths';
import { ACCESS, mayOpen } from '../../shared/access';
import { useSession } from '../../shared/session';

export const TodayLessons_lessons = graphql(`
  fragment TodayLessons_lessons on Lesson {
    id
    sessionNumber
    studyDate
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

/**
 * Today's lessons of the viewer's classes, each one click from its attendance for those who take it (admin,
 * the class's teachers); the attendance opens at the lesson's start.
 */
export function TodayLessons({ lessons }: { lessons: FragmentType<typeof TodayLessons_lessons>[] }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const takesAttendance = mayOpen(role, ACCESS.attendance);
  const rows = [...getFragmentData(TodayLessons_lessons, lessons)].sort((a, b) =>
    a.studyTimeStart.localeCompare(b.studyTimeStart),
  );
  return (
    <Panel title={t('dashboard.todayLessons')}>
      {rows.length === 0 ? (
        <EmptyState action={<Link to={paths.classes}>{t('dashboard.openClasses')}</Link>}>
          {t('dashboard.noLessonsToday')}
        </EmptyState>
      ) : (
        <ItemList
          label={t('dashboard.todayLessons')}
          items={rows.map((l) => ({
            key: String(l.id),
            title: (
              <>
                {`${l.studyTimeStart}–${l.studyTimeEnd} · `}
                {l.class && <Link to={paths.classDetail(l.class.id, 'schedule')}>{l.class.name}</Link>}
              </>
            ),
            description: (
              <>
                {t('schedule.sessionNumber', { number: l.sessionNumber })}
                {l.class?.classroomOffline && ` · ${l.class.classroomOffline}`}
                {l.class?.classroomOnline && (
                  <>
                    {' · '}
                    <a href={l.class.classroomOnline} target="_blank" rel="noreferrer">
                      {t('classes.joinOnline')}
                    </a>
                  </>
                )}
              </>
            ),
            extra: (
              <span className="inline-actions">
                <LessonStatusTag status={l.status} />
                {l.class && takesAttendance && l.status !== 'CANCELED' && (
                  <TakeAttendance
                    classId={l.class.id}
                    lessonId={l.id}
                    started={lessonHasStarted(l)}
                    label={t('dashboard.openScheduleFor', { name: l.class.name, number: l.sessionNumber })}
                    opensAt={t('attendance.opensAt', { date: t('schedule.today'), time: l.studyTimeStart })}
                  />
                )}
              </span>
            ),
          }))}
        />
      )}
    </Panel>
  );
}

/**
 * Opens the lesson's attendance on its class's timetable; before the start, a disabled button says when it
 * opens (the dashboard stays free of antd: it is every staff member's first page).
 */
function TakeAttendance(props: {
  classId: string | number;
  lessonId: string | number;
  started: boolean;
  label: string;
  opensAt: string;
}) {
  const { t } = useTranslation();
  if (!props.started) {
    return (
      <span title={props.opensAt}>
        <ShellButton size="small" disabled aria-label={props.label} aria-description={props.opensAt}>
          {t('dashboard.openSchedule')}
        </ShellButton>
      </span>
    );
  }
  return (
    <ButtonLink
      to={paths.lessonAttendance(props.classId, props.lessonId)}
      size="small"
      variant="primary"
      aria-label={props.label}
    >
      {t('dashboard.openSchedule')}
    </ButtonLink>
  );
}
