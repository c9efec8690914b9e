import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { ItemList } from '../../ui/ItemList';
import { ButtonLink } from '../../ui/ShellButton';
import { EmptyNote, Panel } from '../../ui/Panel';
import { LessonStatusTag } from '../../shared/StatusTags';
import { paths } from '../../shared/paths';

export const TodayLessons_lessons = graphql(`
  fragment TodayLessons_lessons on Lesson {
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

/** A teacher's lessons of today, each one click from its attendance. */
export function TodayLessons({ lessons }: { lessons: FragmentType<typeof TodayLessons_lessons>[] }) {
  const { t } = useTranslation();
  const rows = [...getFragmentData(TodayLessons_lessons, lessons)].sort((a, b) =>
    a.studyTimeStart.localeCompare(b.studyTimeStart),
  );
  return (
    <Panel title={t('dashboard.todayLessons')}>
      {rows.length === 0 ? (
        <EmptyNote>{t('dashboard.noLessonsToday')}</EmptyNote>
      ) : (
        <ItemList
          label={t('dashboard.todayLessons')}
          items={rows.map((l) => ({
            key: String(l.id),
            title: `${l.studyTimeStart}–${l.studyTimeEnd} · ${l.class?.name ?? ''}`,
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
                {l.class && (
                  <ButtonLink to={paths.classDetail(l.class.id, 'schedule')} size="small">
                    {t('dashboard.openSchedule')}
                  </ButtonLink>
                )}
              </span>
            ),
          }))}
        />
      )}
    </Panel>
  );
}
