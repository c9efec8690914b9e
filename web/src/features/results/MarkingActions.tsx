import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Space } from '../../ui/native';
import type { useMarkingDraft } from './useMarkingDraft';

/**
 * The foot of a marking page: what the page puts there (a comment), the form's own errors, the total, and
 * the buttons that save the draft and return the work (`useMarkingDraft`), usable once the work is in.
 */
export function MarkingActions({
  draft: { busy, onSave, onReturn },
  submitted,
  formErrors,
  wrap,
  children,
  total,
}: {
  draft: Pick<ReturnType<typeof useMarkingDraft>, 'busy' | 'onSave' | 'onReturn'>;
  submitted: boolean;
  formErrors: string[] | undefined;
  wrap?: boolean;
  /** Before the form's errors. */
  children?: ReactNode;
  /** After them: what returning now would give. */
  total?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      {children}
      {formErrors?.length ? (
        <Alert style={{ marginBottom: 12 }} type="error" showIcon title={formErrors.join(' ')} />
      ) : null}
      {total}
      <Space wrap={wrap}>
        <Button onClick={onSave} loading={busy === 'save'} disabled={!submitted || busy !== null}>
          {t('marking.saveDraft')}
        </Button>
        <Button
          type="primary"
          onClick={onReturn}
          loading={busy === 'return'}
          disabled={!submitted || busy !== null}
        >
          {t('marking.returnWork')}
        </Button>
      </Space>
    </Card>
  );
}
