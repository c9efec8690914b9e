import { samplePart } from '@lms/domain/questions';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import type { UserRow } from '../../http/auth.js';
import { readWorkbook, writeWorkbook } from '../../import/sheets.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildAdmin, buildExaminer, buildStudent, buildTeacher } from '../../test/factories.js';

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, student: UserRow;

const HEADER = [
  'title',
  'type',
  'topic_group',
  'tags',
  'prompt',
  'option_A',
  'option_B',
  'option_C',
  'correct',
  'text',
  'answer_1',
  'answer_2',
  'score',
  'weight',
];

/** A sheet's rows as objects keyed by the header above. */
const sheetRows = (rows: Record<string, string>[]) =>
  writeWorkbook([{ name: 'Questions', header: HEADER, rows }]);

const VALID_ROWS: Record<string, string>[] = [
  {
    title: 'Reading: the writer’s childhood',
    type: 'choice_one_answer',
    topic_group: 'reading',
    prompt: 'Where did the writer spend most of her childhood?',
    option_A: 'In a fishing village',
    option_B: 'In the capital',
    option_C: 'On a farm',
    correct: 'A',
    score: '1',
  },
  {
    title: 'Listening: museum notes',
    type: 'gap_fill',
    topic_group: 'listening',
    prompt: 'Write NO MORE THAN TWO WORDS.',
    text: 'The museum opens at {{1}} on weekdays and the tour starts in the {{2}}.',
    answer_1: '9 am|nine am',
    answer_2: 'main hall',
    score: '2',
    weight: '0,5',
  },
  // A row without a title: a second part of the question above.
  { text: 'Tickets cost {{1}} pounds.', answer_1: '12|twelve', score: '1' },
];

/** A multipart body with one file (and an optional dry_run field), as a browser's FormData sends it. */
function multipart(filename: string, content: Buffer | string, fields: Record<string, string> = {}) {
  const boundary = '----lmsTestBoundary7MA4YWxk';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  user: UserRow | null,
  filename: string,
  content: Buffer | string,
  opts: { dryRun?: boolean; lang?: string } = {},
) => {
  const body = multipart(filename, content);
  return t.api(user, {
    method: 'POST',
    url: `import-data/?dry_run=${opts.dryRun ?? true}`,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': opts.lang ?? 'en' },
  });
};

