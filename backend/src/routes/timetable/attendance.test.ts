import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { academyToday } from '@lms/domain';
import { lessons } from '../../db/schema.js';
import { attendances } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAttendance,
  buildClass,
  buildClassOverview,
  buildEnrolledStudents,
  buildLesson,
  type ClassOverviewFixture,
} from '../../test/factories.js';

let t: TestContext;
let f: ClassOverviewFixture;
let cast: Record<string, UserRow>;
let lesson: { id: number }, spare: { id: number }, canceled: { id: number }, otherLesson: { id: number };

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
  cast = f.cast;
  lesson = await buildLesson(t.db, f.cls.id, { studyDate: '2026-09-07' });
  spare = await buildLesson(t.db, f.cls.id, { studyDate: '2026-09-09' });
  canceled = await buildLesson(t.db, f.cls.id, { studyDate: '2026-09-11', status: 'canceled' });
  otherLesson = await buildLesson(t.db, f.otherClass.id, { studyDate: '2026-09-08', status: 'done' });
  await buildAttendance(t.db, otherLesson.id, f.students.stranger.id, { status: 'late' });
});
afterAll(() => t.close());

const mark = (user: UserRow | null, payload: unknown) =>
  t.api(user, { method: 'POST', url: 'class/attendance', payload: payload as object });
const rowsOf = async (lessonId: number) =>
  t.db.select().from(attendances).where(eq(attendances.lessonId, lessonId));

