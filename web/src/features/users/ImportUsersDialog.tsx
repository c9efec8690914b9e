import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Modal, Select, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../shared/session';
import { Button } from '../../ui/native';
import { toast } from '../../ui/toast';
import {
  downloadTemplate,
  UserImportRefused,
  uploadUsers,
  type UserImportReport,
  type UserImportRowError,
} from './userImport';

const UsersImportClassesQuery = graphql(`
  query UsersImportClassesQuery {
    classes(pageSize: 300) {
      items {
        id
        name
      }
    }
  }
`);

type Step =
  | { kind: 'choose' }
  | { kind: 'sending'; commit: boolean }
  | { kind: 'checked'; report: UserImportReport }
  | { kind: 'refused'; message: string; report: UserImportReport | null };

/**
 * Import users from Excel or CSV (issue 31 point 5), optionally into a class: the file is checked first (a
 * dry run with the row-by-row report); nothing is written until "Import n users", and a file with a bad
 * row cannot be imported. Existing e-mails are listed and not created again.
 */
export function ImportUsersDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const { accessToken } = useSession();
  const classes = useQuery(UsersImportClassesQuery);
  const [file, setFile] = useState<File | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const auth = async () => ({ token: await accessToken(), language: i18n.language });

  const send = async (chosen: File, commit: boolean, inClass: string | null) => {
    setStep({ kind: 'sending', commit });
    try {
      const report = await uploadUsers(chosen, {
        ...(await auth()),
        dryRun: !commit,
        classId: inClass,
        fallbackError: t('userImport.failed'),
      });
      if (!commit) return setStep({ kind: 'checked', report });
      const joined = enrolledOf(report).length;
      toast.success(
        report.created_ids.length || !joined
          ? t('userImport.imported', { count: report.created_ids.length })
          : t('userImport.enrolled', { count: joined }),
      );
      onImported();
      onClose();
    } catch (error) {
      const refused = error instanceof UserImportRefused ? error : null;
      setStep({
        kind: 'refused',
        message: refused?.message ?? t('userImport.failed'),
        report: refused?.report ?? null,
      });
    }
  };

  const template = async (format: 'xlsx' | 'csv') => {
    try {
      await downloadTemplate(format, await auth());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('userImport.failed'));
    }
  };

  const report = step.kind === 'checked' || step.kind === 'refused' ? step.report : null;
  const checked = step.kind === 'checked' ? step.report : null;
  const committable =
    !!checked && checked.errors.length === 0 && (checked.new > 0 || enrolledOf(checked).length > 0);
  const busy = step.kind === 'sending';

  return (
    <Modal
      open
      title={t('userImport.title')}
      width={760}
      onCancel={onClose}
      maskClosable={!busy}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="commit"
          type="primary"
          disabled={!committable || !file}
          loading={busy && step.commit}
          onClick={() => file && void send(file, true, classId)}
        >
          {checked && checked.new === 0 && enrolledOf(checked).length > 0
            ? t('userImport.commitEnrol', { count: enrolledOf(checked).length })
            : t('userImport.commit', { count: checked?.new ?? 0 })}
        </Button>,
      ]}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('userImport.intro')}
        </Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void template('xlsx')}>
            {t('userImport.templateXlsx')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void template('csv')}>
            {t('userImport.templateCsv')}
          </Button>
          <Select
            aria-label={t('userImport.class')}
            placeholder={t('userImport.noClass')}
            allowClear
            showSearch
            optionFilterProp="label"
            loading={classes.loading}
            value={classId}
            disabled={busy}
            onChange={(value: string | undefined) => {
              setClassId(value ?? null);
              if (file) void send(file, false, value ?? null);
            }}
            style={{ minWidth: 260 }}
            options={(classes.data?.classes?.items ?? []).map((c) => ({
              value: String(c.id),
              label: c.name,
            }))}
          />
        </Space>
        <Upload.Dragger
          accept=".xlsx,.csv"
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(chosen: File) => {
            setFile(chosen);
            void send(chosen, false, classId);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.name : t('userImport.choose')}</p>
          <p className="ant-upload-hint">{t('userImport.chooseHint')}</p>
        </Upload.Dragger>
        {busy && <Typography.Text type="secondary">{t('userImport.checking')}</Typography.Text>}
        {step.kind === 'refused' && <Alert type="error" showIcon message={step.message} />}
        {report && <ReportView report={report} />}
      </Space>
    </Modal>
  );
}

/** The e-mails of the existing students the import puts in the class. */
const enrolledOf = (report: UserImportReport) =>
  report.existing.filter((e) => e.enrolled).map((e) => e.email);

/** The dry run's counts, the existing e-mails and, when rows are wrong, the table of row, column and message. */
function ReportView({ report }: { report: UserImportReport }) {
  const { t } = useTranslation();
  const ok = report.errors.length === 0;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {ok && (
        <Alert
          type="success"
          showIcon
          message={t('userImport.allValid', { count: report.new, rows: report.rows })}
        />
      )}
      {report.existing.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={t('userImport.existing', { count: report.existing.length })}
          description={report.existing.map((e) => e.email).join(', ')}
        />
      )}
      {enrolledOf(report).length > 0 && (
        <Alert
          type="info"
          showIcon
          message={t('userImport.existingEnrolled', { count: enrolledOf(report).length })}
          description={enrolledOf(report).join(', ')}
        />
      )}
      {!ok && (
        <Table<UserImportRowError>
          size="small"
          rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
          dataSource={report.errors}
          pagination={report.errors.length > 10 ? { pageSize: 10 } : false}
          aria-label={t('userImport.errorsTable')}
          columns={[
            { title: t('userImport.row'), dataIndex: 'row', width: 80 },
            { title: t('userImport.column'), dataIndex: 'column', width: 140 },
            { title: t('userImport.message'), dataIndex: 'message' },
          ]}
        />
      )}
    </Space>
  );
}
