import { useQuery } from '@apollo/client/react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { ItemList } from '../../ui/ItemList';

const ClassLessonLinksTabQuery = graphql(`
  query ClassLessonLinksTabQuery($id: ID!) {
    class(id: $id) {
      id
      lessons {
        id
        sessionNumber
        studyDate
        recordLink
        slideLink
        description
      }
    }
  }
`);

/** The "source" (slides) and "record" (recordings) tabs: the lessons that have one. */
export function ClassLessonLinksTab({ classId, kind }: { classId: string; kind: 'slide' | 'record' }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data, loading } = useQuery(ClassLessonLinksTabQuery, { variables: { id: classId } });
  const lessons = (data?.class?.lessons ?? []).filter((l) => (kind === 'slide' ? l.slideLink : l.recordLink));

  if (loading && !data) return <PageSpinner />;
  if (lessons.length === 0) {
    return <Empty description={t(kind === 'slide' ? 'schedule.noSlides' : 'schedule.noRecords')} />;
  }
  return (
    <ItemList
      label={t(kind === 'slide' ? 'classDetail.tabs.source' : 'classDetail.tabs.record')}
      items={lessons.map((l) => ({
        key: String(l.id),
        title: t('schedule.sessionOn', { number: l.sessionNumber, date: format.longDate(l.studyDate) }),
        description: l.description || undefined,
        extra: (
          <a href={kind === 'slide' ? l.slideLink : l.recordLink} target="_blank" rel="noreferrer">
            {t(kind === 'slide' ? 'schedule.openSlide' : 'schedule.openRecord')}
          </a>
        ),
      }))}
    />
  );
}
