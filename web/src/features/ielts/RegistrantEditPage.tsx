import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { Descriptions } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { DateField } from '../../ui/form/dateFields';
import { TextField } from '../../ui/form/fields';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { useFormatters } from '../../ui/format';
import { Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { RegistrationStatusTag } from './IeltsStatusTag';
import type { RegistrantValues, registrantSchema } from './ieltsSchemas';
import { REGISTRANT_FIELDS } from './ieltsFields';
import { useSaveRegistrant } from './useSaveRegistrant';
import './ielts.css';

const RegistrantEditQuery = graphql(`
  query RegistrantEditQuery($id: ID!) {
    ieltsRegistrant(id: $id) {
      id
      name
      email
      phone
      passport
      dateOfBirth
      address
      isLmsStudent
      createdAt
    }
    ieltsRegistrations(filter: { candidateIds: [$id] }, pageSize: 300) {
      items {
        id
        status
        skillPackage
        examDate {
          id
          examDate
          shift
        }
      }
    }
  }
`);

type Registrant = NonNullable<ResultOf<typeof RegistrantEditQuery>['ieltsRegistrant']>;

/** `/manageUser/manageIelts/editUser?id=` (administrators): a registrant's account and registrations. */
export function RegistrantEditPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, error } = useQuery(RegistrantEditQuery, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  if (error && !data) return <QueryErrorPage error={error} />;
  if (!id || (!loading && data && !data.ieltsRegistrant)) return <NotFoundPage />;
  const registrant = data?.ieltsRegistrant;
  const title = t('ielts.registrants.editTitle');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={registrant?.name}
        crumbs={[{ title: t('ielts.registrants.title'), to: paths.ieltsRegistrants }, { title }]}
      />
      <Card className="ielts-card" style={{ maxWidth: 720 }}>
        {registrant ? <RegistrantForm key={String(registrant.id)} registrant={registrant} /> : <Skeleton />}
      </Card>
      <Card className="ielts-card" title={t('ielts.registrants.registrations')}>
        {(data?.ieltsRegistrations.items ?? []).length === 0 ? (
          <p>{t('ielts.registrants.noRegistrations')}</p>
        ) : (
          <ul>
            {(data?.ieltsRegistrations.items ?? []).map((r) => (
              <li key={String(r.id)}>
                <Link to={paths.ieltsRegistration(r.id)}>
                  {fmt.date(r.examDate.examDate)}, {t(`ielts.shift.${r.examDate.shift}`)} ·{' '}
                  {t(`ielts.skillPackage.${r.skillPackage}`)}
                </Link>{' '}
                <RegistrationStatusTag status={r.status} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function RegistrantForm({ registrant }: { registrant: Registrant }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const navigate = useNavigate();
  const save = useSaveRegistrant();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<RegistrantValues>({
    resolver: lazyZodResolver<typeof registrantSchema>(() =>
      import('./ieltsSchemas').then((m) => m.registrantSchema),
    ),
    defaultValues: {
      name: registrant.name,
      phone: registrant.phone,
      dateOfBirth: registrant.dateOfBirth ?? null,
      passport: registrant.passport,
      address: registrant.address,
    },
  });
  const submit = handleSubmit(async (values) => {
    const result = await save({
      id: String(registrant.id),
      name: values.name,
      phone: values.phone || null,
      dateOfBirth: values.dateOfBirth || null,
      passport: values.passport,
      address: values.address,
    });
    if (!applyServerErrors(result.errors, setError, REGISTRANT_FIELDS) && result.ok)
      void navigate(paths.ieltsRegistrants);
  });
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'email', label: t('ielts.fields.email'), children: registrant.email },
          {
            key: 'lms',
            label: t('ielts.registrants.lmsStudent'),
            children: registrant.isLmsStudent ? t('ielts.yes') : t('ielts.no'),
          },
          {
            key: 'created',
            label: t('ielts.registrants.createdAt'),
            children: fmt.date(registrant.createdAt),
          },
        ]}
      />
      <FormLayout onSubmit={() => void submit()} label={t('ielts.registrants.editTitle')}>
        <TextField control={control} name="name" label={t('ielts.fields.name')} required />
        <TextField control={control} name="phone" type="tel" label={t('ielts.fields.phone')} />
        <DateField control={control} name="dateOfBirth" label={t('ielts.fields.dateOfBirth')} />
        <TextField control={control} name="passport" label={t('ielts.fields.passport')} />
        <TextField control={control} name="address" label={t('ielts.fields.address')} />
        <FormErrorAlert errors={errors} />
        <FormActions
          submitLabel={t('common.save')}
          submitting={isSubmitting}
          onCancel={() => void navigate(paths.ieltsRegistrants)}
        />
      </FormLayout>
    </>
  );
}
