import { REPORT_NOTE_MAX } from '@lms/domain';
import { Alert, Descriptions, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData } from '../../gql';
import { paths } from '../../shared/paths';
import { useFormatters } from '../../ui/format';
import { ReportTable_reports } from './ReportTable';

/**
 * One report in full; an open one with the note to its reporter and the resolve button. The reporter gets
 * the note by mail, in the language they reported in.
 */
export function ReportDetailModal({
  report: ref,
  onResolve,
  onClose,
}: {
  report: FragmentType<typeof ReportTable_reports>;
  onResolve: (
    id: string,
    note: string,
  ) => Promise<{ ok: boolean; errors: readonly { messages: string[] }[] }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = getFragmentData(ReportTable_reports, ref);
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const open = report.status === 'OPEN';

  async function resolve() {
    setBusy(true);
    const result = await onResolve(String(report.id), note);
    setBusy(false);
    if (result.ok) onClose();
    else setErrors(result.errors.flatMap((e) => e.messages));
  }

  return (
    <Modal
      open
      width={640}
      title={t('reports.detailTitle', { name: report.exerciseName })}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={t('reports.resolveAndMail')}
      okButtonProps={{ loading: busy, style: open ? undefined : { display: 'none' } }}
      onOk={() => void resolve()}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'exercise',
            label: t('reports.fields.exercise'),
            children: <Link to={paths.exerciseReview(report.exerciseId)}>{report.exerciseName}</Link>,
          },
          ...(report.questionTitle
            ? [{ key: 'question', label: t('reports.fields.question'), children: report.questionTitle }]
            : []),
          {
            key: 'reporter',
            label: t('reports.fields.email'),
            children: `${report.reporterName} · ${report.reporterEmail}`,
          },
          { key: 'date', label: t('reports.fields.date'), children: format.dateTime(report.createdAt) },
          { key: 'kind', label: t('reports.fields.kind'), children: t(`report.kinds.${report.kind}`) },
          {
            key: 'language',
            label: t('reports.fields.language'),
            children: t(`reports.language.${report.language}`),
          },
          {
            key: 'content',
            label: t('reports.fields.content'),
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{report.content}</span>,
          },
          ...(open
            ? []
            : [
                {
                  key: 'resolved',
                  label: t('reports.fields.resolved'),
                  children: t('reports.resolvedBy', {
                    date: format.dateTime(report.resolvedAt),
                    name: report.resolvedByName ?? '—',
                  }),
                },
                {
                  key: 'note',
                  label: t('reports.fields.note'),
                  children: <span style={{ whiteSpace: 'pre-wrap' }}>{report.resolutionNote || '—'}</span>,
                },
              ]),
        ]}
      />
      {open && (
        <div style={{ marginTop: 16 }}>
          <label htmlFor={noteId} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
            {t('reports.noteLabel')}
          </label>
          <Input.TextArea
            id={noteId}
            rows={4}
            maxLength={REPORT_NOTE_MAX}
            showCount
            value={note}
            placeholder={t('reports.notePlaceholder')}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      )}
      {errors.length > 0 && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title={errors.join(' ')} />
      )}
    </Modal>
  );
}
