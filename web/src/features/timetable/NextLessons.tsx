import { Empty } from 'antd';
import { Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { ItemList } from '../../ui/ItemList';
import { LessonStatusTag } from '../../shared/StatusTags';

export const NextLessons_lessons = graphql(`
  fragment NextLessons_lessons on Lesson {
    id
    sessionNumber
    studyDate
    studyTimeStart
    studyTimeEnd
    status
  }
`);

/** The next planned lessons of a class. */
export function NextLessons({
  lessons,
  limit = 5,
}: {
  lessons: FragmentType<typeof NextLessons_lessons>[];
  limit?: number;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const upcoming = getFragmentData(NextLessons_lessons, lessons)
    .filter((l) => l.status === 'SCHEDULED')
    .slice(0, limit);
  return (
    <Card title={t('overview.nextLessons')} size="small">
      {upcoming.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noNextLessons')} />
      ) : (
        <ItemList
          label={t('overview.nextLessons')}
          items={upcoming.map((l) => ({
            key: String(l.id),
            title: t('schedule.sessionNumber', { number: l.sessionNumber }),
            description: `${format.longDate(l.studyDate)} · ${l.studyTimeStart}–${l.studyTimeEnd}`,
            extra: <LessonStatusTag status={l.status} />,
          }))}
        />
      )}
    </Card>
  );
}
