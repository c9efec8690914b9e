import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Modal, Row } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { SelectField } from '../../ui/form/choiceFields';
import { DateField, TimeField } from '../../ui/form/dateFields';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { END_TIME_AFTER_START, date, optionalText, optionalUrl, time } from '../../ui/form/rules';
import { useUpdateLesson } from './useUpdateLesson';

export const LessonEditModal_lesson = graphql(`
  fragment LessonEditModal_lesson on Lesson {
    id
    sessionNumber
    studyDate
    studyTimeStart
    studyTimeEnd
    recordLink
    slideLink
    status
    note
    description
  }
`);

const LESSON_STATUSES = ['SCHEDULED', 'DONE', 'CANCELED'] as const;

const lessonSchema = z
  .object({
    studyDate: date(),
    studyTimeStart: time(),
    studyTimeEnd: time(),
    status: z.enum(LESSON_STATUSES),
    recordLink: optionalUrl(),
    slideLink: optionalUrl(),
    note: optionalText(),
    description: optionalText(),
  })
  .refine((v) => v.studyTimeEnd > v.studyTimeStart, {
    path: ['studyTimeEnd'],
    message: END_TIME_AFTER_START,
  });

type LessonValues = z.infer<typeof lessonSchema>;
const FIELDS = Object.keys(lessonSchema.shape) as (keyof LessonValues)[];

/** A lesson's links, status and notes (the lesson table's columns). */
export function LessonEditModal({
  classId,
  lesson,
  onClose,
}: {
  classId: string;
  lesson: FragmentType<typeof LessonEditModal_lesson>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const l = getFragmentData(LessonEditModal_lesson, lesson);
  const update = useUpdateLesson(classId);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: zodResolver(lessonSchema),
    defaultValues: {
      studyDate: l.studyDate,
      studyTimeStart: l.studyTimeStart,
      studyTimeEnd: l.studyTimeEnd,
      status: l.status,
      recordLink: l.recordLink,
      slideLink: l.slideLink,
      note: l.note,
      description: l.description,
    },
  });

  const submit = handleSubmit(async (values) => {
    const outcome = await update({ id: String(l.id), ...values });
    if (!outcome || applyServerErrors(outcome.errors, setError, FIELDS)) return;
    onClose();
  });

  const title = t('schedule.editLesson', { number: l.sessionNumber });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      okButtonProps={{ loading: isSubmitting }}
      width={640}
    >
      <FormLayout onSubmit={() => void submit()} label={title}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <DateField control={control} name="studyDate" label={t('schedule.studyDate')} required />
          </Col>
          <Col xs={24} md={12}>
            <SelectField
              control={control}
              name="status"
              label={t('classDetail.status')}
              required
              options={LESSON_STATUSES.map((s) => ({ value: s, label: t(`lessonStatus.${s}`) }))}
            />
          </Col>
          <Col xs={12}>
            <TimeField
              control={control}
              name="studyTimeStart"
              label={t('classes.fields.studyTimeStart')}
              required
            />
          </Col>
          <Col xs={12}>
            <TimeField
              control={control}
              name="studyTimeEnd"
              label={t('classes.fields.studyTimeEnd')}
              required
            />
          </Col>
          <Col xs={24}>
            <TextField control={control} name="recordLink" type="url" label={t('schedule.recordLink')} />
          </Col>
          <Col xs={24}>
            <TextField control={control} name="slideLink" type="url" label={t('schedule.slideLink')} />
          </Col>
          <Col xs={24}>
            <TextAreaField control={control} name="description" label={t('schedule.description')} rows={2} />
          </Col>
          <Col xs={24}>
            <TextAreaField control={control} name="note" label={t('schedule.note')} rows={2} />
          </Col>
        </Row>
        <FormErrorAlert errors={errors} />
        {/* Enter in a field submits, as the OK button does. */}
        <button type="submit" hidden aria-hidden />
      </FormLayout>
    </Modal>
  );
}
