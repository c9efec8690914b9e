import { Col, Empty, Progress, Row, Statistic, Table } from 'antd';
import { Card } from '../../ui/native';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { ItemList } from '../../ui/ItemList';
import { Tag } from '../../ui/Tag';
import { paths } from '../../shared/paths';

export const ClassOverviewTab_class = graphql(`
  fragment ClassOverviewTab_class on Class {
    id
    overview {
      activeStudents
      pendingRequests
      sessionsPassed
      numberOfSessions
      assignmentCount
      waitingScore
      attendancePercent
      completionPercent
      averageScore
    }
    students(status: ACTIVE) {
      id
      student {
        id
        name
        email
      }
      attendanceSummary {
        percent
        lessonsCounted
        absent
      }
      progress {
        assignmentsSubmitted
        assignmentsTotal
        completionPercent
        averageScore
      }
    }
    assignments {
      id
      title
      kind
      deadline
      stats {
        studentsTotal
        submitted
        waitingScore
        averageScore
      }
    }
  }
`);

/** The class overview dashboard (staff): figures, students' progress, next lessons, assignments. */
export function ClassOverviewTab({
  klass,
  nextLessons,
}: {
  klass: FragmentType<typeof ClassOverviewTab_class>;
  /** The timetable's next lessons, composed by the route module (a feature imports no other feature). */
  nextLessons: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const c = getFragmentData(ClassOverviewTab_class, klass);
  const o = c.overview;
  const sessionsPercent = o && o.numberOfSessions > 0 ? (o.sessionsPassed / o.numberOfSessions) * 100 : 0;

  return (
    <Row gutter={[16, 16]}>
      {o && (
        <Col xs={24}>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('overview.activeStudents')} value={o.activeStudents} />
                {o.pendingRequests > 0 && (
                  <Tag color="gold">{t('overview.pendingRequests', { count: o.pendingRequests })}</Tag>
                )}
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={t('overview.sessions')}
                  value={t('classes.sessionsOf', { passed: o.sessionsPassed, total: o.numberOfSessions })}
                />
                <Progress percent={Math.round(sessionsPercent)} size="small" showInfo={false} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('overview.attendance')} value={format.percent(o.attendancePercent)} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('overview.completion')} value={format.percent(o.completionPercent)} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('overview.assignments')} value={o.assignmentCount} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('overview.waitingScore')} value={o.waitingScore} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={t('overview.averageScore')} value={format.number(o.averageScore)} />
              </Card>
            </Col>
          </Row>
        </Col>
      )}
      <Col xs={24} xl={16}>
        <Card title={t('overview.studentsTitle')} size="small">
          <Table
            size="small"
            rowKey={(s) => String(s.id)}
            dataSource={c.students ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('overview.noStudents') }}
            columns={[
              {
                title: t('users.fields.name'),
                key: 'name',
                render: (_, s) => <Link to={paths.userDetail(s.student.id)}>{s.student.name}</Link>,
              },
              {
                title: t('overview.attendance'),
                key: 'attendance',
                render: (_, s) =>
                  s.attendanceSummary && s.attendanceSummary.lessonsCounted > 0
                    ? format.percent(s.attendanceSummary.percent)
                    : '—',
              },
              {
                title: t('overview.submitted'),
                key: 'submitted',
                render: (_, s) =>
                  s.progress
                    ? t('overview.submittedOf', {
                        submitted: s.progress.assignmentsSubmitted,
                        total: s.progress.assignmentsTotal,
                      })
                    : '—',
              },
              {
                title: t('overview.completion'),
                key: 'completion',
                render: (_, s) =>
                  s.progress ? (
                    <Progress percent={Math.round(s.progress.completionPercent)} size="small" />
                  ) : (
                    '—'
                  ),
              },
              {
                title: t('overview.averageScore'),
                key: 'average',
                align: 'right',
                render: (_, s) => format.number(s.progress?.averageScore),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <div style={{ marginBottom: 16 }}>{nextLessons}</div>
        <Card title={t('overview.assignmentsTitle')} size="small">
          {(c.assignments ?? []).length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assignments.none')} />
          ) : (
            <ItemList
              label={t('overview.assignmentsTitle')}
              items={(c.assignments ?? []).map((a) => ({
                key: String(a.id),
                title: a.title,
                description: a.stats
                  ? t('overview.assignmentStats', {
                      submitted: a.stats.submitted,
                      total: a.stats.studentsTotal,
                      waiting: a.stats.waitingScore,
                    })
                  : undefined,
              }))}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
