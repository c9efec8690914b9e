import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import type { TestContext } from '../../test/context.js';
import { importSuite, sheetRows, VALID_ROWS } from '../../test/import.js';

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, student: UserRow;

const { upload, myQuestions } = importSuite(
  (world) => ({ t, admin, teacher, otherTeacher, examiner, student } = world),
);

describe('POST import-data/ (Excel)', () => {
  it('dry run: reports every row valid and writes nothing', async () => {
    const res = await upload(teacher, 'bank.xlsx', await sheetRows(VALID_ROWS));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dry_run: true,
      format: 'xlsx',
      rows: 3,
      valid: 3,
      questions: 2,
      errors: [],
      created_ids: [],
    });
    expect((await myQuestions(teacher, 'childhood')).count).toBe(0);
  });

  it('commit: writes every question, with its parts, into the teacher’s private store in one go', async () => {
    const rows = VALID_ROWS.map((r, i) => (i === 0 ? { ...r, tags: 'lớp TỐI' } : r));
    const res = await upload(teacher, 'bank.xlsx', await sheetRows(rows), { dryRun: false });
    expect(res.status).toBe(201);
    expect(res.body.created_ids).toHaveLength(2);
    const museum = (await myQuestions(teacher, 'museum notes')).results[0];
    expect(museum).toMatchObject({
      store: 'private',
      owner_id: teacher.id,
      question_type: 'gap_fill',
      part_count: 2,
    });
    expect(museum.parts[0]).toMatchObject({
      weight: 0.5,
      score: 2,
      answer: {
        blanks: [
          { id: '1', accepted: ['9 am', 'nine am'] },
          { id: '2', accepted: ['main hall'] },
        ],
      },
    });
    expect(museum.parts[1].content.text).toBe('Tickets cost {{1}} pounds.');
    const childhood = (await myQuestions(teacher, 'childhood')).results[0];
    expect(childhood.tags.map((tag: { name: string }) => tag.name)).toEqual(['Lớp tối']);
    // An admin's import goes to the common store.
    const common = await upload(admin, 'bank.xlsx', await sheetRows(VALID_ROWS.slice(0, 1)), {
      dryRun: false,
    });
    expect(common.status).toBe(201);
    const [id] = common.body.created_ids;
    expect((await t.api(admin, { method: 'GET', url: `question/${id}/` })).body.store).toBe('common');
  });

  const BAD_ROWS: Record<string, string>[] = [
    VALID_ROWS[0]!,
    { ...VALID_ROWS[0]!, title: 'Bad key', correct: 'D' },
    { title: 'Bad type', type: 'crossword', prompt: 'x' },
    { ...VALID_ROWS[1]!, title: 'Blank without answer', answer_2: '', weight: '0.3' },
    { ...VALID_ROWS[0]!, title: 'Unknown tag', tags: 'Không có' },
  ];

  it('bad rows: the report names each row, column and mistake, in English and Vietnamese', async () => {
    const file = await sheetRows(BAD_ROWS);
    const en = await upload(teacher, 'bad.xlsx', file);
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ rows: 5, valid: 2, questions: 5 });
    expect(en.body.errors).toEqual([
      { row: 3, column: 'correct', message: 'The answer key names an option that does not exist' },
      { row: 4, column: 'type', message: 'Unknown question type' },
      { row: 5, column: 'weight', message: 'Choose a weight of 0.25, 0.5, 0.75 or 1 to 10' },
      { row: 5, column: 'answer_2', message: 'This blank has no accepted answer' },
    ]);
    const vi = await upload(teacher, 'bad.xlsx', file, { lang: 'vi' });
    expect(vi.body.errors[0]).toEqual({
      row: 3,
      column: 'correct',
      message: 'Đáp án trỏ tới một lựa chọn không tồn tại',
    });
    expect(vi.body.errors[1].message).toBe('Dạng câu hỏi không hợp lệ');
  });

  it('a commit with any bad row is refused with the report, and nothing is written', async () => {
    const res = await upload(teacher, 'bad.xlsx', await sheetRows(BAD_ROWS), { dryRun: false });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      message: 'Some rows have mistakes; nothing was imported',
      valid: 2,
    });
    expect(res.body.errors).toHaveLength(4);
    expect((await myQuestions(teacher, 'Bad key')).count).toBe(0);
    // A tag that is only another teacher's own is unknown here: the whole file stays out.
    const tagOnly = await upload(
      otherTeacher,
      'bank.xlsx',
      await sheetRows([{ ...VALID_ROWS[0]!, tags: 'Lớp tối' }]),
      {
        dryRun: false,
      },
    );
    expect(tagOnly.status).toBe(400);
    expect(tagOnly.body.errors).toEqual([
      { row: 2, column: 'tags', message: 'No tag of this name in your store; create it first' },
    ]);
  });
});

