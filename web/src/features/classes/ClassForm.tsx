import { useQuery } from '@apollo/client/react';
import { Col, Row } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DocumentType, FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { CheckboxGroupField, NumberField, SelectField } from '../../ui/form/choiceFields';
import { DateField, TimeField } from '../../ui/form/dateFields';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import type { ServerFieldError } from '../../ui/form/serverErrors';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import type { ClassFormValues } from './classFields';
import { CLASS_FORM_FIELDS, EMPTY_CLASS, MAX_SESSIONS } from './classFields';
import type { classFormSchema } from './classSchema';
import { ExpectedEndDate } from './ExpectedEndDate';

export const ClassForm_class = graphql(`
  fragment ClassForm_class on Class {
    id
    name
    course {
      id
    }
    numberOfSessions
    weekdays
    startDate
    endDate
    studyTimeStart
    studyTimeEnd
    classroomOnline
    classroomOffline
    classCode
    description
    teachers {
      id
    }
    examiners {
      id
    }
  }
`);

const ClassFormOptionsQuery = graphql(`
  query ClassFormOptionsQuery($staff: Boolean!) {
    courses(pageSize: 300) {
      items {
        id
        name
      }
    }
    teachers: users(filter: { role: TEACHER, isActive: true }, pageSize: 300) @include(if: $staff) {
      items {
        id
        name
        email
      }
    }
    examiners: users(filter: { role: SPECIALIZE, isActive: true }, pageSize: 300) @include(if: $staff) {
      items {
        id
        name
        email
      }
    }
  }
`);

const toFormValues = (c: DocumentType<typeof ClassForm_class>): ClassFormValues => ({
  name: c.name,
  courseId: c.course ? String(c.course.id) : null,
  numberOfSessions: c.numberOfSessions,
  weekdays: [...c.weekdays],
  startDate: c.startDate,
  endDate: c.endDate ?? null,
  studyTimeStart: c.studyTimeStart,
  studyTimeEnd: c.studyTimeEnd,
  classroomOnline: c.classroomOnline,
  classroomOffline: c.classroomOffline,
  classCode: c.classCode,
  description: c.description,
  teacherIds: c.teachers.map((u) => String(u.id)),
  examinerIds: c.examiners.map((u) => String(u.id)),
});

/**
 * Create and edit a class. The expected end date is computed by the server as the start date, sessions and
 * weekdays are typed; an administrator also picks the teachers and examiners.
 */
export function ClassForm({
  klass,
  canPickStaff,
  onSubmit,
  submitLabel,
  onCancel,
}: {
  klass?: FragmentType<typeof ClassForm_class>;
  canPickStaff: boolean;
  onSubmit: (values: ClassFormValues) => Promise<readonly ServerFieldError[]>;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const existing = getFragmentData(ClassForm_class, klass);
  const options = useQuery(ClassFormOptionsQuery, { variables: { staff: canPickStaff } });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: lazyZodResolver<typeof classFormSchema>(() =>
      import('./classSchema').then((m) => m.classFormSchema),
    ),
    defaultValues: existing ? toFormValues(existing) : EMPTY_CLASS,
  });
  const [startDate, numberOfSessions, weekdays] = useWatch({
    control,
    name: ['startDate', 'numberOfSessions', 'weekdays'],
  });

  const submit = handleSubmit(async (values) => {
    applyServerErrors(await onSubmit(values), setError, CLASS_FORM_FIELDS);
  });

  const people = (list: { id: string | number; name: string; email: string }[] | undefined) =>
    (list ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` }));

  return (
    <FormLayout onSubmit={() => void submit()} label={submitLabel}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField control={control} name="name" label={t('classes.fields.name')} required />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            control={control}
            name="courseId"
            label={t('classes.fields.course')}
            allowClear
            loading={options.loading}
            options={(options.data?.courses.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </Col>
        <Col xs={24} md={12}>
          <DateField control={control} name="startDate" label={t('classes.fields.startDate')} required />
        </Col>
        <Col xs={24} md={12}>
          <NumberField
            control={control}
            name="numberOfSessions"
            label={t('classes.fields.numberOfSessions')}
            required
            min={1}
            max={MAX_SESSIONS}
          />
        </Col>
        <Col xs={24}>
          <CheckboxGroupField
            control={control}
            name="weekdays"
            label={t('classes.fields.weekdays')}
            required
            options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: format.weekday(d) }))}
          />
        </Col>
        <Col xs={24}>
          <ExpectedEndDate
            startDate={startDate}
            numberOfSessions={numberOfSessions}
            weekdays={weekdays}
            classId={existing ? String(existing.id) : undefined}
          />
        </Col>
        <Col xs={12} md={6}>
          <TimeField
            control={control}
            name="studyTimeStart"
            label={t('classes.fields.studyTimeStart')}
            required
          />
        </Col>
        <Col xs={12} md={6}>
          <TimeField
            control={control}
            name="studyTimeEnd"
            label={t('classes.fields.studyTimeEnd')}
            required
          />
        </Col>
        <Col xs={24} md={12}>
          <DateField control={control} name="endDate" label={t('classes.fields.endDate')} />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            control={control}
            name="classroomOnline"
            type="url"
            label={t('classes.fields.classroomOnline')}
            placeholder="https://meet.google.com/..."
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="classroomOffline" label={t('classes.fields.classroomOffline')} />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            control={control}
            name="classCode"
            label={t('classes.fields.classCode')}
            extra={existing ? undefined : t('classes.classCodeHint')}
          />
        </Col>
        {canPickStaff && (
          <>
            <Col xs={24} md={12}>
              <SelectField
                control={control}
                name="teacherIds"
                mode="multiple"
                label={t('classes.fields.teachers')}
                loading={options.loading}
                options={people(options.data?.teachers?.items)}
              />
            </Col>
            <Col xs={24} md={12}>
              <SelectField
                control={control}
                name="examinerIds"
                mode="multiple"
                label={t('classes.fields.examiners')}
                loading={options.loading}
                options={people(options.data?.examiners?.items)}
              />
            </Col>
          </>
        )}
        <Col xs={24}>
          <TextAreaField control={control} name="description" label={t('classes.fields.description')} />
        </Col>
      </Row>
      <FormErrorAlert errors={errors} />
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onCancel={onCancel} />
    </FormLayout>
  );
}
