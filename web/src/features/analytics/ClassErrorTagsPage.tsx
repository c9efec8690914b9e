import { SPANS } from './spans';
import { academyToday } from '@lms/domain/calendar';
import { useQuery } from '@apollo/client/react';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { ErrorTagTable } from './ErrorTagTable';
import './analytics.css';

const ClassErrorTagsQuery = graphql(`
  query ClassErrorTagsQuery($id: ID!, $months: Int!) {
    class(id: $id) {
      id
      name
      errorTagTallies(months: $months) {
        errorTagId
        name
        link
        total
        lastMonth
        trend
        months {
          month
          count
        }
      }
    }
  }
`);

/** The spans a teacher picks from, in months. */

/**
 * `/manageClass/{classId}/errorTags`: the mistakes that recur in a class (issue 13 item 4), from the error tags
 * on its students' returned work (never drafts), most frequent first, with their trend and learning link.
 */
export function ClassErrorTagsPage() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const [months, setMonths] = useState<number>(12);
  const { data, loading, error } = useQuery(ClassErrorTagsQuery, {
    variables: { id: classId, months },
    context: { silent: true },
  });
  if (error) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageSpinner />;
  const cls = data?.class;
  if (!cls) return <NotFoundPage />;
  return (
    <>
      <PageHeader
        title={t('analytics.classMistakesTitle', { name: cls.name })}
        crumbs={[
          { title: t('menu.manageClass'), to: paths.classes },
          { title: cls.name, to: paths.classDetail(cls.id, 'scores') },
          { title: t('analytics.mistakes') },
        ]}
        extra={
          <Segmented
            aria-label={t('analytics.span')}
            value={months}
            onChange={(v) => setMonths(Number(v))}
            options={SPANS.map((n) => ({ value: n, label: t('analytics.monthsN', { count: n }) }))}
          />
        }
      />
      <Card>
        <p className="muted">{t('analytics.mistakesHint')}</p>
        <ErrorTagTable rows={cls.errorTagTallies ?? []} thisMonth={academyToday().slice(0, 7)} />
      </Card>
    </>
  );
}
