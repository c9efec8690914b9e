import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Descriptions, Skeleton, Tabs, Typography } from 'antd';
import type { TabsProps } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../app/pages/ErrorPages';
import { QueryErrorPage } from '../../app/pages/QueryErrorPage';
import { useSession } from '../../app/session';
import { graphql } from '../../gql';
import { academyToday, useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { ClassOverviewTab } from './ClassOverviewTab';
import { StudentClassOverview } from './StudentClassOverview';

// The overview comes with the page (one request); the other tabs load their code when first opened.
const ClassAssignmentsTab = lazy(() =>
  import('./ClassAssignmentsTab').then((m) => ({ default: m.ClassAssignmentsTab })),
);
const ClassLessonLinksTab = lazy(() =>
  import('./ClassLessonLinksTab').then((m) => ({ default: m.ClassLessonLinksTab })),
);
const ClassScheduleTab = lazy(() =>
  import('./ClassScheduleTab').then((m) => ({ default: m.ClassScheduleTab })),
);
const ClassScoresTab = lazy(() => import('./ClassScoresTab').then((m) => ({ default: m.ClassScoresTab })));
const ClassStudentsTab = lazy(() =>
  import('./ClassStudentsTab').then((m) => ({ default: m.ClassStudentsTab })),
);

/** The page and its overview tab in one request (the class overview dashboard). */
const ClassDetailQuery = graphql(`
  query ClassDetailQuery($id: ID!, $staff: Boolean!, $today: Date!) {
    class(id: $id) {
      id
      name
      classCode
      viewerCanManage
      course {
        id
        name
      }
      startDate
      expectedEndDate
      studyTimeStart
      studyTimeEnd
      weekdays
      classroomOnline
      classroomOffline
      teachers {
        id
        name
      }
      ...ClassOverviewTab_class @include(if: $staff)
      ...StudentClassOverview_class @skip(if: $staff)
    }
  }
`);

/** The tabs of SPEC.md point 2 that the API serves so far; feedback comes with its issue. */
const TABS = ['overview', 'exercise', 'everyone', 'source', 'record', 'schedule', 'scores'] as const;
type TabKey = (typeof TABS)[number];

/** `/manageClass/{classId}/manageClassDetail`. */
export function ClassDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { classId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { role } = useSession();
  const staff = role !== 'STUDENT';
  const { data, loading, error } = useQuery(ClassDetailQuery, {
    variables: { id: classId, staff, today: academyToday() },
    // The page answers a failure itself (403, 404): no toast on top.
    context: { silent: true },
  });
  const klass = data?.class;
  const requested = params.get('tab') as TabKey | null;
  const tab: TabKey = requested && TABS.includes(requested) ? requested : 'overview';

  if (error && !klass) return <QueryErrorPage error={error} />;
  if (!loading && data && !klass) return <NotFoundPage />;
  if (!klass) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }

  const canManage = klass.viewerCanManage;
  const items: TabsProps['items'] = [
    {
      key: 'overview',
      label: t('classDetail.tabs.overview'),
      children: staff ? <ClassOverviewTab klass={klass} /> : <StudentClassOverview klass={klass} />,
    },
    {
      key: 'exercise',
      label: t('classDetail.tabs.exercise'),
      children: <ClassAssignmentsTab classId={classId} />,
    },
    ...(staff
      ? [
          {
            key: 'everyone',
            label: t('classDetail.tabs.everyone'),
            children: <ClassStudentsTab classId={classId} canManage={canManage} canAdd={role === 'ADMIN'} />,
          },
        ]
      : []),
    {
      key: 'source',
      label: t('classDetail.tabs.source'),
      children: <ClassLessonLinksTab classId={classId} kind="slide" />,
    },
    {
      key: 'record',
      label: t('classDetail.tabs.record'),
      children: <ClassLessonLinksTab classId={classId} kind="record" />,
    },
    {
      key: 'schedule',
      label: t('classDetail.tabs.schedule'),
      children: <ClassScheduleTab classId={classId} canManage={canManage} />,
    },
    // Staff who open a class may mark it (admin, its teachers, its examiners): the scores and their changes.
    ...(staff
      ? [{ key: 'scores', label: t('scores.tab'), children: <ClassScoresTab classId={classId} /> }]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={klass.name}
        crumbs={[{ title: t('menu.manageClass'), to: '/manageClass' }, { title: klass.name }]}
        extra={
          canManage && (
            <Link to={`/manageClass/${classId}/editClass`}>
              <Button icon={<EditOutlined />}>{t('common.edit')}</Button>
            </Link>
          )
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'code',
              label: t('classes.fields.classCode'),
              children: (
                <Typography.Text
                  copyable={{ icon: <CopyOutlined />, tooltips: [t('common.copy'), t('common.copied')] }}
                >
                  {klass.classCode}
                </Typography.Text>
              ),
            },
            { key: 'course', label: t('classes.fields.course'), children: klass.course?.name ?? '—' },
            {
              key: 'teachers',
              label: t('classes.fields.teachers'),
              children: klass.teachers.map((u) => u.name).join(', ') || '—',
            },
            {
              key: 'time',
              label: t('classDetail.schedule'),
              children: t('classDetail.scheduleText', {
                days: klass.weekdays.map((d) => format.weekday(d)).join(', '),
                start: klass.studyTimeStart,
                end: klass.studyTimeEnd,
              }),
            },
            {
              key: 'dates',
              label: t('classDetail.dates'),
              children: t('classDetail.datesText', {
                start: format.date(klass.startDate),
                end: format.date(klass.expectedEndDate),
              }),
            },
            {
              key: 'room',
              label: t('classDetail.room'),
              children: (
                <>
                  {klass.classroomOffline || '—'}
                  {klass.classroomOnline && (
                    <>
                      {' · '}
                      <a href={klass.classroomOnline} target="_blank" rel="noreferrer">
                        {t('classes.joinOnline')}
                      </a>
                    </>
                  )}
                </>
              ),
            },
          ]}
        />
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          items={items.map((item) => ({
            ...item,
            children: <Suspense fallback={<PageSpinner />}>{item.children}</Suspense>,
          }))}
          onChange={(key) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (key === 'overview') next.delete('tab');
                else next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
        />
      </Card>
    </>
  );
}
