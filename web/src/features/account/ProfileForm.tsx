import { Col, Row } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { RadioGroupField } from '../../ui/form/choiceFields';
import { DateField } from '../../ui/form/dateFields';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import type { ServerFieldError } from '../../ui/form/serverErrors';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { Button } from '../../ui/native';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import type { profileSchema } from './accountSchemas';
import type { ProfileValues } from './profileFields';
import { PROFILE_FIELDS } from './profileFields';

export const ProfileForm_user = graphql(`
  fragment ProfileForm_user on User {
    id
    email
    name
    firstName
    lastName
    dateOfBirth
    gender
    phone
    subEmail
    link
    workPlace
    address
    passport
  }
`);

/** The signed-in user's own profile (docs/product.md point 3 fields, point 5 messages). */
export function ProfileForm({
  user,
  onSubmit,
}: {
  user: FragmentType<typeof ProfileForm_user>;
  onSubmit: (values: ProfileValues) => Promise<readonly ServerFieldError[]>;
}) {
  const { t } = useTranslation();
  const u = getFragmentData(ProfileForm_user, user);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors, isDirty },
  } = useForm({
    resolver: lazyZodResolver<typeof profileSchema>(() =>
      import('./accountSchemas').then((m) => m.profileSchema),
    ),
    defaultValues: {
      name: u.name,
      firstName: u.firstName,
      lastName: u.lastName,
      dateOfBirth: u.dateOfBirth ?? '',
      gender: u.gender ?? 'MALE',
      phone: u.phone,
      subEmail: u.subEmail ?? '',
      link: u.link ?? '',
      workPlace: u.workPlace ?? '',
      address: u.address ?? '',
      passport: u.passport ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    applyServerErrors(await onSubmit(values), setError, PROFILE_FIELDS);
  });

  return (
    <FormLayout onSubmit={() => void submit()} label={t('profile.title')}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField
            control={control}
            name="name"
            label={t('users.fields.name')}
            required
            autoComplete="name"
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            control={control}
            name="lastName"
            label={t('users.fields.lastName')}
            autoComplete="family-name"
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            control={control}
            name="firstName"
            label={t('users.fields.firstName')}
            autoComplete="given-name"
          />
        </Col>
        <Col xs={24} md={12}>
          <DateField control={control} name="dateOfBirth" label={t('users.fields.dateOfBirth')} required />
        </Col>
        <Col xs={24} md={12}>
          <RadioGroupField
            control={control}
            name="gender"
            label={t('users.fields.gender')}
            required
            options={[
              { value: 'MALE', label: t('gender.MALE') },
              { value: 'FEMALE', label: t('gender.FEMALE') },
            ]}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            control={control}
            name="phone"
            type="tel"
            label={t('users.fields.phone')}
            required
            autoComplete="tel"
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="subEmail" type="email" label={t('users.fields.subEmail')} />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="link" type="url" label={t('users.fields.link')} />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="workPlace" label={t('users.fields.workPlace')} required />
        </Col>
        <Col xs={24} md={12}>
          <TextField control={control} name="passport" label={t('users.fields.passport')} />
        </Col>
        <Col xs={24}>
          <TextAreaField control={control} name="address" label={t('users.fields.address')} rows={2} />
        </Col>
      </Row>
      <FormErrorAlert errors={errors} />
      <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={!isDirty}>
        {t('common.save')}
      </Button>
    </FormLayout>
  );
}
