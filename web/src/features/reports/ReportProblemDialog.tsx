import { REPORT_KINDS, REPORT_TEXT_MAX } from '@lms/domain';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '../../gql/graphql';
import type { ReportTarget } from '../../shared/reportProblem';
import { Alert, Button } from '../../ui/native';
import './reports.css';
import { useReportProblem } from './useReportProblem';

const KINDS = REPORT_KINDS.map((k) => k.toUpperCase() as ReportKind);

/**
 * "Report a problem" on an exercise or one of its questions, from the exam runner or the review: what it is
 * about and a description. Native controls only: it opens over the runner in full screen on a phone, where
 * loading antd would cost a student seconds.
 */
export function ReportProblemDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportProblem();
  const titleId = useId();
  const textId = useId();
  const errorId = useId();
  const text = useRef<HTMLTextAreaElement>(null);
  const [kind, setKind] = useState<ReportKind>('OTHER');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    text.current?.focus();
    const close = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [onClose]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) {
      setErrors({ content: t('report.errors.empty') });
      text.current?.focus();
      return;
    }
    setSending(true);
    const result = await report({
      exerciseId: target.exerciseId,
      questionId: target.questionId ?? null,
      attemptId: target.attemptId ?? null,
      kind,
      content,
    });
    setSending(false);
    if (result.ok) return onClose();
    setErrors(Object.fromEntries(result.errors.map((e) => [e.field ?? 'form', e.messages.join(' ')])));
  }

  const other = Object.entries(errors).filter(([field]) => field !== 'content' && field !== 'kind');
  return (
    <div className="report-dialog-mask">
      <div className="report-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <h2 id={titleId}>{t('report.title')}</h2>
          {target.questionLabel && <p className="report-dialog-about">{target.questionLabel}</p>}
          <fieldset className="report-dialog-kinds">
            <legend>{t('report.kindLabel')}</legend>
            {KINDS.map((k) => (
              <label key={k}>
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />{' '}
                {t(`report.kinds.${k}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={textId} className="report-dialog-label">
            {t('report.contentLabel')}
          </label>
          <textarea
            id={textId}
            ref={text}
            rows={5}
            maxLength={REPORT_TEXT_MAX}
            value={content}
            placeholder={t('report.contentPlaceholder')}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? errorId : undefined}
            onChange={(e) => {
              setContent(e.target.value);
              if (errors.content) setErrors(({ content: _, ...rest }) => rest);
            }}
          />
          {errors.content && (
            <div id={errorId} className="report-dialog-error" role="alert">
              {errors.content}
            </div>
          )}
          {other.map(([field, message]) => (
            <Alert key={field} type="error" showIcon title={message} />
          ))}
          <p className="report-dialog-hint">{t('report.hint')}</p>
          <div className="report-dialog-actions">
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={sending}>
              {t('report.send')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
