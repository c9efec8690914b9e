import { Col, Divider, Row, Select, Switch } from 'antd';
import { Form } from '../../ui/form/FormItem';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DocumentType, FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { RadioGroupField, SelectField } from '../../ui/form/choiceFields';
import { DateField } from '../../ui/form/dateFields';
import { Controlled, TextAreaField, TextField, invalidProps } from '../../ui/form/fields';
import { STUDENT_PROFILE_STATUSES } from '../../shared/StatusTags';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import type { ServerFieldError } from '../../ui/form/serverErrors';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import type { UserFormValues } from './userFields';
import { EMPTY_USER, GENDERS, ROLES, USER_FORM_FIELDS } from './userFields';
import type { userFormSchema } from './userSchema';

export const UserForm_user = graphql(`
  fragment UserForm_user on User {
    id
    email
    name
    role
    firstName
    lastName
    phone
    subEmail
    dateOfBirth
    gender
    address
    link
    workPlace
    studentStatus
    passport
    isActive
  }
`);

const toFormValues = (u: DocumentType<typeof UserForm_user>): UserFormValues => ({
  email: u.email,
  name: u.name,
  role: u.role,
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
  subEmail: u.subEmail ?? '',
  dateOfBirth: u.dateOfBirth ?? null,
  gender: u.gender ?? 'MALE',
  address: u.address ?? '',
  link: u.link ?? '',
  workPlace: u.workPlace ?? '',
  studentStatus: u.studentStatus ?? '',
  passport: u.passport ?? '',
  isActive: u.isActive ?? true,
});

/** The administrator's user form; the server's mistakes land under their fields, the values stay. */
export function UserForm({
  user,
  onSubmit,
  submitLabel,
  onCancel,
}: {
  user?: FragmentType<typeof UserForm_user>;
  onSubmit: (values: UserFormValues) => Promise<readonly ServerFieldError[]>;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const existing = getFragmentData(UserForm_user, user);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: lazyZodResolver<typeof userFormSchema>(() =>
      import('./userSchema').then((m) => m.userFormSchema),
    ),
    defaultValues: existing ? toFormValues(existing) : EMPTY_USER,
  });

  const submit = handleSubmit(async (values) => {
    const serverErrors = await onSubmit(values);
    applyServerErrors(serverErrors, setError, USER_FORM_FIELDS);
  });

  return (
    <FormLayout onSubmit={() => void submit()} label={submitLabel}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField control={control} name="email" type="email" label={t('users.fields.email')} required />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="name" label={t('users.fields.name')} required />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="lastName" label={t('users.fields.lastName')} />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="firstName" label={t('users.fields.firstName')} />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            control={control}
            name="role"
            label={t('users.fields.role')}
            required
            options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
        </Col>
        <Col xs={24} md={12}>
          {/* Free text in the API (docs/product.md point 5): the academy's codes by their labels, any other value kept. */}
          <Controlled
            control={control}
            name="studentStatus"
            label={t('users.fields.studentStatus')}
            render={({ id, field, invalid }) => (
              <Select<string | null>
                id={id}
                allowClear
                value={typeof field.value === 'string' && field.value ? field.value : null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                options={[
                  ...STUDENT_PROFILE_STATUSES.map((code) => ({
                    value: code,
                    label: t(`studentProfileStatus.${code}`),
                  })),
                  ...(existing?.studentStatus &&
                  !(STUDENT_PROFILE_STATUSES as readonly string[]).includes(existing.studentStatus)
                    ? [{ value: existing.studentStatus, label: existing.studentStatus }]
                    : []),
                ]}
                virtual={false}
                {...invalidProps(invalid)}
              />
            )}
          />
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('users.contact')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField control={control} name="phone" type="tel" label={t('users.fields.phone')} />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="subEmail" type="email" label={t('users.fields.subEmail')} />
        </Col>
        <Col xs={24} md={12}>
          <DateField control={control} name="dateOfBirth" label={t('users.fields.dateOfBirth')} />
        </Col>
        <Col xs={24} md={12}>
          <RadioGroupField
            control={control}
            name="gender"
            label={t('users.fields.gender')}
            options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="link" type="url" label={t('users.fields.link')} />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="workPlace" label={t('users.fields.workPlace')} />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="passport" label={t('users.fields.passport')} />
        </Col>
        <Col xs={24}>
          <TextAreaField control={control} name="address" label={t('users.fields.address')} rows={2} />
        </Col>
        {existing && (
          <Col xs={24}>
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <Form.Item label={t('users.fields.isActive')}>
                  <Switch
                    checked={field.value}
                    onChange={field.onChange}
                    aria-label={t('users.fields.isActive')}
                    checkedChildren={t('users.active')}
                    unCheckedChildren={t('users.disabled')}
                  />
                </Form.Item>
              )}
            />
          </Col>
        )}
      </Row>
      <FormErrorAlert errors={errors} />
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onCancel={onCancel} />
    </FormLayout>
  );
}
