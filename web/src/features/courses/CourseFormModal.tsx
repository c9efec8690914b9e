import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { SelectField } from '../../ui/form/choiceFields';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import type { ServerFieldError } from '../../ui/form/serverErrors';
import { applyServerErrors } from '../../ui/form/serverErrors';
import type { CourseFormValues } from './courseSchema';
import { COURSE_FORM_FIELDS, EMPTY_COURSE, TARGET_BANDS, bandOption, courseFormSchema } from './courseSchema';

export const CourseForm_course = graphql(`
  fragment CourseForm_course on Course {
    id
    name
    description
    targetBand
  }
`);

/**
 * The course form in a dialog, for a new course (no `course`) or an existing one. The server's mistakes
 * (a name already used) land under their fields and the dialog stays open with what was typed.
 */
export function CourseFormModal({
  course,
  onSubmit,
  onClose,
}: {
  course?: FragmentType<typeof CourseForm_course>;
  /** Sends the values; the dialog closes when the answer has no mistakes. */
  onSubmit: (values: CourseFormValues) => Promise<{ ok: boolean; errors: readonly ServerFieldError[] }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const existing = getFragmentData(CourseForm_course, course);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: zodResolver(courseFormSchema),
    defaultValues: existing
      ? {
          name: existing.name,
          description: existing.description,
          targetBand: bandOption(existing.targetBand),
        }
      : EMPTY_COURSE,
  });

  const submit = handleSubmit(async (values) => {
    const { ok, errors: serverErrors } = await onSubmit(values);
    if (!applyServerErrors(serverErrors, setError, COURSE_FORM_FIELDS) && ok) onClose();
  });

  const title = existing ? t('courses.editTitle', { name: existing.name }) : t('courses.createTitle');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={existing ? t('common.save') : t('courses.create')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      okButtonProps={{ loading: isSubmitting }}
      width={560}
    >
      <FormLayout onSubmit={() => void submit()} label={title}>
        <TextField control={control} name="name" label={t('courses.fields.name')} required />
        <SelectField
          control={control}
          name="targetBand"
          label={t('courses.fields.targetBand')}
          allowClear
          placeholder={t('courses.noBand')}
          options={TARGET_BANDS.map((band) => ({ value: band, label: band }))}
        />
        <TextAreaField
          control={control}
          name="description"
          label={t('courses.fields.description')}
          rows={4}
        />
        <FormErrorAlert errors={errors} />
        {/* Enter in a field submits, as the OK button does. */}
        <button type="submit" hidden aria-hidden />
      </FormLayout>
    </Modal>
  );
}
