import { Alert, Button } from '../native';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR } from './fields';
import './form.css';

/**
 * A vertical form around a react-hook-form submit handler (./FormItem lays out its fields as antd's
 * vertical form would). Nothing validates here: the zod schema does, through react-hook-form.
 */
export function FormLayout({
  onSubmit,
  children,
  label,
  disabled,
}: {
  onSubmit: () => void;
  children: ReactNode;
  /** A read-only form: every control in it is disabled, natively (a disabled fieldset). */
  disabled?: boolean;
  /** The form's accessible name. */
  label?: string;
}) {
  return (
    <form
      className="form-vertical"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="form-fieldset" disabled={disabled}>
        {children}
      </fieldset>
    </form>
  );
}

/** The server's mistakes that concern the whole form, above its buttons. */
export function FormErrorAlert<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const { t } = useTranslation();
  const server = errors.root?.server;
  const message = server?.message && (server.type === SERVER_ERROR ? server.message : t(server.message));
  return message ? <Alert type="error" showIcon title={message} className="form-error" /> : null;
}

/** The buttons under a page form: an optional cancel and the submit, at the end of the row. */
export function FormActions({
  submitLabel,
  submitting,
  onCancel,
}: {
  submitLabel: ReactNode;
  submitting: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-actions">
      {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
