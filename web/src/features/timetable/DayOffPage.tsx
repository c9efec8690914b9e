import { matchesLabel } from '../../ui/searchFilter';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Flex, Select, Table } from 'antd';
import { Button, Card } from '../../ui/native';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConstants } from '../../shared/constants';
import { useSession } from '../../shared/session';
import { graphql } from '../../gql';
import { DateInput } from '../../ui/form/dateFields';
import { useFormatters } from '../../ui/format';
import { useConfirm } from '../../ui/useConfirm';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import { Tag } from '../../ui/Tag';
import { paths } from '../../shared/paths';
import { useDeleteDayOff } from './useDeleteDayOff';

// The form (its fields, rules and date pickers) loads when it first opens.
const DayOffForm = lazy(() => import('./DayOffForm').then((m) => ({ default: m.DayOffForm })));

const DayOffListQuery = graphql(`
  query DayOffListQuery($classId: ID, $from: Date, $to: Date, $page: Int, $pageSize: Int) {
    daysOff(classId: $classId, from: $from, to: $to, newestFirst: true, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        date
        reason
        createdAt
        class {
          id
          name
        }
      }
    }
    classes(pageSize: 300, sort: NAME) {
      items {
        id
        name
      }
    }
  }
`);

const FILTERS = ['classId', 'from', 'to'] as const;

/**
 * `/manageDayOff`: days without lessons, of a class or of the whole academy, newest first, filtered by class
 * and by a range of dates (both kept in the address).
 */
export function DayOffPage() {
  const { t } = useTranslation();
  const [confirm, confirmHolder] = useConfirm();
  const format = useFormatters();
  const constants = useConstants();
  const { role } = useSession();
  const [creating, setCreating] = useState(false);
  const { page, pageSize, filters, update } = useListParams(FILTERS, constants.page_size);
  const { data, previousData, loading } = useQuery(DayOffListQuery, {
    variables: { classId: filters.classId, from: filters.from, to: filters.to, page, pageSize },
  });
  const remove = useDeleteDayOff();
  const current = data ?? previousData;
  const classes = (current?.classes.items ?? []).map((c) => ({ id: String(c.id), name: c.name }));
  const isAdmin = role === 'ADMIN';

  const confirmDelete = (id: string) =>
    confirm({
      title: t('common.confirmDelete'),
      content: t('daysOff.deleteText'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove(id),
    });

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={t('daysOff.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('daysOff.create')}
          </Button>
        }
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label={t('daysOff.class')}
            placeholder={t('daysOff.allClasses')}
            allowClear
            showSearch={{ filterOption: matchesLabel }}
            value={filters.classId ?? null}
            onChange={(value: string | null) => update({ classId: value })}
            options={classes.map((c) => ({ value: c.id, label: c.name }))}
            style={{ minWidth: 240 }}
          />
          <div role="group" aria-label={t('daysOff.range')}>
            <Flex gap={8} wrap>
              <DateInput
                label={t('daysOff.rangeFrom')}
                value={filters.from ?? null}
                onChange={(from) => update({ from })}
              />
              <DateInput
                label={t('daysOff.rangeTo')}
                value={filters.to ?? null}
                onChange={(to) => update({ to })}
              />
            </Flex>
          </div>
        </Flex>
        <Table
          rowKey={(d) => String(d.id)}
          loading={loading}
          dataSource={current?.daysOff.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize,
            total: current?.daysOff.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('daysOff.total', { count: total }),
          }}
          onChange={(p) => update({ page: p.current ?? 1, pageSize: p.pageSize ?? pageSize }, false)}
          locale={{ emptyText: t('daysOff.none') }}
          columns={[
            { title: t('daysOff.date'), key: 'date', render: (_, d) => format.longDate(d.date) },
            {
              title: t('daysOff.class'),
              key: 'class',
              render: (_, d) =>
                d.class ? (
                  <Link to={paths.classDetail(d.class.id)}>{d.class.name}</Link>
                ) : (
                  <Tag color="red">{t('daysOff.wholeAcademy')}</Tag>
                ),
            },
            { title: t('daysOff.reason'), key: 'reason', render: (_, d) => d.reason || '—' },
            {
              title: t('daysOff.createdAt'),
              key: 'createdAt',
              render: (_, d) => format.dateTime(d.createdAt),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, d) =>
                (d.class || isAdmin) && (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('daysOff.deleteOn', { date: format.date(d.date) })}
                    onClick={() => void confirmDelete(String(d.id))}
                  />
                ),
            },
          ]}
        />
      </Card>
      {creating && (
        <Suspense fallback={null}>
          <DayOffForm classes={classes} wholeAcademyAllowed={isAdmin} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
