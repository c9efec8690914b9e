import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Modal, Progress, Select, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session';
import { toast } from '../../ui/toast';
import type { ImportReport, ImportRowError } from './questionFiles';
import { downloadFile, ImportRefused, uploadImport } from './questionFiles';
import { Button } from '../../ui/native';

/** The interactions a template exists for (the backend's `import-data/template?interaction=`). */
export const TEMPLATE_INTERACTIONS = [
  'single_choice',
  'multiple_choice',
  'text_entry',
  'matching',
  'ordering',
  'hotspot',
  'extended_writing',
  'spoken_answer',
  'spoken_target',
  'none',
] as const;

const ACCEPT = '.xlsx,.csv,.gift,.txt';

type Step =
  | { kind: 'choose' }
  | { kind: 'sending'; percent: number; commit: boolean }
  | { kind: 'checked'; report: ImportReport }
  | { kind: 'refused'; message: string; report: ImportReport | null };

/**
 * Import questions from a file (issue 11 item 7): choose a file, see the dry run's row-by-row report, then
 * commit. The upload shows its progress, then a processing state while the server checks the rows. Nothing
 * is written until "Import n questions", and a file with any bad row cannot be committed.
 */
export function ImportQuestionsDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  /** After a commit, with the new questions' ids (the list page refreshes). */
  onImported: (ids: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const { accessToken } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [interaction, setInteraction] = useState<(typeof TEMPLATE_INTERACTIONS)[number]>('single_choice');

  const auth = async () => ({ token: await accessToken(), language: i18n.language });

  const send = async (chosen: File, commit: boolean) => {
    setStep({ kind: 'sending', percent: 0, commit });
    try {
      const report = await uploadImport(chosen, {
        ...(await auth()),
        dryRun: !commit,
        fallbackError: t('questionIo.failed'),
        onProgress: (percent) => setStep({ kind: 'sending', percent, commit }),
      });
      if (!commit) {
        setStep({ kind: 'checked', report });
        return;
      }
      toast.success(t('questionIo.imported', { count: report.created_ids.length }));
      onImported(report.created_ids);
      close();
    } catch (error) {
      const refused = error instanceof ImportRefused ? error : null;
      setStep({
        kind: 'refused',
        message: refused?.message ?? t('questionIo.failed'),
        report: refused?.report ?? null,
      });
    }
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    void send(chosen, false);
    return false;
  };

  const close = () => {
    setFile(null);
    setStep({ kind: 'choose' });
    onClose();
  };

  const template = async (format: 'xlsx' | 'csv') => {
    try {
      await downloadFile(
        `import-data/template?interaction=${interaction}&format=${format}`,
        await auth(),
        `questions-template.${format}`,
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('questionIo.failed'));
    }
  };

  const report = step.kind === 'checked' ? step.report : step.kind === 'refused' ? step.report : null;
  const committable = step.kind === 'checked' && step.report.errors.length === 0 && step.report.questions > 0;
  const busy = step.kind === 'sending';

  return (
    <Modal
      open={open}
      title={t('questionIo.importTitle')}
      width={760}
      onCancel={close}
      maskClosable={!busy}
      footer={[
        <Button key="cancel" onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="commit"
          type="primary"
          disabled={!committable || !file}
          loading={busy && step.commit}
          onClick={() => file && void send(file, true)}
        >
          {t('questionIo.commit', { count: step.kind === 'checked' ? step.report.questions : 0 })}
        </Button>,
      ]}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('questionIo.intro')}
        </Typography.Paragraph>
        <Space wrap>
          <Select
            aria-label={t('questionIo.templateFor')}
            value={interaction}
            onChange={setInteraction}
            style={{ minWidth: 220 }}
            options={TEMPLATE_INTERACTIONS.map((value) => ({
              value,
              label: t(`questionIo.interactions.${value}`),
            }))}
          />
          <Button icon={<DownloadOutlined />} onClick={() => void template('xlsx')}>
            {t('questionIo.templateXlsx')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void template('csv')}>
            {t('questionIo.templateCsv')}
          </Button>
        </Space>
        <Upload.Dragger
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={choose}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.name : t('questionIo.choose')}</p>
          <p className="ant-upload-hint">{t('questionIo.chooseHint')}</p>
        </Upload.Dragger>
        {step.kind === 'sending' && (
          <div>
            <Progress percent={step.percent} status="active" aria-label={t('questionIo.uploading')} />
            <Typography.Text type="secondary">
              {step.percent < 100
                ? t('questionIo.uploading')
                : step.commit
                  ? t('questionIo.writing')
                  : t('questionIo.checking')}
            </Typography.Text>
          </div>
        )}
        {step.kind === 'refused' && <Alert type="error" showIcon message={step.message} />}
        {report && <ImportReportView report={report} />}
      </Space>
    </Modal>
  );
}

/** The dry run's summary and, when rows are wrong, the table of row, column and message. */
function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const ok = report.errors.length === 0;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type={ok ? 'success' : 'warning'}
        showIcon
        message={
          ok
            ? t('questionIo.allValid', { count: report.questions, rows: report.rows })
            : t('questionIo.someInvalid', { count: report.rows - report.valid, rows: report.rows })
        }
      />
      {!ok && (
        <Table<ImportRowError>
          size="small"
          rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
          dataSource={report.errors}
          pagination={report.errors.length > 10 ? { pageSize: 10 } : false}
          aria-label={t('questionIo.errorsTable')}
          columns={[
            { title: t('questionIo.row'), dataIndex: 'row', width: 80 },
            { title: t('questionIo.column'), dataIndex: 'column', width: 140 },
            { title: t('questionIo.message'), dataIndex: 'message' },
          ]}
        />
      )}
    </Space>
  );
}
