import { Alert, Button, Col, Row, Typography } from '../../ui/native';
import { Card } from '../../ui/native';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../shared/session';
import { PasswordField, TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import type { registerSchema } from './accountSchemas';
import { useSignUp } from './useSignUp';
import { paths } from '../../shared/paths';
import { isIeltsReturn, returnPath } from '../../shared/returnPath';

/** `/register`: a student account ('Register successfully!'), then sign-in on the identity server. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { status, login } = useSession();
  const signUp = useSignUp();
  const [registered, setRegistered] = useState(false);
  // `?next=` (a path of this app, e.g. /ielts-test): where signing in after registering leads.
  const [params] = useSearchParams();
  const next = returnPath(params.get('next'), paths.dashboard);
  // Signing up from the IELTS page makes an IELTS candidate, whose page that is (docs/decisions.md).
  const ieltsCandidate = isIeltsReturn(next, paths.ieltsTest);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: lazyZodResolver<typeof registerSchema>(() =>
      import('./accountSchemas').then((m) => m.registerSchema),
    ),
    defaultValues: { email: '', firstName: '', lastName: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    const result = await signUp(ieltsCandidate ? { ...values, ieltsCandidate } : values);
    if (result.ok) setRegistered(true);
    else
      applyServerErrors(result.errors, setError, [
        'email',
        'firstName',
        'lastName',
        'password',
        'confirmPassword',
      ]);
  });

  if (status === 'signedIn') return <Navigate to={next} replace />;
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('account.registerTitle')}
      </Typography.Title>
      {registered ? (
        <>
          <Alert
            type="success"
            showIcon
            title={t('account.registered')}
            description={t('account.registeredHint')}
            style={{ marginBottom: 16 }}
          />
          <Button type="primary" block onClick={() => void login(next)}>
            {t('auth.signIn')}
          </Button>
        </>
      ) : (
        <FormLayout onSubmit={() => void submit()} label={t('account.registerTitle')}>
          <TextField
            control={control}
            name="email"
            type="email"
            label={t('users.fields.email')}
            required
            autoComplete="email"
          />
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <TextField
                control={control}
                name="lastName"
                label={t('users.fields.lastName')}
                autoComplete="family-name"
              />
            </Col>
            <Col xs={24} sm={12}>
              <TextField
                control={control}
                name="firstName"
                label={t('users.fields.firstName')}
                autoComplete="given-name"
              />
            </Col>
          </Row>
          <PasswordField control={control} name="password" label={t('account.password')} required />
          <PasswordField
            control={control}
            name="confirmPassword"
            label={t('account.confirmPassword')}
            required
          />
          <FormErrorAlert errors={errors} />
          <Button type="primary" htmlType="submit" block loading={isSubmitting}>
            {t('account.register')}
          </Button>
        </FormLayout>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {t('account.haveAccount')} <Link to={paths.login}>{t('auth.signIn')}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
