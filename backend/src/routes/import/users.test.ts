import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classStudents, users } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { readWorkbook, writeWorkbook } from '../../import/sheets.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, downloadAs, type TestContext } from '../../test/context.js';
import { buildAdmin, buildClass, buildExaminer, buildStudent, buildTeacher } from '../../test/factories.js';
import { multipart } from '../../test/import.js';

fixClock('2028-03-01T08:00:00+07:00');

let t: TestContext;
let admin: UserRow, teacher: UserRow, examiner: UserRow, student: UserRow;
let classId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db, { email: 'da.co@example.test', name: 'Đã Có' });
  classId = (await buildClass(t.db)).id;
});
afterAll(() => t.close());

const upload = (
  user: UserRow | null,
  filename: string,
  content: Buffer | string,
  opts: { dryRun?: boolean; lang?: string; classId?: string } = {},
) => {
  const body = multipart(filename, content, opts.classId ? { class_id: opts.classId } : {});
  return t.api(user, {
    method: 'POST',
    url: `users/import?dry_run=${opts.dryRun ?? true}`,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': opts.lang ?? 'en' },
  });
};

const csvOf = (lines: string[]) =>
  `email,first_name,last_name,role,phone,date_of_birth\n${lines.join('\n')}\n`;
const GOOD = csvOf([
  'hoa.tran@example.test,Hoa,Trần Thị,student,0912345678,2009-04-01',
  'Minh.Le@Example.test,Minh,Lê Văn,,,',
  'da.co@example.test,Đã,Có,student,,',
  'co.giao@example.test,Giao,Cô,teacher,,',
]);
const byEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('GET users/import/template', () => {
  it('gives the columns and an example row, xlsx and csv; the template imports as it is', async () => {
    const xlsx = await downloadAs(t, admin, 'users/import/template');
    expect(xlsx.status).toBe(200);
    const sheet = await readWorkbook(xlsx.raw);
    expect(sheet.header).toEqual([
      'email',
      'first_name',
      'last_name',
      'full_name',
      'role',
      'phone',
      'date_of_birth',
    ]);
    const check = await upload(admin, 'users.xlsx', xlsx.raw);
    expect(check.body).toMatchObject({ rows: 1, new: 1, errors: [] });
    const csv = await downloadAs(t, admin, 'users/import/template?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\n')[0]).toBe(
      '\uFEFFemail,first_name,last_name,full_name,role,phone,date_of_birth',
    );
    expect((await downloadAs(t, teacher, 'users/import/template')).status).toBe(403);
  });
});

