import { Alert, Button, Typography } from '../../ui/native';
import { Card } from '../../ui/native';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PasswordField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import type { resetPasswordSchema } from './accountSchemas';
import { useResetPassword } from './useResetPassword';
import { paths } from '../../shared/paths';

/** `/resetPassword?code=`: the link of the reset e-mail; a new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: lazyZodResolver<typeof resetPasswordSchema>(() =>
      import('./accountSchemas').then((m) => m.resetPasswordSchema),
    ),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password, confirmPassword }) => {
    const result = await resetPassword(code, password, confirmPassword);
    if (result.ok) setDone(true);
    else applyServerErrors(result.errors, setError, ['password', 'confirmPassword']);
  });

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('account.resetTitle')}
      </Typography.Title>
      {!code ? (
        <Alert type="warning" showIcon title={t('account.missingCode')} />
      ) : done ? (
        <Alert type="success" showIcon title={t('account.passwordReset')} />
      ) : (
        <FormLayout onSubmit={() => void submit()} label={t('account.resetTitle')}>
          <PasswordField control={control} name="password" label={t('account.newPassword')} required />
          <PasswordField
            control={control}
            name="confirmPassword"
            label={t('account.confirmPassword')}
            required
          />
          <FormErrorAlert errors={errors} />
          <Button type="primary" htmlType="submit" block loading={isSubmitting}>
            {t('account.setPassword')}
          </Button>
        </FormLayout>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={paths.login}>{t('account.backToSignIn')}</Link>
      </Typography.Paragraph>
    </Card>
  );
}
