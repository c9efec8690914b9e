import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Empty, Pagination, Select } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { useConstants } from '../../shared/constants';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { Button, Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import { FeedbackList } from './FeedbackList';
import { FeedbackSummaryCard } from './FeedbackSummaryCard';

const FeedbackStudentQuery = graphql(`
  query FeedbackStudentQuery {
    feedbacks(pageSize: 300) {
      total
      items {
        id
        ...FeedbackList_feedbacks
      }
    }
  }
`);

const FeedbackStaffQuery = graphql(`
  query FeedbackStaffQuery($classIds: [ID!], $page: Int, $pageSize: Int) {
    feedbackSummaries(pageSize: 300) {
      items {
        classId
        className
        ...FeedbackSummaryCard_summary
      }
    }
    feedbacks(filter: { classIds: $classIds }, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...FeedbackList_feedbacks
      }
    }
  }
`);

/**
 * `/feedback`: a student's own feedback and the way to write more; for administrators every class's, for
 * teachers their classes', with a summary per class and a class filter.
 */
export function FeedbackPage() {
  const { role } = useSession();
  return role === 'STUDENT' ? <StudentFeedback /> : <StaffFeedback />;
}

function StudentFeedback() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(FeedbackStudentQuery, { fetchPolicy: 'cache-and-network' });
  const feedbacks = data?.feedbacks.items ?? [];
  return (
    <>
      <PageHeader
        title={t('feedback.title')}
        subtitle={t('feedback.studentLead')}
        extra={
          <Link to={paths.feedbackCreate}>
            <Button type="primary" icon={<EditOutlined />}>
              {t('feedback.write')}
            </Button>
          </Link>
        }
      />
      <Card>
        {loading && !data ? (
          <Skeleton />
        ) : feedbacks.length ? (
          <FeedbackList feedbacks={feedbacks} />
        ) : (
          <Empty description={t('feedback.noneYet')} />
        )}
      </Card>
    </>
  );
}

const FILTERS = ['classId'] as const;

function StaffFeedback() {
  const { t } = useTranslation();
  const constants = useConstants();
  const { page, pageSize, filters, update } = useListParams(FILTERS, constants.page_size);
  const classId = filters.classId;
  const { data, previousData, loading } = useQuery(FeedbackStaffQuery, {
    variables: { classIds: classId ? [classId] : undefined, page, pageSize },
  });
  const shown = data ?? previousData;
  const summaries = shown?.feedbackSummaries.items ?? [];
  const chosen = summaries.filter((s) => !classId || String(s.classId) === classId);
  const feedbacks = shown?.feedbacks;
  return (
    <>
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.staffLead')} />
      <Card style={{ marginBottom: 16 }}>
        <label className="feedback-filter">
          <span>{t('feedback.classFilter')}</span>{' '}
          <Select
            aria-label={t('feedback.classFilter')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('feedback.allClasses')}
            value={classId}
            style={{ minWidth: 260 }}
            options={summaries.map((s) => ({ value: String(s.classId), label: s.className }))}
            onChange={(value: string | undefined) => update({ classId: value ?? null })}
          />
        </label>
      </Card>
      {loading && !shown ? (
        <Card>
          <Skeleton />
        </Card>
      ) : (
        <>
          {chosen.length > 0 && (
            <div className="feedback-summaries">
              {chosen.map((s) => (
                <Card key={String(s.classId)} size="small" title={s.className} style={{ marginBottom: 12 }}>
                  <FeedbackSummaryCard summary={s} />
                </Card>
              ))}
            </div>
          )}
          <Card title={t('feedback.listTitle', { count: feedbacks?.total ?? 0 })}>
            {feedbacks?.items.length ? (
              <>
                <FeedbackList feedbacks={feedbacks.items} showClass={!classId} />
                <Pagination
                  style={{ marginTop: 16 }}
                  current={page}
                  pageSize={pageSize}
                  total={feedbacks.total}
                  onChange={(p, size) => update({ page: p, pageSize: size }, false)}
                />
              </>
            ) : (
              <Empty description={t('feedback.none')} />
            )}
          </Card>
        </>
      )}
    </>
  );
}
