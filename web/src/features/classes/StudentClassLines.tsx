import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../ui/format';

/*
 * Lines a student reads about one of their classes, on their class list and on the class's own page (each page
 * takes them from here, never from the other page).
 */

/** The room and the online classroom of a class, as one line ("Phòng 302 · Vào lớp online"). */
export function ClassRoom({ offline, online }: { offline: string; online: string }) {
  const { t } = useTranslation();
  if (!offline && !online) return <>{t('studentClasses.noRoom')}</>;
  return (
    <>
      {offline}
      {offline && online && ' · '}
      {online && (
        <a href={online} target="_blank" rel="noreferrer">
          {t('classes.joinOnline')}
        </a>
      )}
    </>
  );
}

/** A class's next lesson as one line ("Thứ Hai, 7/9 · 18:00–19:30 · buổi 3"), or that none is planned. */
export function NextLessonText({
  lesson,
}: {
  lesson: { studyDate: string; studyTimeStart: string; studyTimeEnd: string; sessionNumber: number } | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!lesson) return <>{t('overview.noNextLessons')}</>;
  return (
    <>
      {t('studentClasses.nextLessonText', {
        date: format.longDate(lesson.studyDate),
        start: lesson.studyTimeStart,
        end: lesson.studyTimeEnd,
        number: lesson.sessionNumber,
      })}
    </>
  );
}

/** Sessions passed of the planned ones, as a bar a phone reads at a glance. */
export function SessionsProgress({ passed, total }: { passed: number; total: number }) {
  const { t } = useTranslation();
  const label = t('studentClasses.sessions', { passed, total });
  return (
    <div className="student-progress">
      <span>{label}</span>
      <Progress
        percent={total > 0 ? Math.round((Math.min(passed, total) / total) * 100) : 0}
        size="small"
        showInfo={false}
        aria-label={label}
      />
    </div>
  );
}
