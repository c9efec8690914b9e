import { MARK_COMMENT_MAX } from '@lms/domain';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestRedo } from './useRequestRedo';
import { Button } from '../ui/native';

/**
 * "Ask for a redo" (issue 13): a returned attempt, pass or fail, even above the minimum. A confirmation
 * names the student and takes an optional word to them; a note the server refuses stays as typed.
 */
export function RedoRequestButton({
  attemptId,
  assignmentId,
  studentName,
  size,
}: {
  attemptId: string;
  assignmentId?: string;
  studentName: string;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const requestRedo = useRequestRedo(assignmentId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ask() {
    setBusy(true);
    const answer = await requestRedo(attemptId, note);
    setBusy(false);
    if (answer.ok) {
      setOpen(false);
      setNote('');
      setError(null);
    } else setError(answer.errors.flatMap((e) => e.messages).join(' ') || null);
  }

  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        {t('redo.ask')}
      </Button>
      <Modal
        open={open}
        title={t('redo.confirmTitle', { name: studentName })}
        okText={t('redo.ask')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onOk={() => void ask()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t('redo.confirmText')}</p>
        <label htmlFor={`redo-note-${attemptId}`}>{t('redo.note')}</label>
        <Input.TextArea
          id={`redo-note-${attemptId}`}
          value={note}
          maxLength={MARK_COMMENT_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('redo.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
          status={error ? 'error' : undefined}
          aria-describedby={error ? `redo-error-${attemptId}` : undefined}
        />
        {error && (
          <p id={`redo-error-${attemptId}`} className="text-danger" role="alert">
            {error}
          </p>
        )}
      </Modal>
    </>
  );
}
