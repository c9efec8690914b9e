import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, RadioGroupField, SelectField } from '../../ui/form/nativeChoiceFields';
import { DateField } from '../../ui/form/dateFields';
import { TextAreaField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import type { ExamDateValues } from './ieltsSchemas';
import { EXAM_DATE_FIELDS, examDateSchema } from './ieltsSchemas';
import { useSaveExamDate } from './useSaveExamDate';
import type { Row, TestOption } from './ExamDatePage';

export function ExamDateModal({
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
