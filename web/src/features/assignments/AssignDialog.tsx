import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Modal, Row, Typography } from 'antd';
import { examModeByDefault } from '@lms/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { AssignmentKind, ReviewWhen } from '../../gql/graphql';
import { useConstants } from '../../shared/constants';
import { NumberField, SelectField, SwitchField } from '../../ui/form/choiceFields';
import { DateField, TimeField } from '../../ui/form/dateFields';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import {
  ASSIGNMENT_FORM_FIELDS,
  ASSIGNMENT_KINDS,
  REVIEW_FIELDS,
  REVIEW_WHENS,
  SERVER_FIELD_RENAME,
  reviewDefaults,
  type AssignmentFormValues,
  assignmentFormSchema,
  assignmentValues,
  emptyAssignment,
  toAssignmentInput,
} from './assignmentSchema';
import { useCreateAssignment } from './useCreateAssignment';
import { useUpdateAssignment } from './useUpdateAssignment';
import { useAssignmentRuleMessages } from './ruleMessages';

const AssignDialogOptionsQuery = graphql(`
  query AssignDialogOptionsQuery($withClasses: Boolean!) {
    classes(pageSize: 300) @include(if: $withClasses) {
      items {
        id
        name
        viewerCanManage
      }
    }
    tags(pageSize: 300) {
      items {
        id
        name
      }
    }
  }
`);

const AssignDialogExercisesQuery = graphql(`
  query AssignDialogExercisesQuery($search: String) {
    exercises(search: $search, pageSize: 20) {
      items {
        id
        name
        store
      }
    }
  }
`);

/** The assignment an edit starts from (the page's own query selects these fields). */
export interface EditedAssignment {
  id: string | number;
  class?: { id: string | number; name: string } | null;
  exercise: { id: string | number; name: string };
  kind: AssignmentKind;
  title: string;
  tutorial: string;
  tag?: { id: string | number; name: string } | null;
  startAt?: string | null;
  deadline?: string | null;
  timeLimit?: number | null;
  minScore: number;
  maxScore: number;
  maxAccesses: number;
  examMode: boolean;
  maxAttempts: number;
  reviewOptions: { answers: ReviewWhen; score: ReviewWhen; keys: ReviewWhen; feedback: ReviewWhen };
}

/**
 * The assign dialog (issue 12): from a class (the exercise is chosen here, searching every store the viewer
 * may read), from an exercise of the bank (the class is chosen here, among those the viewer manages), or
 * editing an assignment. The rules of @lms/domain show under their fields before sending; the server's
 * mistakes land under theirs, and nothing typed is lost.
 */
