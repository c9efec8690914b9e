import type { ResultOf } from '@graphql-typed-document-node/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Tag } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { IeltsExamDateStatus } from '../../gql/graphql';
import { paths } from '../../shared/paths';
import type { DataColumn } from '../../ui/DataTable';
import { NumberField, RadioGroupField, SelectField } from '../../ui/form/nativeChoiceFields';
import { DateField } from '../../ui/form/dateFields';
import { TextAreaField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { useFormatters } from '../../ui/format';
import { Button, Space } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { IeltsList } from './IeltsTable';
import type { ExamDateValues } from './ieltsSchemas';
import { EXAM_DATE_FIELDS, examDateSchema } from './ieltsSchemas';
import { useDong } from './money';
import { useIeltsList } from './useIeltsList';
import { useSaveExamDate } from './useSaveExamDate';

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
type Row = Data['ieltsExamDates']['items'][number];
type TestOption = Data['ieltsTests']['items'][number];
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
        <ExamDateModal
          key={editing === 'new' ? 'new' : String(editing.id)}
          examDate={editing === 'new' ? null : editing}
          tests={tests}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function ExamDateModal({
  examDate,
  tests,
  onClose,
}: {
  examDate: Row | null;
  tests: readonly TestOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveExamDate();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<ExamDateValues>({
    resolver: zodResolver(examDateSchema),
    defaultValues: examDate
      ? {
          examDate: examDate.examDate.slice(0, 10),
          shift: examDate.shift,
          testId: examDate.test ? String(examDate.test.id) : '',
          description: examDate.description,
          skillPackage: examDate.skillPackage,
          format: examDate.format,
          status: examDate.status,
          unitPrice: examDate.unitPrice,
          capacity: examDate.capacity,
        }
      : {
          examDate: '',
          shift: 'MORNING',
          testId: '',
          description: '',
          skillPackage: 'FOUR_SKILLS',
          format: 'COMPUTER',
          status: 'OPEN',
          unitPrice: 1500000,
          capacity: 30,
        },
  });
  const submit = handleSubmit(async (values) => {
    const result = await save(examDate ? { id: String(examDate.id), ...values } : values);
    if (!applyServerErrors(result.errors, setError, EXAM_DATE_FIELDS) && result.ok) onClose();
  });
  const title = examDate ? t('ielts.dates.editTitle') : t('ielts.dates.create');
  const enumOptions = <V extends string>(values: readonly V[], key: string) =>
    values.map((v) => ({ value: v, label: t(`ielts.${key}.${v}`) }));
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
        <DateField control={control} name="examDate" label={t('ielts.fields.examDate')} required />
        <RadioGroupField
          control={control}
          name="shift"
          label={t('ielts.fields.shift')}
          options={enumOptions(['MORNING', 'AFTERNOON'] as const, 'shift')}
        />
        <SelectField
          control={control}
          name="testId"
          label={t('ielts.fields.test')}
          required
          placeholder={t('common.choose')}
          options={tests
            .filter((x) => x.active || String(x.id) === String(examDate?.test?.id))
            .map((x) => ({ value: String(x.id), label: x.name }))}
        />
        <RadioGroupField
          control={control}
          name="skillPackage"
          label={t('ielts.fields.skillPackage')}
          options={enumOptions(['THREE_SKILLS', 'FOUR_SKILLS'] as const, 'skillPackage')}
        />
        <RadioGroupField
          control={control}
          name="format"
          label={t('ielts.fields.format')}
          options={enumOptions(['COMPUTER', 'PAPER'] as const, 'format')}
        />
        <RadioGroupField
          control={control}
          name="status"
          label={t('ielts.fields.status')}
          options={enumOptions(['OPEN', 'CLOSED', 'CANCELED'] as const, 'dateStatus')}
        />
        <NumberField
          control={control}
          name="unitPrice"
          label={t('ielts.fields.unitPrice')}
          required
          min={0}
          step={50000}
        />
        <NumberField
          control={control}
          name="capacity"
          label={t('ielts.dates.capacity')}
          required
          min={1}
          max={500}
        />
        <TextAreaField control={control} name="description" label={t('ielts.fields.description')} rows={3} />
        <FormErrorAlert errors={errors} />
      </FormLayout>
    </Modal>
  );
}
