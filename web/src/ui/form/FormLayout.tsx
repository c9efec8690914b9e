import { Alert, Button, Col, Form, Row } from 'antd';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR } from './fields';

/**
 * antd's vertical form layout around a react-hook-form submit handler. antd validates nothing here: the
 * zod schema does, through react-hook-form.
 */
export function FormLayout({
  onSubmit,
  children,
  label,
}: {
  onSubmit: () => void;
  children: ReactNode;
  /** The form's accessible name. */
  label?: string;
}) {
  return (
    <Form layout="vertical" onFinish={onSubmit} aria-label={label} requiredMark noValidate>
      {children}
    </Form>
  );
}

/** The server's mistakes that concern the whole form, above its buttons. */
export function FormErrorAlert<T extends FieldValues>({ errors }: { errors: FieldErrors<T> }) {
  const { t } = useTranslation();
  const server = errors.root?.server;
  const message = server?.message && (server.type === SERVER_ERROR ? server.message : t(server.message));
  return message ? <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} /> : null;
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
    <Row gutter={8} justify="end">
      {onCancel && (
        <Col>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
        </Col>
      )}
      <Col>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Col>
    </Row>
  );
}
