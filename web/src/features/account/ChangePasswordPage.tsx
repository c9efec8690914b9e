import { Button } from '../../ui/native';
import { Card } from '../../ui/native';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { PageHeader } from '../../ui/PageHeader';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import type { changePasswordSchema } from './accountSchemas';
import { useChangePassword } from './useChangePassword';

/** `/change-password`: the signed-in user's new password. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: lazyZodResolver<typeof changePasswordSchema>(() =>
      import('./accountSchemas').then((m) => m.changePasswordSchema),
    ),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, password, confirmPassword }) => {
    const result = await changePassword({ currentPassword, password, confirmPassword });
    if (!result.ok) {
      applyServerErrors(result.errors, setError, ['currentPassword', 'password', 'confirmPassword']);
      return;
    }
    reset();
  });

  return (
    <>
      <PageHeader title={t('account.changeTitle')} />
      <Card style={{ maxWidth: 480 }}>
        <FormLayout onSubmit={() => void submit()} label={t('account.changeTitle')}>
          <PasswordField
            control={control}
            name="currentPassword"
            label={t('account.currentPassword')}
            autoComplete="current-password"
            required
          />
          <PasswordField control={control} name="password" label={t('account.newPassword')} required />
          <PasswordField
            control={control}
            name="confirmPassword"
            label={t('account.confirmPassword')}
            required
          />
          <FormErrorAlert errors={errors} />
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {t('account.changeTitle')}
          </Button>
        </FormLayout>
      </Card>
    </>
  );
}
