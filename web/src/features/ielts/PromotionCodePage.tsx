import type { ResultOf } from '@graphql-typed-document-node/core';
import { Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { DataColumn } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { Button } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { IeltsList } from './IeltsTable';
import { useDong } from './money';
import { useIeltsList } from './useIeltsList';

// The form (its fields, rules and pickers) loads when the dialog first opens.
const PromotionCodeModal = lazy(() =>
  import('./PromotionCodeModal').then((m) => ({ default: m.PromotionCodeModal })),
);

const PromotionCodeListQuery = graphql(`
  query PromotionCodeListQuery($filter: PromotionCodeFilter, $page: Int, $pageSize: Int) {
    promotionCodes(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        title
        code
        discountKind
        discountValue
        usageLimit
        usedCount
        status
        createdAt
        expiresAt
        usable
      }
    }
  }
`);

export type Row = ResultOf<typeof PromotionCodeListQuery>['promotionCodes']['items'][number];
const STATUSES = ['ALL', 'ACTIVE', 'INACTIVE'] as const;

/**
 * `/manageStatistics/manageCode` (administrators): promotion codes — title, code, percentage or amount,
 * created and expiry dates, usage limit and uses, status; created, changed and switched off here.
 */
export function PromotionCodePage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const dong = useDong();
  const list = useIeltsList(PromotionCodeListQuery, {
    choice: { name: 'status', values: STATUSES, fallback: 'ALL' },
    filter: ({ search, choice }) => ({ status: choice, search: search || undefined }),
    list: (data) => data.promotionCodes,
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  const columns: DataColumn<Row>[] = [
    { key: 'code', title: t('ielts.codes.code'), render: (_, r) => <code>{r.code}</code> },
    { key: 'title', title: t('ielts.codes.titleField'), dataIndex: 'title' },
    {
      key: 'discount',
      title: t('ielts.fields.discount'),
      render: (_, r) => (r.discountKind === 'PERCENT' ? `${r.discountValue}%` : dong(r.discountValue)),
    },
    {
      key: 'usage',
      title: t('ielts.codes.usage'),
      render: (_, r) =>
        r.usageLimit === null || r.usageLimit === undefined
          ? t('ielts.codes.usedUnlimited', { used: r.usedCount })
          : t('ielts.codes.used', { used: r.usedCount, limit: r.usageLimit }),
    },
    { key: 'createdAt', title: t('ielts.codes.createdAt'), render: (_, r) => fmt.date(r.createdAt) },
    { key: 'expiresAt', title: t('ielts.codes.expiresAt'), render: (_, r) => fmt.date(r.expiresAt) },
    {
      key: 'status',
      title: t('ielts.fields.status'),
      render: (_, r) => (
        <>
          <Tag color={r.status === 'ACTIVE' ? 'green' : 'default'}>{t(`ielts.codeStatus.${r.status}`)}</Tag>
          {r.status === 'ACTIVE' && !r.usable && <Tag color="orange">{t('ielts.codes.notUsable')}</Tag>}
        </>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      actions: true,
      render: (_, r) => (
        <Button
          size="small"
          onClick={() => setEditing(r)}
          aria-label={t('ielts.codes.editOf', { code: r.code })}
        >
          {t('common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('ielts.codes.title')}
        crumbs={[{ title: t('menu.statistics') }, { title: t('ielts.codes.title') }]}
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('ielts.codes.create')}
          </Button>
        }
      />
      <IeltsList
        list={list}
        table="codes"
        columns={columns}
        search={t('ielts.codes.search')}
        choice={{
          label: t('ielts.fields.status'),
          text: (s) => (s === 'ALL' ? t('ielts.all') : t(`ielts.codeStatus.${s}`)),
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          <PromotionCodeModal
            key={editing === 'new' ? 'new' : String(editing.id)}
            code={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
