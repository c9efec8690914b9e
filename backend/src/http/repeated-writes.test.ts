import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, changeRecords, lessons, scores } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { registerErrorHandling } from './errors.js';
import { createTestContext, type TestContext } from '../test/context.js';
import {
  buildClass,
  buildClassOverview,
  buildEnrolledStudents,
  buildLesson,
  buildTeacher,
  type ClassOverviewFixture,
} from '../test/factories.js';

/**
 * Writes a client may repeat (a double click, a retry after a lost answer) take effect once (issue 8,
 * finding 13), and concurrent writers of one lesson neither deadlock nor see a 500 (finding 14). Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the concurrency is real.
 */
let t: TestContext;
let f: ClassOverviewFixture;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
});
afterAll(() => t.close());

describe('POST class/score', () => {
  const body = () => ({
    class_id: f.cls.id,
    student_id: f.students.chi.id,
    assignment_id: f.assignments.homework.id,
    kind: 'score_home_work',
    value: 7,
    note: 'Tốt',
  });
  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.api(f.teacher, { method: 'POST', url: 'class/score', payload, headers });
  const rowsFor = (studentId: number) => t.db.select().from(scores).where(eq(scores.studentId, studentId));

  it('sent twice stores one score and answers the same both times', async () => {
    const first = await post(body());
    const again = await post(body());
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await rowsFor(f.students.chi.id)).toHaveLength(1);
    const records = await t.db
      .select()
      .from(changeRecords)
      .where(and(eq(changeRecords.entityType, 'score'), eq(changeRecords.entityId, first.body.id as number)));
    expect(records).toHaveLength(1);
  });

  it('sent at the same moment many times stores one score, with no 500', async () => {
    const payload = { ...body(), student_id: f.students.binh.id, kind: 'score_test' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await rowsFor(f.students.binh.id)).filter((s) => s.kind === 'score_test')).toHaveLength(1);
  });

  it('refuses another value for a slot already marked, naming the field', async () => {
    const res = await post({ ...body(), value: 9 });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({
      assignment_id: ['This student already has this score for the assignment; change it instead'],
    });
  });

  it('outside an assignment, repeats through the Idempotency-Key header', async () => {
    const payload = { class_id: f.cls.id, student_id: f.students.an.id, kind: 'score_test', value: 5 };
    const before = (await rowsFor(f.students.an.id)).length;
    const headers = { 'idempotency-key': 'score-an-5-20261124' };
    const [a, b] = await Promise.all([post(payload, headers), post(payload, headers)]);
    const c = await post(payload, headers);
    const statuses = [a.status, b.status].sort();
    // Both at once: one runs, the other is told it is still running (or gets the replay).
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(c.status).toBe(201);
    expect(c.body).toEqual(a.status === 201 ? a.body : b.body);
    expect((await rowsFor(f.students.an.id)).length).toBe(before + 1);
    // Without the key, the same body is a second score: that is what the key is for.
    expect((await post(payload)).status).toBe(201);
    expect((await rowsFor(f.students.an.id)).length).toBe(before + 2);
  });

  it('refuses a key reused for another request, and a malformed key', async () => {
    const headers = { 'idempotency-key': 'reused-key' };
    const payload = { class_id: f.cls.id, student_id: f.students.an.id, kind: 'score_test', value: 4 };
    expect((await post(payload, headers)).status).toBe(201);
    const other = await post({ ...payload, value: 6 }, headers);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request');
    const bad = await post(payload, { 'idempotency-key': 'x'.repeat(300) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['Idempotency-Key']).toBeDefined();
  });

  it('keeps keys per caller: another user with the same key runs their own request', async () => {
    const headers = { 'idempotency-key': 'shared-key' };
    const payload = { class_id: f.cls.id, student_id: f.students.an.id, kind: 'score_test', value: 3 };
    const mine = await t.api(f.teacher, { method: 'POST', url: 'class/score', payload, headers });
    const theirs = await t.api(f.admin, { method: 'POST', url: 'class/score', payload, headers });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });
});

