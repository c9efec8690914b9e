import type { ResultOf } from '@graphql-typed-document-node/core';
import { Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { IeltsExamDateStatus } from '../../gql/graphql';
import { paths } from '../../shared/paths';
import type { DataColumn } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { Button, Space } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { IeltsList } from './IeltsTable';
import { useDong } from './money';
import { useIeltsList } from './useIeltsList';

// The form (its fields, rules and pickers) loads when the dialog first opens.
const ExamDateModal = lazy(() => import('./ExamDateModal').then((m) => ({ default: m.ExamDateModal })));

const ExamDateListQuery = graphql(`
  query ExamDateListQuery($filter: IeltsExamDateFilter, $page: Int, $pageSize: Int) {
    ieltsExamDates(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        examDate
        shift
        description
        skillPackage
        format
        status
        unitPrice
        capacity
        registeredCount
        seatsLeft
        test {
          id
          name
        }
      }
    }
    ieltsTests(pageSize: 300) {
      items {
        id
        name
        active
      }
    }
  }
`);

type Data = ResultOf<typeof ExamDateListQuery>;
export type Row = Data['ieltsExamDates']['items'][number];
export type TestOption = Data['ieltsTests']['items'][number];
const STATUSES = ['ALL', 'OPEN', 'CLOSED', 'CANCELED'] as const;
const STATUS_COLORS: Record<IeltsExamDateStatus, string> = {
  OPEN: 'green',
  CLOSED: 'default',
  CANCELED: 'red',
};

/**
 * `/manageStatistics/manageIeltsDate` (administrators): exam dates — day, shift, test, description, skill
 * package, format, status, fee and seats; created and changed here (canceling one cancels its
 * registrations), each opening its registrations.
 */
export function ExamDatePage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const dong = useDong();
  const list = useIeltsList(ExamDateListQuery, {
    choice: { name: 'status', values: STATUSES, fallback: 'ALL' },
    filter: ({ choice }) => ({ status: choice }),
    list: (data) => data.ieltsExamDates,
  });
  const tests = list.data?.ieltsTests.items ?? [];
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  const columns: DataColumn<Row>[] = [
    {
      key: 'examDate',
      title: t('ielts.fields.examDate'),
      render: (_, r) => `${fmt.date(r.examDate)}, ${t(`ielts.shift.${r.shift}`)}`,
    },
    { key: 'test', title: t('ielts.fields.test'), render: (_, r) => r.test?.name ?? '—' },
    {
      key: 'package',
      title: t('ielts.fields.skillPackage'),
      render: (_, r) => t(`ielts.skillPackage.${r.skillPackage}`),
    },
    { key: 'format', title: t('ielts.fields.format'), render: (_, r) => t(`ielts.format.${r.format}`) },
    { key: 'price', title: t('ielts.fields.unitPrice'), render: (_, r) => dong(r.unitPrice) },
    {
      key: 'seats',
      title: t('ielts.dates.seats'),
      render: (_, r) => t('ielts.dates.seatsValue', { registered: r.registeredCount, capacity: r.capacity }),
    },
    {
      key: 'status',
      title: t('ielts.fields.status'),
      render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`ielts.dateStatus.${r.status}`)}</Tag>,
    },
    { key: 'description', title: t('ielts.fields.description'), optional: true, dataIndex: 'description' },
    {
      key: 'actions',
      title: t('common.actions'),
      actions: true,
      render: (_, r) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(r)}>
            {t('common.edit')}
          </Button>
          <Link to={paths.ieltsRegistrationsOf(r.id)}>{t('ielts.dates.registrations')}</Link>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('ielts.dates.title')}
        crumbs={[{ title: t('menu.statistics') }, { title: t('ielts.dates.title') }]}
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('ielts.dates.create')}
          </Button>
        }
      />
      <IeltsList
        list={list}
        table="dates"
        columns={columns}
        choice={{
          label: t('ielts.fields.status'),
          text: (s) => (s === 'ALL' ? t('ielts.all') : t(`ielts.dateStatus.${s}`)),
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          <ExamDateModal
            key={editing === 'new' ? 'new' : String(editing.id)}
            examDate={editing === 'new' ? null : editing}
            tests={tests}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
