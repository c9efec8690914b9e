import { academyToday } from '@lms/domain/calendar';
import { useQuery } from '@apollo/client/react';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { SPANS } from './spans';
import { ErrorTagTable } from './ErrorTagTable';
import './analytics.css';

const StudentErrorTagsQuery = graphql(`
  query StudentErrorTagsQuery($studentId: ID, $months: Int!) {
    studentErrorTags(studentId: $studentId, months: $months) {
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
`);

/**
 * `/results/errorTags`: a student's own recurring mistakes (issue 13 item 4), from the error tags on their
 * returned work; staff open one student's with `?studentId=` (the backend counts their classes' work only).
 */
export function StudentErrorTagsPage() {
  const { t } = useTranslation();
  const studentId = useSearchParams()[0].get('studentId');
  const [months, setMonths] = useState<number>(12);
  const { data, loading, error } = useQuery(StudentErrorTagsQuery, {
    variables: { studentId, months },
    context: { silent: true },
  });
  if (error) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageSpinner />;
  return (
    <>
      <PageHeader
        title={t('analytics.myMistakesTitle')}
        crumbs={[{ title: t('resultList.title'), to: paths.results }, { title: t('analytics.mistakes') }]}
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
        <p className="muted">{t('analytics.myMistakesHint')}</p>
        <ErrorTagTable rows={data?.studentErrorTags ?? []} thisMonth={academyToday().slice(0, 7)} />
      </Card>
    </>
  );
}