describe('POST class/attendance', () => {
  it('takes the attendance of the whole class at once and marks the lesson done', async () => {
    const { an, binh, chi, left } = f.students;
    const res = await mark(f.teacher, {
      lesson_id: lesson.id,
      records: [
        { student_id: an.id, status: 'present' },
        { student_id: binh.id, status: 'late', note: 'Đến muộn 10 phút' },
        { student_id: chi.id, status: 'absent' },
        { student_id: left.id, status: 'excused' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.lesson).toMatchObject({ id: lesson.id, status: 'done' });
    expect(res.body.results).toHaveLength(4);
    expect(res.body.results.find((r: { student_id: number }) => r.student_id === binh.id)).toEqual({
      id: expect.any(Number),
      lesson_id: lesson.id,
      class_id: f.cls.id,
      student_id: binh.id,
      status: 'late',
      note: 'Đến muộn 10 phút',
      marked_by: f.teacher.id,
      marked_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('is idempotent: the same call twice gives the same state and no duplicates', async () => {
    const payload = {
      lesson_id: spare.id,
      records: [
        { student_id: f.students.an.id, status: 'present', note: '' },
        { student_id: f.students.binh.id, status: 'absent' },
      ],
    };
    const once = await mark(f.teacher, payload);
    const twice = await mark(f.admin, payload);
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual(once.body);
    expect(await rowsOf(spare.id)).toHaveLength(2);
  });

  it('updates a changed record only, keeping a note that is not sent', async () => {
    const { an, binh } = f.students;
    const before = await rowsOf(lesson.id);
    const res = await mark(f.admin, {
      lesson_id: lesson.id,
      records: [
        { student_id: binh.id, status: 'present' },
        { student_id: an.id, status: 'present' },
      ],
    });
    const after = await rowsOf(lesson.id);
    expect(after).toHaveLength(4);
    const binhRow = after.find((r) => r.studentId === binh.id)!;
    expect(binhRow).toMatchObject({ status: 'present', note: 'Đến muộn 10 phút', markedBy: f.admin.id });
    // An was already present: neither who marked nor when changes.
    expect(after.find((r) => r.studentId === an.id)).toEqual(before.find((r) => r.studentId === an.id));
    expect(res.body.lesson.status).toBe('done');
  });

  it('marks a class of forty in one request', async () => {
    const cls = await buildClass(t.db, {}, { teachers: [f.teacher] });
    const big = await buildLesson(t.db, cls.id, { studyDate: '2026-10-05' });
    const students = await buildEnrolledStudents(t.db, cls.id, 40);
    const res = await mark(f.teacher, {
      lesson_id: big.id,
      records: students.map((s, i) => ({ student_id: s.id, status: i % 10 === 0 ? 'absent' : 'present' })),
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(40);
    expect(res.body.results.filter((r: { status: string }) => r.status === 'absent')).toHaveLength(4);
  });

  it('names each student who is not in the lesson’s class and writes nothing', async () => {
    const fresh = await buildLesson(t.db, f.cls.id, { studyDate: '2026-09-14' });
    const res = await mark(f.teacher, {
      lesson_id: fresh.id,
      records: [
        { student_id: f.students.an.id, status: 'present' },
        { student_id: f.students.stranger.id, status: 'present' },
        { student_id: f.students.pending.id, status: 'present' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'records.1.student_id': ['This student is not in the class'],
      'records.2.student_id': ['This student is not in the class'],
    });
    expect(await rowsOf(fresh.id)).toHaveLength(0);
  });

  it('answers 400 with the exact field keys for bad input', async () => {
    const empty = await mark(f.teacher, { lesson_id: lesson.id, records: [] });
    expect(empty.body.errors).toEqual({ records: ['Mark at least one student'] });
    const twice = await mark(f.teacher, {
      lesson_id: lesson.id,
      records: [
        { student_id: f.students.an.id, status: 'present' },
        { student_id: f.students.an.id, status: 'late' },
      ],
    });
    expect(twice.body.errors).toEqual({ 'records.1.student_id': ['This student appears more than once'] });
    const bad = await mark(f.teacher, {
      lesson_id: 'one',
      records: [{ student_id: f.students.an.id, status: 'sick', mood: 'ok' }],
      date: '2026-09-07',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'date',
      'lesson_id',
      'records.0.mood',
      'records.0.status',
    ]);
    // Ids in a JSON body are numbers: "12" and true are wrong types, not coerced.
    const typed = await mark(f.teacher, {
      lesson_id: true,
      records: [{ student_id: String(f.students.an.id), status: 'present' }],
    });
    expect(Object.keys(typed.body.errors).sort()).toEqual(['lesson_id', 'records.0.student_id']);
    const missing = await mark(f.teacher, {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['lesson_id', 'records']);
  });

  it('refuses a canceled lesson', async () => {
    const res = await mark(f.teacher, {
      lesson_id: canceled.id,
      records: [{ student_id: f.students.an.id, status: 'present' }],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['lesson_id']);
  });

  describe('before the lesson starts', () => {
    afterEach(() => vi.useRealTimers());

    it('refuses a lesson of a later day in the caller’s language and leaves it scheduled', async () => {
      const future = await buildLesson(t.db, f.cls.id, { studyDate: '2099-01-05' });
      const records = [{ student_id: f.students.an.id, status: 'present' }];
      const res = await mark(f.teacher, { lesson_id: future.id, records });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This lesson has not started yet: attendance opens at its start time');
      expect(res.body.errors).toEqual({
        lesson_id: ['This lesson has not started yet: attendance opens at its start time'],
      });
      const vi_ = await t.api(f.admin, {
        method: 'POST',
        url: 'class/attendance',
        headers: { 'accept-language': 'vi' },
        payload: { lesson_id: future.id, records },
      });
      expect(vi_.status).toBe(400);
      expect(vi_.body.errors.lesson_id).toEqual([
        'Buổi học chưa bắt đầu: chỉ điểm danh được từ giờ bắt đầu buổi học',
      ]);
      expect(await rowsOf(future.id)).toHaveLength(0);
      const [row] = await t.db.select().from(lessons).where(eq(lessons.id, future.id));
      expect(row!.status).toBe('scheduled');
    });

    it('opens at the start time in Vietnam, by the server clock', async () => {
      const day = await buildLesson(t.db, f.cls.id, {
        studyDate: '2026-09-21',
        studyTimeStart: '18:00',
        studyTimeEnd: '19:30',
      });
      const records = [{ student_id: f.students.an.id, status: 'present' }];
      vi.useFakeTimers({ toFake: ['Date'] });
      // 10:59 UTC is 17:59 in Vietnam: a minute early.
      vi.setSystemTime(new Date('2026-09-21T10:59:00Z'));
      expect(academyToday()).toBe('2026-09-21');
      expect((await mark(f.teacher, { lesson_id: day.id, records })).status).toBe(400);
      vi.setSystemTime(new Date('2026-09-21T11:00:00Z'));
      const res = await mark(f.teacher, { lesson_id: day.id, records });
      expect(res.status).toBe(200);
      expect(res.body.lesson.status).toBe('done');
    });
  });

  it.each([
    ['admin', 200],
    ['teacher', 200],
    ['otherTeacher', 403],
    ['examiner', 403],
    ['student', 403],
  ])('answers %s with %i', async (who, status) => {
    const res = await mark(cast[who]!, {
      lesson_id: spare.id,
      records: [{ student_id: f.students.chi.id, status: 'present' }],
    });
    expect(res.status).toBe(status);
  });

  it('answers 404 for an unknown lesson and 401 without a token', async () => {
    const records = [{ student_id: f.students.an.id, status: 'present' }];
    expect((await mark(f.admin, { lesson_id: 999999, records })).status).toBe(404);
    expect((await mark(null, { lesson_id: lesson.id, records })).status).toBe(401);
  });
});

describe('GET class/attendances', () => {
  const list = (user: UserRow | null, query: string) =>
    t.api(user, { method: 'GET', url: `class/attendances?${query}` });

  it.each([
    ['admin', 200],
    ['teacher', 200],
    ['otherTeacher', 403],
    ['examiner', 200],
    ['otherExaminer', 403],
    ['student', 200],
    ['pending', 403],
    ['stranger', 403],
  ])('answers %s with %i for the class', async (who, status) => {
    expect((await list(cast[who]!, `class_id=${f.cls.id}`)).status).toBe(status);
  });

  it('gives a student only their own rows and refuses anyone else’s', async () => {
    const mine = await list(f.students.an, `class_id=${f.cls.id}`);
    expect(mine.body.count).toBeGreaterThan(0);
    expect(new Set(mine.body.results.map((r: { student_id: number }) => r.student_id))).toEqual(
      new Set([f.students.an.id]),
    );
    expect((await list(f.students.an, `student_id=${f.students.binh.id}`)).status).toBe(403);
  });

  it('serves batches by classes, lessons and students, exactly those', async () => {
    const both = await list(f.admin, `class_ids=${f.cls.id},${f.otherClass.id}&page_size=300`);
    const ownRows = await list(f.admin, `class_id=${f.cls.id}&page_size=300`);
    expect(both.body.count).toBe(ownRows.body.count + 1);
    expect(new Set(both.body.results.map((r: { class_id: number }) => r.class_id))).toEqual(
      new Set([f.cls.id, f.otherClass.id]),
    );
    const lessons = await list(f.admin, `lesson_ids=${spare.id},${otherLesson.id}`);
    expect(new Set(lessons.body.results.map((r: { lesson_id: number }) => r.lesson_id))).toEqual(
      new Set([spare.id, otherLesson.id]),
    );
    const students = await list(
      f.teacher,
      `class_id=${f.cls.id}&student_ids=${f.students.binh.id},${f.students.chi.id}`,
    );
    expect(new Set(students.body.results.map((r: { student_id: number }) => r.student_id))).toEqual(
      new Set([f.students.binh.id, f.students.chi.id]),
    );
    expect((await list(f.teacher, `lesson_ids=${spare.id},${otherLesson.id}`)).status).toBe(403);
  });

  it('answers 404 for unknown ids, 401 without a token and 400 for bad filters', async () => {
    expect((await list(f.admin, 'lesson_id=999999')).status).toBe(404);
    expect((await list(f.admin, 'class_id=999999')).status).toBe(404);
    expect((await list(null, `class_id=${f.cls.id}`)).status).toBe(401);
    const bad = await list(f.admin, 'lesson_id=x&student_ids=1,,2&page_size=301&when=today');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['lesson_id', 'page_size', 'student_ids', 'when']);
  });
});
