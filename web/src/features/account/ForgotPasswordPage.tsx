import { Alert, Button, Typography } from '../../ui/native';
import { Card } from '../../ui/native';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import type { forgotPasswordSchema } from './accountSchemas';
import { useRequestPasswordReset } from './useRequestPasswordReset';
import { paths } from '../../shared/paths';

/** `/forgotPassword`: a reset code goes to the e-mail address ('Please check your Email'). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const requestPasswordReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: lazyZodResolver<typeof forgotPasswordSchema>(() =>
      import('./accountSchemas').then((m) => m.forgotPasswordSchema),
    ),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    const result = await requestPasswordReset(email);
    if (result.ok) setSentTo(email);
    else applyServerErrors(result.errors, setError, ['email']);
  });

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('account.forgotTitle')}
      </Typography.Title>
      {sentTo ? (
        <Alert
          type="success"
          showIcon
          title={t('account.checkEmail')}
          description={t('account.resetSent', { email: sentTo })}
        />
      ) : (
        <FormLayout onSubmit={() => void submit()} label={t('account.forgotTitle')}>
          <Typography.Paragraph type="secondary">{t('account.forgotLead')}</Typography.Paragraph>
          <TextField
            control={control}
            name="email"
            type="email"
            label={t('users.fields.email')}
            required
            autoComplete="email"
          />
          <FormErrorAlert errors={errors} />
          <Button type="primary" htmlType="submit" block loading={isSubmitting}>
            {t('account.sendResetCode')}
          </Button>
        </FormLayout>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={paths.login}>{t('account.backToSignIn')}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