/** A file route's raw answer (the API helper parses JSON). */
async function download(user: UserRow, url: string, lang = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}/${url}`,
    headers: { authorization: `Bearer ${await t.tokenFor(user)}`, 'accept-language': lang },
  });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, text: res.body };
}

const myQuestions = async (user: UserRow, search: string) =>
  (
    await t.api(user, {
      method: 'GET',
      url: `question/?store=private&search=${encodeURIComponent(search)}&include=parts`,
    })
  ).body;

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  await t.api(teacher, { method: 'POST', url: 'tag/', payload: { name: 'Lớp tối' } });
});
afterAll(() => t.close());

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

describe('GET question/export', () => {
  const TYPES = [
    'choice_one_answer',
    'sentence_completion',
    'true_false',
    'multiple_choice',
    'gap_fill',
    'matching',
    'word_order',
    'picture_mark',
    'writing',
    'speaking',
    'pronunciation',
    'null',
  ] as const;
  let exporter: UserRow;

  beforeAll(async () => {
    exporter = await buildTeacher(t.db);
    const tag = (await t.api(exporter, { method: 'POST', url: 'tag/', payload: { name: 'Round trip' } })).body
      .id;
    for (const type of TYPES) {
      const res = await t.api(exporter, {
        method: 'POST',
        url: 'question/',
        payload: {
          title: `Round trip ${type}`,
          question_type: type,
          content: 'Read the passage; then answer.',
          topic_group: 'reading',
          tag_ids: [tag],
          parts:
            type === 'gap_fill'
              ? [samplePart(type), { ...samplePart(type), weight: 0.75 }]
              : [samplePart(type)],
        },
      });
      expect(res.status, type).toBe(201);
    }
    // An IELTS section: a true/false question whose parts mix an intro, a judgement and a blanks part.
    const judgement = (prompt: string, correct: string) => ({
      content: {
        prompt,
        options: [
          { id: 'true', text: 'TRUE' },
          { id: 'false', text: 'FALSE' },
          { id: 'not_given', text: 'NOT GIVEN' },
        ],
      },
      answer: { correct },
      score: 1,
    });
    const mixed = await t.api(exporter, {
      method: 'POST',
      url: 'question/',
      payload: {
        title: 'Round trip mixed section',
        question_type: 'true_false',
        content: 'The history of the bicycle.',
        topic_group: 'reading',
        tag_ids: [tag],
        parts: [
          { question_type: 'null', content: { text: 'Questions 1–2.' }, answer: {}, score: 0 },
          judgement('1. The first bicycle had pedals.', 'false'),
          { question_type: 'true_false', ...judgement('2. Tyres came later.', 'true') },
          {
            question_type: 'sentence_completion',
            content: { prompt: 'Complete the notes.', text: 'Wheels of the same {{3}}; a {{4}}.' },
            answer: {
              blanks: [
                { id: '3', accepted: ['size'] },
                { id: '4', accepted: ['chain', 'chain drive'] },
              ],
            },
            score: 2,
            weight: 0.5,
          },
        ],
      },
    });
    expect(mixed.status).toBe(201);
  });

  const bank = async (user: UserRow) =>
    (
      await t.api(user, {
        method: 'GET',
        url: `question/?owner_id=${user.id}&include=parts&page_size=100&ordering=title`,
      })
    ).body.results;
  const shape = (q: any) => ({
    title: q.title,
    question_type: q.question_type,
    content: q.content,
    topic_group: q.topic_group,
    tags: q.tags.map((tag: { name: string }) => tag.name),
    parts: q.parts.map((p: any) => ({
      type: p.question_type,
      content: p.content,
      answer: p.answer,
      score: p.score,
      weight: p.weight,
    })),
  });

  it('Excel: exports the filtered bank, and the file imports back to the same titles, types, parts and keys', async () => {
    const res = await download(exporter, `question/export?format=xlsx&owner_id=${exporter.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const dry = await upload(exporter, 'export.xlsx', res.raw);
    expect(dry.body).toMatchObject({ questions: TYPES.length + 1, errors: [] });

    const before = (await bank(exporter)).map(shape);
    expect(
      before.find((q: any) => q.title === 'Round trip mixed section').parts.map((p: any) => p.type),
    ).toEqual(['null', 'true_false', 'true_false', 'sentence_completion']);
    const copy = await buildTeacher(t.db);
    await t.api(copy, { method: 'POST', url: 'tag/', payload: { name: 'Round trip' } });
    const imported = await upload(copy, 'export.xlsx', res.raw, { dryRun: false });
    expect(imported.status).toBe(201);
    expect((await bank(copy)).map(shape)).toEqual(before);
  });

  it('GIFT: exports what GIFT can carry, names the rest, and imports back to the same questions', async () => {
    const res = await download(
      exporter,
      `question/export?format=gift&owner_id=${exporter.id}&types=choice_one_answer,sentence_completion,true_false,multiple_choice,writing,null,word_order`,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('// 2 question(s) not expressible in GIFT');
    expect(res.text).toContain('//   Round trip mixed section');
    expect(res.text).toContain('//   Round trip word_order');
    const copy = await buildTeacher(t.db);
    await t.api(copy, { method: 'POST', url: 'tag/', payload: { name: 'Round trip' } });
    const imported = await upload(copy, 'export.gift', res.raw, { dryRun: false });
    expect(imported.body).toMatchObject({ format: 'gift', questions: 6, errors: [] });
    const expected = (await bank(exporter)).filter(
      (q: any) =>
        [
          'choice_one_answer',
          'sentence_completion',
          'true_false',
          'multiple_choice',
          'writing',
          'null',
        ].includes(q.question_type) && q.parts.length === 1,
    );
    expect((await bank(copy)).map(shape)).toEqual(expected.map(shape));
  });

  it('GIFT keeps matching and text entry by their texts (GIFT has no ids)', async () => {
    const res = await download(
      exporter,
      `question/export?format=gift&owner_id=${exporter.id}&types=matching`,
    );
    const copy = await buildTeacher(t.db);
    const imported = await upload(copy, 'export.gift', res.raw, { dryRun: false });
    expect(imported.body.errors).toEqual([
      { row: expect.any(Number), column: 'tags', message: expect.any(String) },
    ]);
    // Without the tag line the matching question imports with the same pairs by text.
    const noTags = res.text.replace(/,"tags":"Round trip"/g, '');
    const again = await upload(copy, 'export.gift', noTags, { dryRun: false });
    expect(again.status).toBe(201);
    const [q] = await bank(copy);
    const part = q.parts[0];
    const text = (list: { id: string; text: string }[], id: string) => list.find((x) => x.id === id)?.text;
    const pairs = Object.entries(part.answer.pairs as Record<string, string>).map(([i, o]) => [
      text(part.content.items, i),
      text(part.content.options, o),
    ]);
    expect(pairs).toEqual([
      ['Paragraph A', 'The origins of the festival'],
      ['Paragraph B', 'Funding problems'],
    ]);
    expect(part.content.options).toHaveLength(3);
  });

  it('a teacher exports only what they may read; students are refused', async () => {
    const res = await download(otherTeacher, `question/export?format=xlsx&owner_id=${exporter.id}`);
    const sheet = await readWorkbook(res.raw);
    expect(sheet.rows).toHaveLength(0);
    expect((await download(student, 'question/export')).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/question/export` });
    expect(anonymous.statusCode).toBe(401);
  });
});