describe('POST class/time-table/ (one lesson)', () => {
  const lesson = () => ({
    class_id: f.cls.id,
    study_date: '2031-03-03',
    study_time_start: '18:00',
    study_time_end: '19:30',
    note: 'Buổi bù',
  });
  const post = (payload: object) => t.api(f.teacher, { method: 'POST', url: 'class/time-table/', payload });
  const onDate = (date: string) =>
    t.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.classId, f.cls.id), eq(lessons.studyDate, date)));

  it('sent twice, or many times at once, adds one lesson', async () => {
    const first = await post(lesson());
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(lesson())));
    expect(first.status).toBe(201);
    for (const a of answers) expect(a.body).toEqual(first.body);
    expect(await onDate('2031-03-03')).toHaveLength(1);
  });

  it('refuses a different lesson in the same slot, and moving a lesson onto it', async () => {
    const clash = await post({ ...lesson(), study_time_end: '20:00' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.study_time_start).toEqual([
      'The class already has a lesson at this date and start time',
    ]);
    const other = await post({ ...lesson(), study_date: '2031-03-05' });
    expect(other.status).toBe(201);
    const move = await t.api(f.teacher, {
      method: 'PUT',
      url: `class/time-table/${other.body.id}/`,
      payload: { study_date: '2031-03-03' },
    });
    expect(move.status).toBe(409);
    expect(move.body.errors.study_time_start).toBeDefined();
  });
});

describe('attendance of one lesson from two teachers at once', () => {
  it('never deadlocks or answers 500, and ends as one of the writes left it', async () => {
    const teacherB = await buildTeacher(t.db);
    const cls = await buildClass(t.db, {}, { teachers: [f.teacher, teacherB] });
    const students = await buildEnrolledStudents(t.db, cls.id, 30);
    const target = await buildLesson(t.db, cls.id, { studyDate: '2026-10-05' });
    // Rows exist first, so every write updates (and locks) the same rows.
    await t.db
      .insert(attendances)
      .values(students.map((s) => ({ lessonId: target.id, studentId: s.id, status: 'absent' as const })));
    const records = (status: string, reverse: boolean) => {
      const list = students.map((s) => ({ student_id: s.id, status }));
      return reverse ? list.reverse() : list;
    };
    const writes = Array.from({ length: 12 }, (_, i) =>
      t.api(i % 2 ? teacherB : f.teacher, {
        method: 'POST',
        url: 'class/attendance',
        payload: { lesson_id: target.id, records: records(i % 2 ? 'late' : 'present', i % 2 === 1) },
      }),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const rows = await t.db.select().from(attendances).where(eq(attendances.lessonId, target.id));
    expect(rows).toHaveLength(30);
    // Whole writes, never a mix of two: every row carries the same status.
    expect(new Set(rows.map((r) => r.status)).size).toBe(1);
  });
});

describe('transaction()', () => {
  const failing = (codes: (string | null)[]) => {
    let calls = 0;
    const db = {
      transaction: async (work: (tx: unknown) => Promise<unknown>) => {
        const code = codes[calls++];
        if (code) throw Object.assign(new Error('aborted'), { cause: { code } });
        return work('tx');
      },
    };
    return { db: db as never, calls: () => calls };
  };
  const noWait = { wait: async () => {} };

  it('runs again after a deadlock or serialization failure, and answers the last try', async () => {
    const { db, calls } = failing(['40P01', '40001', null]);
    await expect(transaction(db, async () => 'done', noWait)).resolves.toBe('done');
    expect(calls()).toBe(3);
  });

  it('gives up after the bounded number of tries, with the error', async () => {
    const { db, calls } = failing(['40P01', '40P01', '40P01', '40P01', '40P01']);
    await expect(transaction(db, async () => 'done', noWait)).rejects.toThrow('aborted');
    expect(calls()).toBe(4);
  });

  it('past the retries, the client is told 503 with Retry-After, never 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/busy', () => {
      throw Object.assign(new Error('deadlock detected'), { cause: { code: '40P01' } });
    });
    const res = await app.inject({ method: 'GET', url: '/busy', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ code: 503, message: 'The server is busy; please try again in a moment' });
    await app.close();
  });

  it('never repeats a transaction that failed for another reason', async () => {
    const { db, calls } = failing(['23505', null]);
    await expect(transaction(db, async () => 'done', noWait)).rejects.toThrow('aborted');
    expect(calls()).toBe(1);
  });
});
