import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '@lms/domain';
import { ROLE } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { presentClasses, type ClassRow } from '../../presenters/classes.js';
import { classFacts } from '../../queries/classes.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildClass,
  buildCourse,
  buildExaminer,
  buildLesson,
  buildStudent,
  buildTeacher,
  enrol,
} from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

const NOW = fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, otherExaminer: UserRow;
let student: UserRow, otherStudent: UserRow, requester: UserRow, leaver: UserRow;
let ongoing: ClassRow, upcoming: ClassRow, finished: ClassRow;
let courseId: number;

const today = academyToday(NOW);
const shift = (days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id).sort((a, b) => a - b);
const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db, { name: 'Trần Thị Lan' });
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db, { name: 'Đỗ Văn Khảo' });
  otherExaminer = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  otherStudent = await buildStudent(t.db);
  requester = await buildStudent(t.db);
  leaver = await buildStudent(t.db);
  courseId = (await buildCourse(t.db, { name: 'IELTS 6.5' })).id;
  ongoing = await buildClass(
    t.db,
    {
      name: 'IELTS 6.5 Tối 2-4-6',
      classCode: 'IELTS65A',
      courseId,
      startDate: shift(-10),
      expectedEndDate: shift(30),
      weekdays: [1, 3, 5],
      classroomOnline: 'https://meet.example.test/ielts65a',
      classroomOffline: 'Phòng 302',
      description: 'Lớp tối',
    },
    { teachers: [teacher], examiners: [examiner] },
  );
  upcoming = await buildClass(
    t.db,
    { name: 'Foundation Sáng', startDate: shift(10), expectedEndDate: shift(60) },
    { teachers: [otherTeacher] },
  );
  finished = await buildClass(
    t.db,
    { name: 'Anh văn giao tiếp', startDate: shift(-100), endDate: shift(-5), expectedEndDate: shift(-3) },
    { teachers: [teacher] },
  );
  await enrol(t.db, ongoing.id, student.id);
  await enrol(t.db, ongoing.id, requester.id, 'request');
  await enrol(t.db, ongoing.id, leaver.id, 'inactive');
  await enrol(t.db, upcoming.id, otherStudent.id);
  await buildLesson(t.db, ongoing.id, { studyDate: shift(-9), status: 'done' });
  await buildLesson(t.db, ongoing.id, { studyDate: shift(-7) });
  await buildLesson(t.db, ongoing.id, { studyDate: shift(-5), status: 'canceled' });
  await buildLesson(t.db, ongoing.id, { studyDate: shift(2) });
  // Marked done before it happened (issue 10): a future lesson is never a session passed.
  await buildLesson(t.db, ongoing.id, { studyDate: shift(4), status: 'done' });
});
afterAll(() => t.close());

