import type { ResultOf } from '@graphql-typed-document-node/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { examTypeText } from './examType';
import { paths } from '../../shared/paths';
import type { DataColumn } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { Button, Space } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { useConfirm } from '../../ui/useConfirm';
import { PaymentStatusTag } from './IeltsStatusTag';
import { IeltsList } from './IeltsTable';
import { useDong } from './money';
import { useIeltsList } from './useIeltsList';
import { useRefundPayment } from './useRefundPayment';

// The form (its fields, rules and pickers) loads when the dialog first opens.
const ConfirmPaymentModal = lazy(() =>
  import('./ConfirmPaymentModal').then((m) => ({ default: m.ConfirmPaymentModal })),
);

const ImportStatementModal = lazy(() =>
  import('./ImportStatementModal').then((m) => ({ default: m.ImportStatementModal })),
);

const PaymentListQuery = graphql(`
  query PaymentListQuery($filter: IeltsPaymentFilter, $page: Int, $pageSize: Int) {
    ieltsPayments(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        invoice
        registrationId
        examType
        examSkillPackage
        examFormat
        unitPrice
        discount
        amount
        status
        method
        paidAt
        createdAt
        candidate {
          id
          name
          email
        }
        promotionCode {
          id
          code
        }
      }
    }
  }
`);

export type Row = ResultOf<typeof PaymentListQuery>['ieltsPayments']['items'][number];
const STATUSES = ['PENDING', 'PAID', 'REFUNDED', 'CANCELED', 'ALL'] as const;

/**
 * `/manageStatistics/paymentInfomation` (administrators): the candidates' payments; confirming one (the
 * amount received must match the invoice; confirming twice is harmless), refunding a paid one or canceling
 * a pending one (its registration is canceled); importing a bank statement confirms the transfers that
 * name an invoice with its exact amount.
 */
export function PaymentListPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const dong = useDong();
  const [confirm, confirmHolder] = useConfirm();
  const list = useIeltsList(PaymentListQuery, {
    choice: { name: 'status', values: STATUSES, fallback: 'ALL' },
    filter: ({ search, choice }) => ({ status: choice, search: search || undefined }),
    list: (data) => data.ieltsPayments,
  });
  const refund = useRefundPayment();
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [importing, setImporting] = useState(false);

  const refundPayment = async (row: Row) => {
    const title =
      row.status === 'PAID'
        ? t('ielts.payments.refundConfirm', { invoice: row.invoice })
        : t('ielts.payments.cancelConfirm', { invoice: row.invoice });
    if (!(await confirm({ title, okButtonProps: { danger: true } }))) return;
    await refund(String(row.id), row.status === 'PAID');
  };

  const columns: DataColumn<Row>[] = [
    { key: 'invoice', title: t('ielts.fields.invoice'), dataIndex: 'invoice' },
    {
      key: 'candidate',
      title: t('ielts.fields.candidate'),
      render: (_, r) => (
        <>
          {r.candidate.name}
          <br />
          <small>{r.candidate.email}</small>
        </>
      ),
    },
    { key: 'examType', title: t('ielts.fields.examType'), render: (_, r) => examTypeText(t, r) },
    { key: 'unitPrice', title: t('ielts.fields.unitPrice'), render: (_, r) => dong(r.unitPrice) },
    {
      key: 'promotion',
      title: t('ielts.fields.promotionCode'),
      render: (_, r) => (r.promotionCode ? `${r.promotionCode.code} (−${dong(r.discount)})` : '—'),
    },
    { key: 'amount', title: t('ielts.fields.amountDue'), render: (_, r) => dong(r.amount) },
    {
      key: 'status',
      title: t('ielts.fields.paymentStatus'),
      render: (_, r) => <PaymentStatusTag status={r.status} />,
    },
    {
      key: 'paidAt',
      title: t('ielts.fields.paidAt'),
      render: (_, r) =>
        r.paidAt
          ? `${fmt.dateTime(r.paidAt)}${r.method ? ` · ${t(`ielts.paymentMethod.${r.method}`)}` : ''}`
          : '—',
    },
    {
      key: 'createdAt',
      title: t('ielts.fields.issuedAt'),
      optional: true,
      render: (_, r) => fmt.date(r.createdAt),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      actions: true,
      render: (_, r) => (
        <Space wrap>
          {r.status === 'PENDING' && (
            <Button type="primary" size="small" onClick={() => setConfirming(r)}>
              {t('ielts.payments.confirm')}
            </Button>
          )}
          {(r.status === 'PENDING' || r.status === 'PAID') && (
            <Button danger size="small" onClick={() => void refundPayment(r)}>
              {r.status === 'PAID' ? t('ielts.payments.refund') : t('ielts.payments.cancel')}
            </Button>
          )}
          {r.registrationId && (
            <Link to={paths.ieltsRegistration(r.registrationId)}>{t('ielts.registrations.open')}</Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={t('ielts.payments.title')}
        crumbs={[{ title: t('menu.statistics') }, { title: t('ielts.payments.title') }]}
        extra={
          <Button type="primary" onClick={() => setImporting(true)}>
            {t('ielts.payments.importStatement')}
          </Button>
        }
      />
      <IeltsList
        list={list}
        table="payments"
        columns={columns}
        search={t('ielts.payments.search')}
        choice={{
          label: t('ielts.fields.paymentStatus'),
          text: (s) => (s === 'ALL' ? t('ielts.all') : t(`ielts.paymentStatus.${s}`)),
        }}
      />
      {importing && (
        <Suspense fallback={null}>
          <ImportStatementModal onClose={() => setImporting(false)} />
        </Suspense>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmPaymentModal
            key={String(confirming.id)}
            payment={confirming}
            onClose={() => setConfirming(null)}
          />
        </Suspense>
      )}
    </>
  );
}
