/**
 * Sheets in and out: Excel workbooks with exceljs, CSV with csv-parse / csv-stringify (docs/decisions.md).
 * A sheet's first row names the columns; every other row is a part.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { normaliseHeader, type SourceRow } from './columns.js';

export class UnreadableFileError extends Error {}

/** A cell as text, whatever Excel made of what the teacher typed (numbers, dates, rich text, formulas). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Excel turns a typed `9:00` into a time on its day zero (1899-12-30): give the time back, not a date.
  if (value instanceof Date)
    return value.getUTCFullYear() < 1901
      ? value.toISOString().slice(11, 16)
      : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText(value.result);
  if ('error' in value) return '';
  return '';
}

function rowsOf(header: string[], body: { row: number; values: string[] }[]): SourceRow[] {
  const names = header.map(normaliseHeader);
  return body.map(({ row, values }) => {
    const cells: Record<string, string> = {};
    names.forEach((name, i) => {
      if (name && values[i] !== undefined && values[i] !== '') cells[name] = values[i]!;
    });
    return { row, cells };
  });
}

export interface Sheet {
  header: string[];
  rows: SourceRow[];
}

export async function readWorkbook(buffer: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFileError();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const width = sheet.columnCount;
  const valuesOf = (r: ExcelJS.Row) =>
    Array.from({ length: width }, (_, i) => cellText(r.getCell(i + 1).value).trim());
  const header = valuesOf(sheet.getRow(1));
  const body: { row: number; values: string[] }[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) body.push({ row: n, values: valuesOf(r) });
  });
  return { header, rows: rowsOf(header, body) };
}

/**
 * What a spreadsheet reads as a formula when a CSV cell starts with it (OWASP's CSV injection rule): `=`,
 * `+`, `-`, `@`, a tab or a carriage return. `writeCsv` puts a single quote before such a text cell, so
 * `=HYPERLINK(…)` as a class's name stays text; numbers are written as numbers (docs/decisions.md, issue 27).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a CSV carries it safely: a quote before a formula's first character. */
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The inverse for a cell read back: a CSV the product wrote imports again as it was written. */
const unneutralised = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

export function readCsv(text: string): Sheet {
  let records: string[][];
  try {
    // Excel in a Vietnamese or French locale writes `;` between cells: the header line tells which.
    const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
    const count = (c: string) => firstLine.split(c).length;
    const rows: unknown = parse(text, {
      bom: true,
      delimiter: count(';') > count(',') ? ';' : ',',
      relax_column_count: true,
      skip_empty_lines: false,
    });
    records = rows as string[][];
  } catch {
    throw new UnreadableFileError();
  }
  const [header = [], ...body] = records;
  return {
    header,
    rows: rowsOf(
      header,
      body.map((values, i) => ({ row: i + 2, values: values.map((v) => unneutralised(v.trim())) })),
    ),
  };
}

/**
 * A day (`YYYY-MM-DD`) written as a date: an Excel date cell in a typed workbook, the ISO text in a CSV. Days
 * are the academy's (docs/design.md section 6), so no time zone goes with them.
 */
export interface DayCell {
  day: string;
}

/** A cell written out: text, a number (a count, a score) that stays a number in a CSV, or a day. */
export type CellOut = string | number | DayCell;

const isDay = (value: CellOut | undefined): value is DayCell => typeof value === 'object';

export interface SheetOut {
  name: string;
  header: string[];
  rows: Record<string, CellOut>[];
  /** Column widths in characters. */
  widths?: number[];
  /**
   * A report, not a template: numbers are number cells and days date cells in a workbook (nothing is read
   * back from it). Without it every cell is text, so that a template imports back as written.
   */
  typed?: boolean;
}

/** A cell as text: a day as its ISO date. */
const cellOutText = (value: CellOut | undefined): string => (isDay(value) ? value.day : String(value ?? ''));

/** A typed workbook's cell: a number, a date (midnight UTC of the day, which Excel shows as that day), text. */
function typedCell(value: CellOut | undefined): ExcelJS.CellValue {
  if (value === undefined) return '';
  if (isDay(value)) return new Date(`${value.day}T00:00:00Z`);
  return value;
}

/**
 * Numbers stay text so that `0.5`, `9:00` and `1` import back exactly as written. Every cell is a string
 * value, which Excel never evaluates (only exceljs's `{formula}` cells are formulas): nothing to neutralise.
 */
export async function writeWorkbook(sheets: SheetOut[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LMS';
  for (const s of sheets) {
    const sheet = workbook.addWorksheet(s.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = s.header.map((key, i) => ({
      header: key,
      key,
      width: s.widths?.[i] ?? Math.min(60, Math.max(12, key.length + 2)),
      style: s.typed ? {} : { numFmt: '@' },
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of s.rows) {
      if (!s.typed) {
        sheet.addRow(s.header.map((key) => cellOutText(row[key])));
        continue;
      }
      const added = sheet.addRow(s.header.map((key) => typedCell(row[key])));
      s.header.forEach((key, i) => {
        if (isDay(row[key])) added.getCell(i + 1).numFmt = 'yyyy-mm-dd';
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The one CSV writer of the product: every CSV it answers comes from here, its text cells neutralised. */
export function writeCsv(sheet: SheetOut): string {
  const cell = (value: CellOut | undefined) =>
    typeof value === 'number' || isDay(value) ? cellOutText(value) : neutralised(value ?? '');
  const rows = sheet.rows.map((row) => sheet.header.map((key) => cell(row[key])));
  // A BOM so that Excel opens the Vietnamese text as UTF-8.
  return `\uFEFF${stringify([sheet.header.map((h) => neutralised(h)), ...rows])}`;
}