export function AssignDialog({
  classOf,
  exerciseOf,
  assignment,
  onClose,
}: {
  /** Assigning in this class. */
  classOf?: { id: string; name: string };
  /** Assigning this exercise. */
  exerciseOf?: { id: string; name: string };
  /** Editing this assignment. */
  assignment?: EditedAssignment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useAssignmentRuleMessages();
  const constants = useConstants();
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const editedClass = assignment?.class;
  const fixedClass = editedClass ? { id: String(editedClass.id), name: editedClass.name } : classOf;
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const options = useQuery(AssignDialogOptionsQuery, { variables: { withClasses: !fixedClass } });
  const exercises = useQuery(AssignDialogExercisesQuery, {
    variables: { search: debounced.trim() || undefined },
    skip: Boolean(exerciseOf),
  });
  const schema = useMemo(() => assignmentFormSchema(assignment?.deadline), [assignment?.deadline]);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { isSubmitting, errors },
  } = useForm<AssignmentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: assignment
      ? assignmentValues(assignment)
      : emptyAssignment({
          classId: classOf?.id,
          exerciseId: exerciseOf?.id,
          title: exerciseOf?.name,
          maxAccesses: constants.max_accesses,
        }),
  });

  // Exam mode follows the kind (tests and IELTS are exams, @lms/domain) until the teacher sets it.
  const kind = useWatch({ control, name: 'kind' });
  const previousKind = useRef(kind);
  useEffect(() => {
    if (previousKind.current === kind) return;
    previousKind.current = kind;
    const chosen = getFieldState('examMode');
    if (!chosen.isDirty && !chosen.isTouched) setValue('examMode', examModeByDefault(kind));
    // So do the attempts and the review options (issue 26 point 1).
    for (const [field, value] of Object.entries(reviewDefaults(kind)) as [
      keyof ReturnType<typeof reviewDefaults>,
      never,
    ][]) {
      const state = getFieldState(field);
      if (!state.isDirty && !state.isTouched) setValue(field, value);
    }
  }, [kind, getFieldState, setValue]);

  const exerciseOptions = useMemo(() => {
    const edited = assignment?.exercise;
    const known = exerciseOf ?? (edited && { id: String(edited.id), name: edited.name });
    const found = ((exercises.data ?? exercises.previousData)?.exercises.items ?? []).map((e) => ({
      value: String(e.id),
      label: `${e.name} · ${t(`bankStore.${e.store}`)}`,
    }));
    return known && !found.some((o) => o.value === known.id)
      ? [{ value: known.id, label: known.name }, ...found]
      : found;
  }, [exercises.data, exercises.previousData, exerciseOf, assignment?.exercise, t]);

  const classOptions = fixedClass
    ? [{ value: fixedClass.id, label: fixedClass.name }]
    : (options.data?.classes?.items ?? [])
        .filter((c) => c.viewerCanManage)
        .map((c) => ({ value: String(c.id), label: c.name }));

  const submit = handleSubmit(async (values) => {
    const { classId: _fixed, ...settings } = toAssignmentInput(values);
    const { ok, errors: serverErrors } = assignment
      ? await update({ ...settings, id: String(assignment.id) })
      : await create({ ...settings, classId: values.classId });
    if (!applyServerErrors(serverErrors, setError, ASSIGNMENT_FORM_FIELDS, SERVER_FIELD_RENAME) && ok)
      onClose();
  });

  const title = assignment
    ? t('assign.editTitle', { name: assignment.title })
    : fixedClass
      ? t('assign.titleForClass', { name: fixedClass.name })
      : t('assign.titleForExercise', { name: exerciseOf?.name ?? '' });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={assignment ? t('common.save') : t('assign.submit')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      okButtonProps={{ loading: isSubmitting }}
      width={720}
    >
      <FormLayout onSubmit={() => void submit()} label={title}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <SelectField
              control={control}
              name="classId"
              label={t('assign.fields.class')}
              required
              disabled={Boolean(fixedClass)}
              loading={options.loading}
              options={classOptions}
            />
          </Col>
          <Col xs={24} md={12}>
            <SelectField
              control={control}
              name="exerciseId"
              label={t('assign.fields.exercise')}
              required
              disabled={Boolean(exerciseOf)}
              loading={exercises.loading}
              onSearch={setSearch}
              placeholder={t('assign.searchExercise')}
              options={exerciseOptions}
            />
          </Col>
          <Col xs={24} md={12}>
            <TextField control={control} name="title" label={t('assign.fields.title')} required />
          </Col>
          <Col xs={24} md={12}>
            <SelectField
              control={control}
              name="kind"
              label={t('assign.fields.kind')}
              required
              options={ASSIGNMENT_KINDS.map((k) => ({ value: k, label: t(`assignmentKind.${k}`) }))}
            />
          </Col>
          <Col span={24}>
            <TextAreaField control={control} name="tutorial" label={t('assign.fields.tutorial')} rows={3} />
          </Col>
          <Col xs={24} md={8}>
            <DateField control={control} name="startDate" label={t('assign.fields.startDate')} />
          </Col>
          <Col xs={12} md={8}>
            <DateField control={control} name="deadlineDate" label={t('assign.fields.deadlineDate')} />
          </Col>
          <Col xs={12} md={8}>
            <TimeField control={control} name="deadlineTime" label={t('assign.fields.deadlineTime')} />
          </Col>
          <Col xs={12} md={6}>
            <NumberField
              control={control}
              name="timeLimit"
              label={t('assign.fields.timeLimit')}
              extra={t('assign.timeLimitHint')}
            />
          </Col>
          <Col xs={12} md={6}>
            <NumberField control={control} name="minScore" label={t('assign.fields.minScore')} required />
          </Col>
          <Col xs={12} md={6}>
            <NumberField control={control} name="maxScore" label={t('assign.fields.maxScore')} required />
          </Col>
          <Col xs={12} md={6}>
            <NumberField
              control={control}
              name="maxAccesses"
              label={t('assign.fields.maxAccesses')}
              required
            />
          </Col>
          <Col xs={24} md={8}>
            <NumberField
              control={control}
              name="maxAttempts"
              label={t('assign.fields.maxAttempts')}
              extra={t('assign.maxAttemptsHint')}
              required
            />
          </Col>
          <Col span={24}>
            <Typography.Text strong>{t('assign.reviewTitle')}</Typography.Text>
            <Typography.Paragraph type="secondary">{t('assign.reviewHint')}</Typography.Paragraph>
          </Col>
          {REVIEW_FIELDS.map((field) => (
            <Col xs={12} md={6} key={field}>
              <SelectField
                control={control}
                name={field}
                label={t(`assign.fields.${field}`)}
                required
                options={REVIEW_WHENS.map((w) => ({ value: w, label: t(`reviewWhen.${w}`) }))}
              />
            </Col>
          ))}
          <Col span={24}>
            <SwitchField
              control={control}
              name="examMode"
              label={t('assign.fields.examMode')}
              extra={t('assign.examModeHint')}
            />
          </Col>
          <Col span={24}>
            <SelectField
              control={control}
              name="tagId"
              label={t('assign.fields.tag')}
              allowClear
              options={(options.data?.tags.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
            />
          </Col>
        </Row>
        <FormErrorAlert errors={errors} />
        <button type="submit" hidden aria-hidden />
      </FormLayout>
    </Modal>
  );
}
