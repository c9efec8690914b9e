import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import type { ClassRow } from '../../presenters/classes.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildClass,
  buildCourse,
  buildDayOff,
  buildExaminer,
  buildStudent,
  buildTeacher,
  enrol,
} from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

// The class these tests create starts on 1 March 2027: before then, none of its sessions has passed.
fixClock('2026-11-16T10:00:00+07:00');

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, student: UserRow;
let courseId: number;
let otherClass: ClassRow;

// 2027-03-01 is a Monday; the academy is closed on Wednesday 2027-03-03.
const valid = {
  name: 'IELTS 5.5 Tối 2-4-6',
  number_of_sessions: 6,
  start_date: '2027-03-01',
  study_time_start: '18:00',
  study_time_end: '19:30',
  weekdays: [5, 1, 3],
};

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  courseId = (await buildCourse(t.db, { name: 'IELTS 5.5' })).id;
  otherClass = await buildClass(t.db, { classCode: 'TAKEN1' });
  await buildDayOff(t.db, '2027-03-03');
  // Another class's day off does not move a new class.
  await buildDayOff(t.db, '2027-03-05', { classId: otherClass.id });
});
afterAll(() => t.close());

const create = (user: UserRow | null, payload: object) =>
  t.api(user, { method: 'POST', url: 'class/', payload });

