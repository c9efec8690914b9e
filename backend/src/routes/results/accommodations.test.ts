import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import type { TestContext } from '../../test/context.js';
import { examAttemptSuite, type ExamClass } from '../../test/exam-attempts.js';
import { apiInStoredIds } from '../../test/exams.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: ExamClass;

const { get, post, freshAssignment } = examAttemptSuite((built) => ({ t, f } = built));
const call = (method: 'PUT' | 'DELETE', user: UserRow | null, url: string, payload?: object, lang = 'en') =>
  apiInStoredIds(t, user, { method, url, payload, headers: { 'accept-language': lang } });
const minutesOf = (a: { ends_at: string; started_at: string }) =>
  (Date.parse(a.ends_at) - Date.parse(a.started_at)) / 60_000;
const quarter = { extra_time_percent: 25, extra_time_minutes: null, extra_attempts: 0 };
const urlOf = (assignmentId: number, studentId: number) =>
  `class-exercises/${assignmentId}/accommodations/${studentId}/`;
const listOf = async (user: UserRow, assignmentId: number) =>
  get(user, `class-exercises/accommodations?assignment_ids=${assignmentId}`);

describe('class-exercises/{id}/accommodations/{studentId}/ (issue 31 point 1)', () => {
  it('lets the class’s teacher and admins set and clear it; nobody else', async () => {
    const a = await freshAssignment({ kind: 'test', timeLimit: 40 }, null);
    const url = urlOf(a.id, f.student.id);
    for (const user of [f.otherTeacher, f.examiner, f.student, f.classmate, f.stranger]) {
      expect((await call('PUT', user, url, quarter)).status).toBe(403);
      expect((await call('DELETE', user, url)).status).toBe(403);
    }
    expect((await call('PUT', null, url, quarter)).status).toBe(401);
    const set = await call('PUT', f.teacher, url, quarter);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      assignment_id: a.id,
      student_id: f.student.id,
      ...quarter,
      source: 'assignment',
      extra_minutes: 10,
    });
    expect((await call('PUT', f.admin, url, { ...quarter, extra_attempts: 2 })).body.extra_attempts).toBe(2);
    expect((await call('DELETE', f.teacher, url)).status).toBe(204);
    expect((await listOf(f.teacher, a.id)).body.results).toEqual([]);
    expect((await call('PUT', f.admin, urlOf(999999, f.student.id), quarter)).status).toBe(404);
  });

  it('refuses bad values and students outside the class with field errors in the caller’s language', async () => {
    const a = await freshAssignment({ kind: 'test', timeLimit: 40 }, null);
    const url = urlOf(a.id, f.student.id);
    const en = await call('PUT', f.teacher, url, { extra_time_percent: 201, extra_time_minutes: null });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({ extra_time_percent: ['Extra time is 0 to 200 percent'] });
    const vi = await call('PUT', f.teacher, url, { extra_time_percent: null, extra_time_minutes: -1 }, 'vi');
    expect(vi.body.errors).toEqual({ extra_time_minutes: ['Thời gian thêm từ 0 đến 600 phút'] });
    const both = await call('PUT', f.teacher, url, { extra_time_percent: 5, extra_time_minutes: 5 });
    expect(both.body.errors).toEqual({
      extra_time_minutes: ['Give extra time as a percent or as minutes, not both'],
    });
    const attempts = await call('PUT', f.teacher, url, { ...quarter, extra_attempts: 11 });
    expect(attempts.body.errors).toEqual({ extra_attempts: ['Extra attempts are 0 to 10'] });
    const missing = await call('PUT', f.teacher, url, { extra_time_percent: '25' });
    expect(missing.status).toBe(400);
    for (const outside of [f.stranger, f.pending, f.left]) {
      const res = await call('PUT', f.teacher, urlOf(a.id, outside.id), quarter, 'vi');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ student_id: ['Học viên này không thuộc lớp được giao bài'] });
    }
  });

  it('wins over the standing setting at the start, for this assignment only', async () => {
    const standing = `user/${f.student.id}/accommodation/`;
    const body = { extra_time_percent: null, extra_time_minutes: 5, extra_attempts: 0 };
    expect((await call('PUT', f.admin, standing, body)).status).toBe(200);
    const a = await freshAssignment({ kind: 'test', timeLimit: 40 });
    const other = await freshAssignment({ kind: 'test', timeLimit: 40 });
    expect((await listOf(f.teacher, a.id)).body.results).toEqual([
      expect.objectContaining({ student_id: f.student.id, source: 'standing', extra_minutes: 5 }),
    ]);
    expect((await call('PUT', f.teacher, urlOf(a.id, f.student.id), quarter)).status).toBe(200);
    const listed = await listOf(f.examiner, a.id);
    expect(listed.body.results).toEqual([
      expect.objectContaining({ student_id: f.student.id, source: 'assignment', extra_minutes: 10 }),
    ]);
    // The student reads their own row only; another class's teacher none.
    expect((await listOf(f.student, a.id)).body.results).toHaveLength(1);
    expect((await listOf(f.classmate, a.id)).body.results).toEqual([]);
    expect((await listOf(f.otherTeacher, a.id)).status).toBe(403);
    expect((await listOf(f.stranger, a.id)).status).toBe(403);

    const begun = await post(f.student, 'user-exam/', { assignment_id: a.id });
    expect(begun.body.extra_minutes).toBe(10);
    expect(minutesOf(begun.body)).toBe(50);
    const elsewhere = await post(f.student, 'user-exam/', { assignment_id: other.id });
    expect(elsewhere.body.extra_minutes).toBe(5);

    // An attempt already started keeps its end; clearing brings the standing setting back for new ones.
    expect(
      (await call('PUT', f.teacher, urlOf(a.id, f.student.id), { ...quarter, extra_time_percent: 100 }))
        .status,
    ).toBe(200);
    expect(minutesOf((await get(f.student, `user-exam/${begun.body.id}`)).body)).toBe(50);
    expect((await call('DELETE', f.teacher, urlOf(a.id, f.student.id))).status).toBe(204);
    expect((await listOf(f.teacher, a.id)).body.results[0].source).toBe('standing');
    const zero = { extra_time_percent: null, extra_time_minutes: null, extra_attempts: 0 };
    expect((await call('PUT', f.admin, standing, zero)).status).toBe(200);
  });

  it('an override of nothing takes the standing extra time away on that assignment', async () => {
    const standing = `user/${f.classmate.id}/accommodation/`;
    expect((await call('PUT', f.admin, standing, quarter)).status).toBe(200);
    const zero = { extra_time_percent: null, extra_time_minutes: null, extra_attempts: 0 };
    const a = await freshAssignment({ kind: 'test', timeLimit: 40 }, f.classmate);
    expect((await call('PUT', f.teacher, urlOf(a.id, f.classmate.id), zero)).status).toBe(200);
    const begun = await post(f.classmate, 'user-exam/', { assignment_id: a.id });
    expect(begun.body.extra_minutes).toBe(0);
    expect((await call('PUT', f.admin, standing, zero)).status).toBe(200);
  });

  it('grows the cap of that assignment by its extra attempts', async () => {
    const a = await freshAssignment(
      { kind: 'home_work', examMode: false, maxAttempts: 1, minScore: 5 },
      null,
    );
    const submitBlank = async () => {
      const begun = await post(f.classmate, 'user-exam/', { assignment_id: a.id });
      expect(begun.status).toBe(201);
      return (await post(f.classmate, `user-exam/${begun.body.id}/submit`)).body;
    };
    expect(await submitBlank()).toMatchObject({ attempts_allowed: 1, may_start_again: false });
    expect((await post(f.classmate, 'user-exam/', { assignment_id: a.id })).status).toBe(409);
    const two = { extra_time_percent: null, extra_time_minutes: null, extra_attempts: 2 };
    expect((await call('PUT', f.teacher, urlOf(a.id, f.classmate.id), two)).status).toBe(200);
    expect(await submitBlank()).toMatchObject({ attempt: 2, attempts_allowed: 3 });
    expect(await submitBlank()).toMatchObject({ attempt: 3, attempts_allowed: 3, may_start_again: false });
    expect((await post(f.classmate, 'user-exam/', { assignment_id: a.id })).status).toBe(409);
  });
});