describe('POST users/import', () => {
  it('dry run: counts the new users, reports the existing e-mails, and writes nothing', async () => {
    const res = await upload(admin, 'users.csv', GOOD, { classId: String(classId) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      dry_run: true,
      rows: 4,
      new: 3,
      existing: [{ row: 4, email: 'da.co@example.test', enrolled: true }],
      errors: [],
      created_ids: [],
    });
    expect(await byEmail('hoa.tran@example.test')).toBeUndefined();
    // Without a class, an existing student is only reported.
    const noClass = await upload(admin, 'users.csv', GOOD);
    expect(noClass.body.existing).toEqual([{ row: 4, email: 'da.co@example.test', enrolled: false }]);
    expect(await t.db.select().from(classStudents).where(eq(classStudents.classId, classId))).toEqual([]);
  });

  it('bad rows: row, column and message in the caller’s language; nothing is written', async () => {
    const bad = csvOf([
      'ok.one@example.test,One,Ok,,,',
      'not-an-email,X,Y,,,',
      'ok.one@example.test,Again,Ok,,,',
      'role@example.test,R,S,pilot,12,2009-13-40',
      ',,,,,',
      'noname@example.test,,,,,',
    ]);
    for (const dryRun of [true, false]) {
      const en = await upload(admin, 'bad.csv', bad, { dryRun });
      expect(en.status).toBe(400);
      expect(en.body.message).toBe('Some rows have mistakes; nothing was imported');
      expect(en.body.errors).toEqual([
        { row: 3, column: 'email', message: 'Unvalid Email' },
        { row: 4, column: 'email', message: 'This e-mail is already on an earlier row of the file' },
        { row: 5, column: 'role', message: 'Unknown role (student, teacher, specialize or admin)' },
        { row: 5, column: 'phone', message: 'Phone number is not valid' },
        { row: 5, column: 'date_of_birth', message: 'Wrong date format (YYYY-MM-DD)' },
        { row: 7, column: 'full_name', message: 'Write a full name, or a first and a last name' },
      ]);
    }
    const vi = await upload(admin, 'bad.csv', bad, { dryRun: false, lang: 'vi' });
    expect(vi.body.message).toBe('Một số dòng có lỗi; chưa có người dùng nào được nhập');
    expect(vi.body.errors[1].message).toBe('Email này đã có ở một dòng phía trên trong tệp');
    expect(await byEmail('ok.one@example.test')).toBeUndefined();
  });

  it('refuses a wrong column, an unknown class, a file that is not Excel or CSV: 400/415, nothing written', async () => {
    const wrong = await upload(admin, 'users.csv', 'email,first_name,surname\nx.y@example.test,X,Y\n', {
      dryRun: false,
      lang: 'vi',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^Cột không hợp lệ: surname\. /);
    const noEmail = await upload(admin, 'users.csv', 'first_name,last_name\nX,Y\n', { dryRun: false });
    expect(noEmail.status).toBe(400);
    const unknownClass = await upload(admin, 'users.csv', GOOD, { dryRun: false, classId: '999999' });
    expect(unknownClass.status).toBe(400);
    expect(unknownClass.body.errors.class_id).toEqual([
      'No such class; choose an existing class; nothing was imported',
    ]);
    expect((await upload(admin, 'users.gift', '::a::b{}')).status).toBe(415);
    expect(await byEmail('x.y@example.test')).toBeUndefined();
    expect(await byEmail('hoa.tran@example.test')).toBeUndefined();
  });

  it('commit: creates the new users at once, enrols the students in the class, mails each one welcome link', async () => {
    const file = await writeWorkbook([
      {
        name: 'Users',
        header: ['email', 'full_name', 'role'],
        rows: [{ email: 'excel.user@example.test', full_name: 'Người Dùng Excel', role: 'Học viên' }],
      },
    ]);
    expect((await upload(admin, 'users.xlsx', file, { dryRun: false })).status).toBe(201);
    // The existing student had asked to join: the import's enrolment approves it.
    await t.db.insert(classStudents).values({ classId, studentId: student.id, status: 'request' });
    const res = await upload(admin, 'users.csv', GOOD, {
      dryRun: false,
      classId: String(classId),
      lang: 'vi',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      dry_run: false,
      new: 3,
      existing: [{ row: 4, email: 'da.co@example.test', enrolled: true }],
    });
    expect(res.body.created_ids).toHaveLength(3);
    const hoa = await byEmail('hoa.tran@example.test');
    expect(hoa).toMatchObject({
      name: 'Trần Thị Hoa',
      role: 1,
      phone: '0912345678',
      dateOfBirth: '2009-04-01',
      sub: null,
    });
    expect(await byEmail('minh.le@example.test')).toMatchObject({ name: 'Lê Văn Minh', role: 1 });
    expect(await byEmail('co.giao@example.test')).toMatchObject({ role: 2 });
    const enrolled = await t.db.select().from(classStudents).where(eq(classStudents.classId, classId));
    expect(enrolled.map((e) => [e.studentId, e.status]).sort()).toEqual(
      [
        [hoa!.id, 'active'],
        [(await byEmail('minh.le@example.test'))!.id, 'active'],
        // The student who had an account already joins the class too; the teacher in the file does not.
        [student.id, 'active'],
      ].sort(),
    );
    const mails = await t.mailer.recent(100);
    for (const to of ['hoa.tran@example.test', 'minh.le@example.test', 'co.giao@example.test'])
      expect(mails.filter((m) => m.to === to).map((m) => m.subject)).toEqual([
        'Chào mừng bạn đến với Học viện Anh ngữ',
      ]);
    expect(mails.filter((m) => m.to === student.email)).toEqual([]);
    // The link gives the imported user a sign-in account with the password they choose.
    const code = mails
      .find((m) => m.to === 'hoa.tran@example.test')!
      .text.match(/resetPassword\?code=([A-Z0-9]{8})\n/)![1];
    const set = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/verified/',
      payload: { code, password: 'Chaomung2026' },
    });
    expect(set.status).toBe(200);
    const linked = await byEmail('hoa.tran@example.test');
    expect(t.identity.accounts.get(linked!.sub!)).toMatchObject({
      password: 'Chaomung2026',
      role: 'student',
    });
    // The same file again: every e-mail exists now, no one is created or mailed twice.
    const again = await upload(admin, 'users.csv', GOOD, { dryRun: false, classId: String(classId) });
    expect(again.body).toMatchObject({ new: 0, created_ids: [] });
    expect(again.body.existing).toHaveLength(4);
    // Everyone is in the class now: no existing student is enrolled again.
    expect(again.body.existing.map((e: { enrolled: boolean }) => e.enrolled)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect((await t.mailer.recent(100)).filter((m) => m.to === 'minh.le@example.test')).toHaveLength(1);
  });

  it('is for admins only: 401 anonymous, 403 teacher, examiner, student', async () => {
    expect((await upload(null, 'users.csv', GOOD)).status).toBe(401);
    for (const user of [teacher, examiner, student])
      expect((await upload(user, 'users.csv', GOOD)).status).toBe(403);
  });
});