describe('GET class/', () => {
  it('presents every column of the class table header', async () => {
    const res = await t.api(admin, { method: 'GET', url: `class/?ids=${ongoing.id}` });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        id: ongoing.id,
        name: 'IELTS 6.5 Tối 2-4-6',
        course: { id: courseId, name: 'IELTS 6.5' },
        number_of_sessions: 24,
        classroom_online: 'https://meet.example.test/ielts65a',
        classroom_offline: 'Phòng 302',
        start_date: shift(-10),
        end_date: null,
        expected_end_date: shift(30),
        study_time_start: '18:00',
        study_time_end: '19:30',
        class_code: 'IELTS65A',
        // Done at -9, past at -7; the canceled one and the future ones do not count, even the one marked done.
        sessions_passed: 2,
        weekdays: [1, 3, 5],
        description: 'Lớp tối',
        teachers: [expect.objectContaining({ id: teacher.id, name: 'Trần Thị Lan', role: 2 })],
        examiners: [expect.objectContaining({ id: examiner.id, name: 'Đỗ Văn Khảo', role: 4 })],
        student_count: 1,
        created_at: expect.any(String),
      },
    ]);
  });

  it('presents a page with the same number of queries whatever its size', async () => {
    let selects = 0;
    const counting = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects++;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const viewer = { user: admin, role: ROLE.ADMIN, realmRoles: [] };
    await classFacts(counting, [ongoing]);
    const forOne = selects;
    selects = 0;
    const rows = [ongoing, upcoming, finished];
    const page = presentClasses(viewer, rows, await classFacts(counting, rows));
    expect(page.map((c) => c.student_count)).toEqual([1, 1, 0]);
    expect(selects).toBe(forOne);
  });

  it('shows each role only the classes it may read', async () => {
    const seen = async (user: UserRow) => ids((await t.api(user, { method: 'GET', url: 'class/' })).body);
    expect(await seen(admin)).toEqual(sorted(ongoing.id, upcoming.id, finished.id));
    expect(await seen(teacher)).toEqual(sorted(ongoing.id, finished.id));
    expect(await seen(otherTeacher)).toEqual([upcoming.id]);
    expect(await seen(examiner)).toEqual([ongoing.id]);
    expect(await seen(otherExaminer)).toEqual([]);
    expect(await seen(student)).toEqual([ongoing.id]);
    expect(await seen(requester)).toEqual([]);
    expect(await seen(leaver)).toEqual([]);
  });

  it('never widens visibility through filters', async () => {
    const res = await t.api(teacher, { method: 'GET', url: `class/?ids=${upcoming.id}` });
    expect(res.body.count).toBe(0);
  });

  it('filters by batch ids, course, teacher and student', async () => {
    const get = async (query: string) =>
      ids((await t.api(admin, { method: 'GET', url: `class/?${query}` })).body);
    expect(await get(`ids=${upcoming.id},${finished.id}`)).toEqual(sorted(upcoming.id, finished.id));
    expect(await get(`course_ids=${courseId}`)).toEqual([ongoing.id]);
    expect(await get(`teacher_ids=${teacher.id}`)).toEqual(sorted(ongoing.id, finished.id));
    expect(await get(`teacher_ids=${examiner.id}`)).toEqual([]);
    expect(await get(`student_ids=${otherStudent.id},${requester.id}`)).toEqual(
      sorted(ongoing.id, upcoming.id),
    );
  });

  it('searches the name or the class code, without case', async () => {
    const get = async (q: string) =>
      ids((await t.api(admin, { method: 'GET', url: `class/?search=${q}` })).body);
    expect(await get(encodeURIComponent('giao tiếp'))).toEqual([finished.id]);
    expect(await get('ielts65')).toEqual([ongoing.id]);
    expect(await get('%25')).toEqual([]);
  });

  it('filters by state from the dates', async () => {
    const get = async (s: string) =>
      ids((await t.api(admin, { method: 'GET', url: `class/?state=${s}` })).body);
    expect(await get('upcoming')).toEqual([upcoming.id]);
    expect(await get('ongoing')).toEqual([ongoing.id]);
    expect(await get('finished')).toEqual([finished.id]);
  });

  it('orders and pages', async () => {
    const byName = await t.api(admin, { method: 'GET', url: 'class/?ordering=name&page_size=2' });
    expect(byName.body.results.map((c: { name: string }) => c.name)).toEqual([
      'Anh văn giao tiếp',
      'Foundation Sáng',
    ]);
    expect(byName.body.count).toBe(3);
    expect(byName.body.next).toContain('page=2');
    const byStart = await t.api(admin, { method: 'GET', url: 'class/' });
    expect(byStart.body.results.map((c: { id: number }) => c.id)).toEqual([
      upcoming.id,
      ongoing.id,
      finished.id,
    ]);
  });

  it('answers 401 without a token and 400 with the bad filters named', async () => {
    expect((await t.api(null, { method: 'GET', url: 'class/' })).status).toBe(401);
    const res = await t.api(admin, {
      method: 'GET',
      url: 'class/?state=soon&ordering=size&teacher_ids=1,a&page_size=301&room=1',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'ordering',
      'page_size',
      'room',
      'state',
      'teacher_ids',
    ]);
  });
});

describe('GET class/{id}/', () => {
  it('lets admin, its staff and its enrolled students read, and nobody else', async () => {
    const status = async (user: UserRow) =>
      (await t.api(user, { method: 'GET', url: `class/${ongoing.id}/` })).status;
    expect(await status(admin)).toBe(200);
    expect(await status(teacher)).toBe(200);
    expect(await status(examiner)).toBe(200);
    expect(await status(student)).toBe(200);
    expect(await status(otherTeacher)).toBe(403);
    expect(await status(otherExaminer)).toBe(403);
    expect(await status(otherStudent)).toBe(403);
    expect(await status(requester)).toBe(403);
  });

  it('answers 404, 400 and 401', async () => {
    expect((await t.api(admin, { method: 'GET', url: 'class/999999/' })).status).toBe(404);
    expect((await t.api(admin, { method: 'GET', url: 'class/abc/' })).status).toBe(400);
    expect((await t.api(null, { method: 'GET', url: `class/${ongoing.id}/` })).status).toBe(401);
  });
});

describe('DELETE class/{id}/', () => {
  it('refuses other teachers, examiners and students', async () => {
    for (const user of [otherTeacher, examiner, student]) {
      expect((await t.api(user, { method: 'DELETE', url: `class/${ongoing.id}/` })).status).toBe(403);
    }
    expect((await t.api(null, { method: 'DELETE', url: `class/${ongoing.id}/` })).status).toBe(401);
  });

  it('lets only an admin delete (not even the class’s teacher), then answers 404', async () => {
    const mine = await buildClass(t.db, {}, { teachers: [otherTeacher] });
    await enrol(t.db, mine.id, otherStudent.id);
    expect((await t.api(otherTeacher, { method: 'DELETE', url: `class/${mine.id}/` })).status).toBe(403);
    expect((await t.api(admin, { method: 'DELETE', url: `class/${mine.id}/` })).status).toBe(204);
    expect((await t.api(admin, { method: 'GET', url: `class/${mine.id}/` })).status).toBe(404);
    const other = await buildClass(t.db);
    expect((await t.api(admin, { method: 'DELETE', url: `class/${other.id}/` })).status).toBe(204);
    expect((await t.api(admin, { method: 'DELETE', url: `class/${other.id}/` })).status).toBe(404);
  });
});
