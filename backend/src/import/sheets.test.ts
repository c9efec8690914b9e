import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readCsv, readWorkbook } from './sheets.js';

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
