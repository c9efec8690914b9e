import { useQuery } from '@apollo/client/react';
import { Flex, Input, Segmented, Select } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ReportKind } from '../../gql/graphql';
import { useConstants } from '../../shared/constants';
import { Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import { ReportTable } from './ReportTable';
import { useResolveReport } from './useResolveReport';

// The report's dialog loads when a report is first opened.
const ReportDetailModal = lazy(() =>
  import('./ReportDetailModal').then((m) => ({ default: m.ReportDetailModal })),
);

const ReportListQuery = graphql(`
  query ReportListQuery($filter: ReportFilter, $page: Int, $pageSize: Int) {
    reports(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        ...ReportTable_reports
      }
    }
  }
`);

const FILTERS = ['status', 'kind'] as const;
const KINDS: ReportKind[] = ['WRONG_KEY', 'TYPO', 'MEDIA', 'UNCLEAR', 'OTHER'];
/** `?status=` in the address: open by default (what waits for an administrator), `all` for both. */
const STATUS_CHOICES = ['OPEN', 'RESOLVED', 'ALL'] as const;

/**
 * `/manageStatistics/manageReport` (administrators): the problems users reported on exercises, open ones
 * first; open the exercise, read the report and resolve it, which mails the reporter.
 */
export function ReportListPage() {
  const { t } = useTranslation();
  const constants = useConstants();
  const { page, pageSize, search, filters, update } = useListParams(FILTERS, constants.page_size);
  const status = (STATUS_CHOICES as readonly string[]).includes(filters.status ?? '')
    ? (filters.status as (typeof STATUS_CHOICES)[number])
    : 'OPEN';
  const kind = KINDS.includes(filters.kind as ReportKind) ? (filters.kind as ReportKind) : undefined;
  const { data, previousData, loading } = useQuery(ReportListQuery, {
    variables: {
      page,
      pageSize,
      filter: {
        status: status === 'ALL' ? undefined : status,
        kind,
        search: search || undefined,
      },
    },
  });
  const reports = (data ?? previousData)?.reports;
  const resolve = useResolveReport();
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = reports?.items.find((r) => String(r.id) === openId);

  return (
    <>
      <PageHeader
        title={t('reports.title')}
        crumbs={[{ title: t('menu.statistics') }, { title: t('reports.title') }]}
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Segmented
            aria-label={t('reports.fields.status')}
            value={status}
            options={STATUS_CHOICES.map((s) => ({ value: s, label: t(`reports.status.${s}`) }))}
            onChange={(value) => update({ status: value === 'OPEN' ? null : value })}
          />
          <Select
            aria-label={t('reports.fields.kind')}
            placeholder={t('reports.allKinds')}
            allowClear
            value={kind}
            style={{ minWidth: 200 }}
            options={KINDS.map((k) => ({ value: k, label: t(`report.kinds.${k}`) }))}
            onChange={(value: ReportKind | undefined) => update({ kind: value ?? null })}
          />
          <Input.Search
            aria-label={t('reports.searchLabel')}
            placeholder={t('reports.searchPlaceholder')}
            defaultValue={search}
            allowClear
            onSearch={(value) => update({ search: value.trim() })}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <ReportTable
          reports={reports?.items ?? []}
          loading={loading}
          pagination={{ current: page, pageSize, total: reports?.total ?? 0 }}
          onChange={(p, size) => update({ page: p, pageSize: size }, false)}
          onOpen={setOpenId}
        />
      </Card>
      {opened && (
        <Suspense fallback={null}>
          <ReportDetailModal
            key={String(opened.id)}
            report={opened}
            onResolve={resolve}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </>
  );
}