describe('POST import-data/ (CSV, GIFT, Aiken)', () => {
  it('reads a UTF-8 CSV (comma or semicolon), GIFT and Aiken text', async () => {
    const csv =
      '\uFEFFtitle;type;prompt;option_A;option_B;correct\nCâu hỏi CSV;choice_one_answer;Chọn đáp án đúng, nhé;Một;Hai;b\n';
    const fromCsv = await upload(teacher, 'bank.csv', csv, { dryRun: false });
    expect(fromCsv.status).toBe(201);
    const saved = (await myQuestions(teacher, 'Câu hỏi CSV')).results[0];
    expect(saved.parts[0].answer).toEqual({ correct: 'B' });
    expect(saved.parts[0].content.prompt).toBe('Chọn đáp án đúng, nhé');

    const gift = '::GIFT capital::What is the capital of Vietnam? {=Hà Nội ~Huế}\n\n::GIFT number::{#7}\n';
    const fromGift = await upload(teacher, 'bank.gift', gift);
    expect(fromGift.body).toMatchObject({ format: 'gift', rows: 2, valid: 1 });
    expect(fromGift.body.errors[0]).toMatchObject({ row: 3, column: 'type' });

    const aiken = 'Which word is a noun?\nA. quickly\nB. happiness\nANSWER: B\n';
    const fromAiken = await upload(teacher, 'quiz.txt', aiken, { dryRun: false });
    expect(fromAiken.status).toBe(201);
    expect(fromAiken.body.format).toBe('aiken');
  });

  it('refuses a file whose content does not fit its name (415), a sheet without the needed columns, an empty file', async () => {
    const xlsx = await sheetRows(VALID_ROWS);
    expect((await upload(teacher, 'bank.csv', xlsx)).status).toBe(415);
    expect((await upload(teacher, 'bank.xlsx', 'title,type\n')).status).toBe(415);
    expect((await upload(teacher, 'bank.pdf', 'title,type\n')).status).toBe(415);
    const latin1 = Buffer.from('title,type\nCâu,gap_fill\n', 'latin1');
    const wrong = await upload(teacher, 'bank.csv', latin1);
    expect(wrong.status).toBe(415);
    expect(wrong.body.message).toMatch(/UTF-8/);
    const noColumns = await upload(teacher, 'bank.csv', 'name,kind\nx,y\n');
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.errors.file[0]).toMatch(/"title" and "type"/);
    expect((await upload(teacher, 'bank.csv', 'title,type\n')).body.errors.file).toEqual([
      'The file holds no questions',
    ]);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    expect((await upload(teacher, 'bank.xlsx', broken)).status).toBe(400);
  });

  it('refuses a body that is not multipart (415) and one without a file (400)', async () => {
    const json = await t.api(teacher, { method: 'POST', url: 'import-data/', payload: { file: 'x' } });
    expect(json.status).toBe(415);
    const boundary = 'b0undary';
    const empty = await t.api(teacher, {
      method: 'POST',
      url: 'import-data/',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\ntrue\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.file).toEqual(['Choose a file to import']);
  });

  it('refuses a file over 10 MB with 413 and a clear message', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const res = await upload(teacher, 'bank.csv', big, { lang: 'vi' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Tệp lớn hơn 10 MB; hãy chia thành các tệp nhỏ hơn');
  });

  it('refuses anonymous callers (401), students and examiners (403)', async () => {
    const file = await sheetRows(VALID_ROWS);
    expect((await upload(null, 'bank.xlsx', file)).status).toBe(401);
    expect((await upload(student, 'bank.xlsx', file)).status).toBe(403);
    expect((await upload(examiner, 'bank.xlsx', file)).status).toBe(403);
  });
});