describe('POST class/', () => {
  it('lets an admin create a class with staff, skipping academy days off', async () => {
    const res = await create(admin, {
      ...valid,
      course_id: courseId,
      class_code: ' ielts55b ',
      classroom_online: 'https://meet.example.test/abc',
      end_date: '2027-04-01',
      teacher_ids: [teacher.id],
      examiner_ids: [examiner.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'IELTS 5.5 Tối 2-4-6',
      course: { id: courseId, name: 'IELTS 5.5' },
      class_code: 'IELTS55B',
      weekdays: [1, 3, 5],
      end_date: '2027-04-01',
      expected_end_date: '2027-03-15',
      sessions_passed: 0,
      student_count: 0,
    });
    expect(res.body.teachers.map((u: { id: number }) => u.id)).toEqual([teacher.id]);
    expect(res.body.examiners.map((u: { id: number }) => u.id)).toEqual([examiner.id]);
    expect((await t.api(teacher, { method: 'GET', url: `class/${res.body.id}/` })).status).toBe(200);
  });

  it('plans the new class’s timetable at once, around the days off (issue 10)', async () => {
    const res = await create(admin, valid);
    expect(res.status).toBe(201);
    const lessons = await t.api(admin, {
      method: 'GET',
      url: `class/time-table/?class_id=${res.body.id}&page_size=50`,
    });
    expect(lessons.body.count).toBe(6);
    expect(
      lessons.body.results.map((l: { session_number: number; study_date: string; status: string }) => [
        l.session_number,
        l.study_date,
        l.status,
      ]),
    ).toEqual([
      [1, '2027-03-01', 'scheduled'],
      [2, '2027-03-05', 'scheduled'],
      [3, '2027-03-08', 'scheduled'],
      [4, '2027-03-10', 'scheduled'],
      [5, '2027-03-12', 'scheduled'],
      [6, '2027-03-15', 'scheduled'],
    ]);
    expect(lessons.body.results[0]).toMatchObject({ study_time_start: '18:00', study_time_end: '19:30' });
    // The last planned lesson is the expected end date the class shows.
    expect(res.body.expected_end_date).toBe('2027-03-15');
  });

  it('creates no lessons when the class is refused', async () => {
    const before = await t.api(admin, { method: 'GET', url: 'class/time-table/?page_size=1' });
    const res = await create(admin, { ...valid, study_time_end: '17:00' });
    expect(res.status).toBe(400);
    const after = await t.api(admin, { method: 'GET', url: 'class/time-table/?page_size=1' });
    expect(after.body.count).toBe(before.body.count);
  });

  it('makes the creating teacher its teacher and generates a code', async () => {
    const res = await create(teacher, valid);
    expect(res.status).toBe(201);
    expect(res.body.class_code).toMatch(/^[A-Z2-9]{6,8}$/);
    expect(res.body.teachers.map((u: { id: number }) => u.id)).toEqual([teacher.id]);
    expect(res.body.course).toBeNull();
    expect(res.body).toMatchObject({
      classroom_online: '',
      classroom_offline: '',
      description: '',
      end_date: null,
    });
    const again = await create(teacher, valid);
    expect(again.body.class_code).not.toBe(res.body.class_code);
  });

  it('leaves staff to admins: a teacher cannot assign teachers or examiners', async () => {
    const res = await create(teacher, { ...valid, teacher_ids: [otherTeacher.id], examiner_ids: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      teacher_ids: ['Only an administrator can change this field'],
      examiner_ids: ['Only an administrator can change this field'],
    });
  });

  it('refuses examiners and students, and callers without a token', async () => {
    expect((await create(examiner, valid)).status).toBe(403);
    expect((await create(student, valid)).status).toBe(403);
    expect((await create(null, valid)).status).toBe(401);
  });

  it('answers 409 for a class code already used, whatever the case', async () => {
    const res = await create(admin, { ...valid, class_code: 'taken1' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ class_code: ['This class code is already used'] });
  });

  it('checks that staff have the right role and the course exists', async () => {
    const res = await create(admin, {
      ...valid,
      course_id: 999999,
      teacher_ids: [teacher.id, student.id],
      examiner_ids: [teacher.id],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      course_id: ['This course does not exist'],
      teacher_ids: ['This user is not a teacher'],
      examiner_ids: ['This user is not an examiner'],
    });
    const unknown = await create(admin, { ...valid, teacher_ids: [999999] });
    expect(unknown.body.errors).toEqual({ teacher_ids: ['This user is not a teacher'] });
  });

  it('wants the end date after the start date, in the specified words', async () => {
    for (const end_date of ['2027-03-01', '2027-02-28']) {
      const res = await create(admin, { ...valid, end_date });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ end_date: ['The end date must be greater than the start date'] });
    }
    const vi = await t.api(admin, {
      method: 'POST',
      url: 'class/',
      payload: { ...valid, end_date: '2027-02-01' },
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.errors.end_date).toEqual(['Ngày kết thúc phải lớn hơn ngày bắt đầu']);
  });

  it('wants the study time to end after it starts', async () => {
    const res = await create(admin, { ...valid, study_time_start: '19:30', study_time_end: '18:00' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ study_time_end: ['The end time must be later than the start time'] });
  });

  it('wants a number of sessions greater than 0', async () => {
    for (const number_of_sessions of [0, -3, 2.5, 'abc']) {
      const res = await create(admin, { ...valid, number_of_sessions });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ number_of_sessions: ['Must be a number greater than 0'] });
    }
    const huge = await create(admin, { ...valid, number_of_sessions: 501 });
    expect(huge.body.errors).toEqual({ number_of_sessions: ['A class has at most 500 sessions'] });
  });

  it('rejects bad weekdays, malformed dates and times, wrong types and unknown fields', async () => {
    const weekdays = [[], [0, 1], [8], '1,3', [1.5]];
    for (const w of weekdays) {
      const res = await create(admin, { ...valid, weekdays: w });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([expect.stringMatching(/^weekdays/)]);
    }
    const none = await create(admin, { ...valid, weekdays: [] });
    expect(none.body.errors.weekdays).toEqual(['Choose at least one weekday (1 = Monday … 7 = Sunday)']);
    const res = await create(admin, {
      ...valid,
      start_date: '07/03/2027',
      end_date: '2027-13-01',
      study_time_start: '25:00',
      classroom_online: 'not a link',
      course_id: '3',
      class_code: 'a b',
      teacher_ids: ['1'],
      room: 'P302',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      start_date: ['Wrong date format (YYYY-MM-DD)'],
      study_time_start: ['Wrong time format (HH:MM)'],
      class_code: ['A class code has 3 to 20 letters, digits, - or _'],
      room: ['Unknown field'],
    });
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'class_code',
      'classroom_online',
      'course_id',
      'end_date',
      'room',
      'start_date',
      'study_time_start',
      'teacher_ids.0',
    ]);
  });

  it('names every missing required field', async () => {
    const res = await create(admin, {});
    expect(res.status).toBe(400);
    const required = [
      'name',
      'number_of_sessions',
      'start_date',
      'study_time_end',
      'study_time_start',
      'weekdays',
    ];
    expect(Object.keys(res.body.errors).sort()).toEqual(required);
    // The shared date, time and weekday validators word a missing value with their format message.
    for (const field of ['name', 'number_of_sessions'])
      expect(res.body.errors[field]).toEqual(['This field is required']);
  });
});

