import { useQuery } from '@apollo/client/react';
import { Empty, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { FeedbackList } from './FeedbackList';
import { FeedbackSummaryCard } from './FeedbackSummaryCard';

const ClassFeedbackTabQuery = graphql(`
  query ClassFeedbackTabQuery($id: ID!, $page: Int, $pageSize: Int) {
    class(id: $id) {
      id
      feedbackSummary {
        classId
        ...FeedbackSummaryCard_summary
      }
    }
    feedbacks(filter: { classIds: [$id] }, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...FeedbackList_feedbacks
      }
    }
  }
`);

const PAGE_SIZE = 10;

/**
 * The class page's "feedback" tab (administrators and the class's teachers): the class's figures and what
 * its students wrote, newest first; an anonymous author is never sent to a teacher.
 */
export function ClassFeedbackTab({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, previousData, loading } = useQuery(ClassFeedbackTabQuery, {
    variables: { id: classId, page, pageSize: PAGE_SIZE },
  });
  const shown = data ?? previousData;
  if (loading && !shown) return <PageSpinner />;
  const summary = shown?.class?.feedbackSummary;
  const feedbacks = shown?.feedbacks;
  if (!feedbacks?.items.length) return <Empty description={t('feedback.noneInClass')} />;
  return (
    <>
      {summary && <FeedbackSummaryCard summary={summary} />}
      <h3 style={{ margin: '20px 0 12px' }}>{t('feedback.listTitle', { count: feedbacks.total })}</h3>
      <FeedbackList feedbacks={feedbacks.items} showClass={false} />
      {feedbacks.total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={PAGE_SIZE}
          total={feedbacks.total}
          onChange={setPage}
        />
      )}
    </>
  );
}
