/**
 * A bank statement (CSV or Excel, as the bank exports it) to transfers (docs/design.md section 10): the
 * columns are found by the names banks give them, in English or Vietnamese; a row that cannot be read is
 * reported with its row number and column, never dropped.
 */
import { foldTransferText, statementAmount } from '@lms/domain';
import { createHash } from 'node:crypto';
import type { MessageKey } from '../http/messages.js';
import { normaliseHeader } from './columns.js';
import { detectFormat, MissingColumnsError, WrongFileTypeError } from './files.js';
import { readCsv, readWorkbook, type Sheet } from './sheets.js';

export interface StatementTransfer {
  row: number;
  amount: number;
  description: string;
  reference: string | null;
  date: string | null;
  /** What the row is known by across imports: the bank's reference, or a hash of the row. */
  key: string;
}

export interface StatementRowError {
  row: number;
  column: string;
  key: MessageKey;
}

/** Header names (folded: no accents, no spaces, lower case) to the column they are. */
const COLUMNS = {
  amount: ['amount', 'credit', 'creditamount', 'sotien', 'sotienghico', 'ghico', 'tienvao', 'sotiennhan'],
  description: [
    'description',
    'content',
    'details',
    'remark',
    'remarks',
    'noidung',
    'noidunggiaodich',
    'diengiai',
    'noidungchuyenkhoan',
  ],
  reference: ['reference', 'ref', 'transactionid', 'sothamchieu', 'magiaodich', 'sobuttoan', 'mathamchieu'],
  date: ['date', 'transactiondate', 'ngay', 'ngaygiaodich', 'ngayhieuluc'],
  debit: ['debit', 'debitamount', 'ghino', 'sotienghino', 'tienra'],
} as const;
type Column = keyof typeof COLUMNS;

const fold = (s: string) => foldTransferText(s).toLowerCase();

/** Where each known column is in the header (the first name that fits wins). */
function columnsOf(header: string[]): Partial<Record<Column, string>> {
  const found: Partial<Record<Column, string>> = {};
  for (const name of header) {
    const f = fold(name);
    for (const [column, names] of Object.entries(COLUMNS) as [Column, readonly string[]][])
      if (!found[column] && names.includes(f)) found[column] = normaliseHeader(name);
  }
  return found;
}

/** The statement's sheet; only .xlsx and .csv are statements (415 otherwise). */
export async function readStatementSheet(filename: string, content: Buffer): Promise<Sheet> {
  const { format, text } = detectFormat(filename, content);
  if (format === 'xlsx') return readWorkbook(content);
  if (format === 'csv') return readCsv(text!);
  throw new WrongFileTypeError();
}

/** The transfers of a sheet and the rows that cannot be read; blank rows are skipped. */
export function transfersOfSheet(sheet: Sheet): {
  transfers: StatementTransfer[];
  errors: StatementRowError[];
} {
  const cols = columnsOf(sheet.header);
  if (!cols.amount || !cols.description) throw new MissingColumnsError();
  const transfers: StatementTransfer[] = [];
  const errors: StatementRowError[] = [];
  for (const { row, cells } of sheet.rows) {
    if (!Object.keys(cells).length) continue;
    const amountText = cells[cols.amount] ?? '';
    // A row of money going out (its debit column filled, its credit empty) pays no invoice.
    if (!amountText && cols.debit && cells[cols.debit]) continue;
    const description = (cells[cols.description] ?? '').trim();
    const reference = (cols.reference && cells[cols.reference]?.trim()) || null;
    const date = (cols.date && cells[cols.date]?.trim()) || null;
    const amount = statementAmount(amountText);
    if (amount === null) errors.push({ row, column: cols.amount, key: 'ielts_statement_amount' });
    if (!description) errors.push({ row, column: cols.description, key: 'ielts_statement_description' });
    if (amount === null || !description) continue;
    const key = reference
      ? `ref:${reference}`
      : `row:${createHash('sha256')
          .update(`${date ?? ''}\n${amount}\n${fold(description)}`)
          .digest('hex')}`;
    transfers.push({ row, amount, description, reference, date, key });
  }
  return { transfers, errors };
}