describe('PUT class/{id}/', () => {
  let cls: ClassRow;
  beforeAll(async () => {
    cls = await buildClass(
      t.db,
      {
        startDate: '2027-03-01',
        endDate: '2027-06-30',
        numberOfSessions: 6,
        weekdays: [1, 3, 5],
        classCode: 'EDIT01',
      },
      { teachers: [teacher], examiners: [examiner] },
    );
    await enrol(t.db, cls.id, student.id);
    await buildDayOff(t.db, '2027-03-09', { classId: cls.id });
  });
  const update = (user: UserRow | null, payload: object, id = cls.id) =>
    t.api(user, { method: 'PUT', url: `class/${id}/`, payload });

  it('lets its teacher change part of it, recomputing the expected end with its own days off', async () => {
    const res = await update(teacher, { weekdays: [4, 2], description: 'Đổi lịch' });
    expect(res.status).toBe(200);
    // Tue/Thu from 2027-03-01 skipping the class's day off 2027-03-09: 2, 4, 11, 16, 18, 23 March.
    expect(res.body).toMatchObject({
      weekdays: [2, 4],
      description: 'Đổi lịch',
      expected_end_date: '2027-03-23',
    });
    const renamed = await update(teacher, { name: 'Tên mới', class_code: 'edit01' });
    expect(renamed.body).toMatchObject({
      name: 'Tên mới',
      class_code: 'EDIT01',
      expected_end_date: '2027-03-23',
    });
  });

  it('checks a lone end or start date against the stored one', async () => {
    const early = await update(teacher, { end_date: '2027-02-01' });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ end_date: ['The end date must be greater than the start date'] });
    const late = await update(teacher, { start_date: '2027-07-01' });
    expect(late.body.errors).toEqual({ end_date: ['The end date must be greater than the start date'] });
    const cleared = await update(teacher, { end_date: '' });
    expect(cleared.body.end_date).toBeNull();
    const moved = await update(teacher, { start_date: '2027-07-01', number_of_sessions: 2 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ start_date: '2027-07-01', expected_end_date: '2027-07-06' });
  });

  it('refuses other teachers, examiners and students; 404 and 401', async () => {
    expect((await update(otherTeacher, { name: 'x' })).status).toBe(403);
    expect((await update(examiner, { name: 'x' })).status).toBe(403);
    expect((await update(student, { name: 'x' })).status).toBe(403);
    expect((await update(admin, { name: 'x' }, 999999)).status).toBe(404);
    expect((await update(null, { name: 'x' })).status).toBe(401);
  });

  it('lets only an admin replace the staff', async () => {
    const byTeacher = await update(teacher, { examiner_ids: [] });
    expect(byTeacher.status).toBe(400);
    expect(Object.keys(byTeacher.body.errors)).toEqual(['examiner_ids']);
    const res = await update(admin, { teacher_ids: [otherTeacher.id, teacher.id], examiner_ids: [] });
    expect(res.status).toBe(200);
    expect(res.body.teachers.map((u: { id: number }) => u.id).sort()).toEqual(
      [teacher.id, otherTeacher.id].sort(),
    );
    expect(res.body.examiners).toEqual([]);
    expect((await t.api(examiner, { method: 'GET', url: `class/${cls.id}/` })).status).toBe(403);
    expect((await update(otherTeacher, { classroom_offline: 'Phòng 101' })).status).toBe(200);
  });

  it('answers 409 for another class’s code and 400 for bad input', async () => {
    const taken = await update(admin, { class_code: 'Taken1' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ class_code: ['This class code is already used'] });
    const bad = await update(admin, {
      number_of_sessions: 0,
      weekdays: [9],
      start_date: null,
      colour: 'red',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'colour',
      'number_of_sessions',
      'start_date',
      'weekdays.0',
    ]);
  });
});
