import type { ResultOf } from '@graphql-typed-document-node/core';
import { academyToday } from '@lms/domain/calendar';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Tag } from 'antd';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { DataColumn } from '../../ui/DataTable';
import { NumberField, RadioGroupField } from '../../ui/form/nativeChoiceFields';
import { DateField } from '../../ui/form/dateFields';
import { TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { useFormatters } from '../../ui/format';
import { Button } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { IeltsList } from './IeltsTable';
import type { PromotionCodeValues } from './ieltsSchemas';
import { PROMOTION_CODE_FIELDS, promotionCodeSchema } from './ieltsSchemas';
import { useDong } from './money';
import { useIeltsList } from './useIeltsList';
import { useSavePromotionCode } from './useSavePromotionCode';

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

type Row = ResultOf<typeof PromotionCodeListQuery>['promotionCodes']['items'][number];
const STATUSES = ['ALL', 'ACTIVE', 'INACTIVE'] as const;

/** The end of a chosen day in the academy's time zone (UTC+7), as the expiry instant. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59+07:00`).toISOString();
const dayOf = (instant: string) => academyToday(new Date(instant));

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
        <PromotionCodeModal
          key={editing === 'new' ? 'new' : String(editing.id)}
          code={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function PromotionCodeModal({ code, onClose }: { code: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePromotionCode();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<PromotionCodeValues>({
    resolver: zodResolver(promotionCodeSchema),
    defaultValues: code
      ? {
          title: code.title,
          code: code.code,
          discountKind: code.discountKind,
          discountValue: code.discountValue,
          usageLimit: code.usageLimit ?? null,
          expiresAt: dayOf(code.expiresAt),
          status: code.status,
        }
      : {
          title: '',
          code: '',
          discountKind: 'PERCENT',
          discountValue: 10,
          usageLimit: null,
          expiresAt: '',
          status: 'ACTIVE',
        },
  });
  const kind = useWatch({ control, name: 'discountKind' });
  const submit = handleSubmit(async (values) => {
    const v = promotionCodeSchema.parse(values);
    const common = {
      title: v.title,
      discountKind: v.discountKind,
      discountValue: v.discountValue,
      usageLimit: v.usageLimit,
      expiresAt: endOfDay(v.expiresAt),
      status: v.status,
    };
    const result = await save(
      code ? { id: String(code.id), ...common } : { code: v.code, ...common },
      v.code,
    );
    if (!applyServerErrors(result.errors, setError, PROMOTION_CODE_FIELDS) && result.ok) onClose();
  });
  const title = code ? t('ielts.codes.editTitle', { code: code.code }) : t('ielts.codes.create');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={t('common.save')}
      onOk={() => void submit()}
      confirmLoading={isSubmitting}
    >
      <FormLayout onSubmit={() => void submit()} label={title}>
        <TextField control={control} name="title" label={t('ielts.codes.titleField')} required />
        <TextField
          control={control}
          name="code"
          label={t('ielts.codes.code')}
          required
          disabled={Boolean(code)}
        />
        <RadioGroupField
          control={control}
          name="discountKind"
          label={t('ielts.codes.kind')}
          options={(['PERCENT', 'AMOUNT'] as const).map((k) => ({
            value: k,
            label: t(`ielts.discountKind.${k}`),
          }))}
        />
        <NumberField
          control={control}
          name="discountValue"
          label={kind === 'PERCENT' ? t('ielts.codes.percent') : t('ielts.codes.amount')}
          required
          min={1}
          max={kind === 'PERCENT' ? 100 : undefined}
          step={kind === 'PERCENT' ? 1 : 10000}
        />
        <NumberField control={control} name="usageLimit" label={t('ielts.codes.usageLimit')} min={1} />
        <DateField control={control} name="expiresAt" label={t('ielts.codes.expiresAt')} required />
        <RadioGroupField
          control={control}
          name="status"
          label={t('ielts.fields.status')}
          options={(['ACTIVE', 'INACTIVE'] as const).map((s) => ({
            value: s,
            label: t(`ielts.codeStatus.${s}`),
          }))}
        />
        <FormErrorAlert errors={errors} />
      </FormLayout>
    </Modal>
  );
}
