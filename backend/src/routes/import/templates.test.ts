import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { readWorkbook } from '../../import/sheets.js';
import { importSuite } from '../../test/import.js';

let teacher: UserRow, student: UserRow;

const { upload, download } = importSuite((world) => ({ teacher, student } = world));

describe('GET import-data/template', () => {
  it('gives an Excel template per interaction: the header, an example row that imports, and the columns explained', async () => {
    for (const interaction of [
      'choice',
      'text_entry',
      'matching',
      'ordering',
      'multiple_choice',
      'hotspot',
      'writing',
      'speaking',
      'spoken_target',
      'none',
    ]) {
      const res = await download(teacher, `import-data/template?interaction=${interaction}&format=xlsx`);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('.xlsx');
      const check = await upload(teacher, 'template.xlsx', res.raw);
      expect(check.body, interaction).toMatchObject({ rows: 1, valid: 1, errors: [] });
    }
    const vi = await download(teacher, 'import-data/template?interaction=matching', 'vi');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(vi.raw as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Câu hỏi', 'Giải thích cột']);
    const help = book.worksheets[1]!.getColumn(2).values.map(String).join(' ');
    expect(help).toContain('Nối: mỗi mục cần nối một cột');
    const sheet = await readWorkbook(vi.raw);
    expect(sheet.header).toEqual([
      'title',
      'type',
      'topic_group',
      'instructions',
      'tags',
      'part_type',
      'prompt',
      'item_p1',
      'item_p2',
      'option_i',
      'option_ii',
      'option_iii',
      'correct',
      'score',
      'weight',
    ]);
    expect(sheet.rows[0]!.cells).toMatchObject({ item_p1: 'Paragraph A', correct: 'p1=i|p2=iii' });
  });

  it('gives a CSV template, and one for every interaction at once; refuses an unknown interaction and students', async () => {
    const csv = await download(teacher, 'import-data/template?interaction=text_entry&format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\n')[0]).toBe(
      '\uFEFFtitle,type,topic_group,instructions,tags,part_type,prompt,text,answer_1,answer_2,score,weight',
    );
    expect((await upload(teacher, 'template.csv', csv.raw)).body).toMatchObject({ valid: 1, errors: [] });
    const all = await download(teacher, 'import-data/template');
    expect((await upload(teacher, 'all.xlsx', all.raw)).body).toMatchObject({
      rows: 10,
      valid: 10,
      questions: 10,
    });
    expect((await download(teacher, 'import-data/template?interaction=crossword')).status).toBe(400);
    expect((await download(student, 'import-data/template')).status).toBe(403);
  });
});
