import type { UserRow } from '../http/auth.js';
import { writeWorkbook } from '../import/sheets.js';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, downloadAs, type TestContext } from './context.js';
import { buildAdmin, buildExaminer, buildStudent, buildTeacher } from './factories.js';

/** The import route tests' sheet (`routes/import/`): the columns of the questions' Excel template. */
export const HEADER = [
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
export const sheetRows = (rows: Record<string, string>[]) =>
  writeWorkbook([{ name: 'Questions', header: HEADER, rows }]);

export const VALID_ROWS: Record<string, string>[] = [
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
export function multipart(filename: string, content: Buffer | string, fields: Record<string, string> = {}) {
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

/** The import and export routes as a user; `context` gives the test context once it is built. */
export function importRequests(context: () => TestContext) {
  const upload = (
    user: UserRow | null,
    filename: string,
    content: Buffer | string,
    opts: { dryRun?: boolean; lang?: string } = {},
  ) => {
    const body = multipart(filename, content);
    return context().api(user, {
      method: 'POST',
      url: `import-data/?dry_run=${opts.dryRun ?? true}`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': opts.lang ?? 'en' },
    });
  };

  /** A file route's raw answer (the API helper parses JSON). */
  const download = (user: UserRow, url: string, lang = 'en') => downloadAs(context(), user, url, lang);

  const myQuestions = async (user: UserRow, search: string) =>
    (
      await context().api(user, {
        method: 'GET',
        url: `question/?store=private&search=${encodeURIComponent(search)}&include=parts`,
      })
    ).body;

  return { upload, download, myQuestions };
}

export interface ImportWorld {
  t: TestContext;
  admin: UserRow;
  teacher: UserRow;
  otherTeacher: UserRow;
  examiner: UserRow;
  student: UserRow;
}

/**
 * An import test file: a test context with its users (the teacher with a tag of theirs) built before its
 * tests (handed to `built`, which keeps what the tests use), closed after them, and the calls above.
 */
export function importSuite(built: (world: ImportWorld) => void) {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    const world = {
      t,
      admin: await buildAdmin(t.db),
      teacher: await buildTeacher(t.db),
      otherTeacher: await buildTeacher(t.db),
      examiner: await buildExaminer(t.db),
      student: await buildStudent(t.db),
    };
    await t.api(world.teacher, { method: 'POST', url: 'tag/', payload: { name: 'Lớp tối' } });
    built(world);
  });
  afterAll(() => t.close());
  return importRequests(() => t);
}
