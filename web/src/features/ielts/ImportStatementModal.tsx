import { Modal, Table } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../ui/native';
import { useDong } from './money';
import { type StatementReport, useImportBankStatement } from './useImportBankStatement';

type FieldErrors = { field?: string | null; messages: string[] }[];

/** `rows.3.amount` → row 3, column amount; anything else (the file) as it is. */
function rowErrorOf(field: string | null | undefined) {
  const m = /^rows\.(\d+)\.(.+)$/.exec(field ?? '');
  return m ? { row: Number(m[1]), column: m[2]! } : null;
}

/**
 * An administrator reconciles a bank statement (docs/design.md section 10): the file is matched at once (a
 * dry run), every transfer listed with its outcome, then one button confirms the exact matches. Rows that
 * cannot be read are listed row by row and nothing is confirmed.
 */
export function ImportStatementModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dong = useDong();
  const importStatement = useImportBankStatement();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<StatementReport | null>(null);
  const [errors, setErrors] = useState<FieldErrors>([]);

  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    try {
      const result = await importStatement(chosen, dryRun);
      setReport(result.report);
      setErrors(result.errors);
    } finally {
      setBusy(false);
    }
  };

  const pick = (chosen: File | undefined) => {
    setReport(null);
    setErrors([]);
    setFile(chosen ?? null);
    if (chosen) void run(chosen, true);
  };

  const toConfirm = report?.dryRun ? report.matches : 0;
  const footer = [
    <Button key="close" onClick={onClose}>
      {t('ielts.payments.statement.close')}
    </Button>,
    toConfirm > 0 && file ? (
      <Button key="confirm" type="primary" loading={busy} onClick={() => void run(file, false)}>
        {t('ielts.payments.statement.confirmMatches', { count: toConfirm })}
      </Button>
    ) : null,
  ];
  const rowErrors = errors.map((e) => ({ ...e, at: rowErrorOf(e.field) }));

  return (
    <Modal open title={t('ielts.payments.statement.title')} onCancel={onClose} footer={footer} width={880}>
      <p>{t('ielts.payments.statement.intro')}</p>
      <p>
        <label htmlFor={inputId}>{t('ielts.payments.statement.file')}</label>{' '}
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </p>
      {busy && <p role="status">{t('ielts.payments.statement.reading')}</p>}
      {rowErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={
            rowErrors.some((e) => e.at) ? t('ielts.payments.statement.rowErrors') : rowErrors[0]!.messages[0]
          }
          description={
            rowErrors.some((e) => e.at) ? (
              <ul>
                {rowErrors.map((e) => (
                  <li key={e.field ?? ''}>
                    {e.at
                      ? t('ielts.payments.statement.rowError', {
                          row: e.at.row,
                          column: e.at.column,
                          message: e.messages.join(' '),
                        })
                      : e.messages.join(' ')}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {report && (
        <>
          <Alert
            type={report.matches > 0 ? 'success' : 'info'}
            showIcon
            title={
              report.dryRun
                ? t('ielts.payments.statement.summary', { rows: report.rows, count: report.matches })
                : t('ielts.payments.statement.confirmed', { count: report.matches })
            }
          />
          <Table
            size="small"
            style={{ marginTop: 12 }}
            aria-label={t('ielts.payments.statement.transfers')}
            rowKey={(r) => String(r.row)}
            pagination={false}
            dataSource={report.transfers}
            columns={[
              { key: 'row', title: t('ielts.payments.statement.row'), dataIndex: 'row' },
              {
                key: 'description',
                title: t('ielts.payments.statement.description'),
                dataIndex: 'description',
              },
              {
                key: 'amount',
                title: t('ielts.payments.statement.received'),
                render: (_, r) => dong(r.amount),
              },
              {
                key: 'invoice',
                title: t('ielts.payments.statement.invoice'),
                render: (_, r) => r.invoice ?? '—',
              },
              {
                key: 'outcome',
                title: t('ielts.payments.statement.outcome'),
                render: (_, r) =>
                  t(`ielts.payments.statement.outcomes.${r.outcome}`, {
                    amount: r.invoiceAmount === null ? '' : dong(r.invoiceAmount),
                  }),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
