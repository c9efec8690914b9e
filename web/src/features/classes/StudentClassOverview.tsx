import { Alert, Card, Col, Empty, Row, Statistic, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { ResultStatusTag, StudentStatusTag } from '../../shared/StatusTags';

export const StudentClassOverview_class = graphql(`
  fragment StudentClassOverview_class on Class {
    id
    viewerMembership {
      id
      status
      attendanceSummary {
        lessonsCounted
        present
        late
        absent
        excused
        percent
      }
      progress {
        assignmentsTotal
        assignmentsSubmitted
        completionPercent
        averageScore
      }
      scoreSummary {
        homeWork
        test
        presentation
        examAverage
      }
      results {
        id
        status
        score
        belowMinScore
        submittedAt
        assignment {
          id
          title
          deadline
          maxScore
        }
      }
    }
  }
`);

/** A student's own overview of a class: attendance, progress, scores, results and the next lessons. */
export function StudentClassOverview({
  klass,
  nextLessons,
}: {
  klass: FragmentType<typeof StudentClassOverview_class>;
  /** The timetable's next lessons, composed by the route module (a feature imports no other feature). */
  nextLessons: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const c = getFragmentData(StudentClassOverview_class, klass);
  const m = c.viewerMembership;
  if (!m) return <Empty description={t('overview.notMember')} />;
  if (m.status === 'REQUEST' || m.status === 'INACTIVE') {
    return (
      <Alert
        type="info"
        showIcon
        title={<StudentStatusTag status={m.status} />}
        description={t(m.status === 'REQUEST' ? 'overview.requestPending' : 'overview.inactive')}
      />
    );
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('overview.attendance')} value={format.percent(m.attendanceSummary?.percent)} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('overview.completion')} value={format.percent(m.progress?.completionPercent)} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('overview.averageScore')} value={format.number(m.progress?.averageScore)} />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={t('overview.examAverage')} value={format.number(m.scoreSummary?.examAverage)} />
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card size="small" title={t('overview.myResults')}>
          <Table
            size="small"
            rowKey={(r) => String(r.id)}
            dataSource={m.results ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('overview.noResults') }}
            columns={[
              { title: t('assignments.title'), key: 'title', render: (_, r) => r.assignment?.title ?? '—' },
              {
                title: t('assignments.deadline'),
                key: 'deadline',
                render: (_, r) => format.dateTime(r.assignment?.deadline),
              },
              {
                title: t('classDetail.status'),
                key: 'status',
                render: (_, r) => <ResultStatusTag status={r.status} />,
              },
              {
                title: t('overview.score'),
                key: 'score',
                align: 'right',
                render: (_, r) => (
                  <>
                    {format.number(r.score)}
                    {r.belowMinScore && <div style={{ color: '#DB4848' }}>{t('results.belowMinScore')}</div>}
                  </>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        {nextLessons}
      </Col>
    </Row>
  );
}
