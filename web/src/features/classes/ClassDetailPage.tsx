import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { Descriptions, Typography } from 'antd';
import { Button, Card } from '../../ui/native';
import { Tabs } from '../../ui/native/Tabs';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import type { ClassDetailTabKey } from '../../shared/paths';
import { CLASS_DETAIL_TABS, paths } from '../../shared/paths';
import { useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';

export const ClassDetailPage_class = graphql(`
  fragment ClassDetailPage_class on Class {
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
  }
`);

// The tabs of docs/product.md point 2 (shared/paths.ts); the route gives each viewer the ones they may see.
const TABS: readonly ClassDetailTabKey[] = CLASS_DETAIL_TABS;

/** The tab the address asks for (`?tab=`), the overview when none or unknown. */
export function classDetailTab(params: URLSearchParams): ClassDetailTabKey {
  const requested = params.get('tab') as ClassDetailTabKey | null;
  return requested && TABS.includes(requested) ? requested : 'overview';
}

/** One tab of the class page; the route module (app/) brings each from the feature that owns it. */
export interface ClassDetailTab {
  key: ClassDetailTabKey;
  children: ReactNode;
}

/**
 * `/manageClass/{classId}/manageClassDetail`: the class's header and its tabs. The tabs belong to several
 * features (timetable, memberships, results), so the route module in app/ composes them (docs/architecture.md).
 */
export function ClassDetailPage({
  klass: ref,
  tabs,
}: {
  klass: FragmentType<typeof ClassDetailPage_class>;
  tabs: ClassDetailTab[];
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const klass = getFragmentData(ClassDetailPage_class, ref);
  const tab = classDetailTab(params);
  const canManage = klass.viewerCanManage;
  const items = tabs.map((item) => ({
    key: item.key,
    label: t(`classDetail.tabs.${item.key}`),
    children: item.children,
  }));

  return (
    <>
      <PageHeader
        title={klass.name}
        crumbs={[{ title: t('menu.manageClass'), to: paths.classes }, { title: klass.name }]}
        extra={
          canManage && (
            <Link to={paths.classEdit(klass.id)}>
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
          onChange={(key: ClassDetailTabKey) =>
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
