import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { moveOpenAttemptsEnd } from '../../commands/exams.js';
import type { TestContext } from '../../test/context.js';
import { examAttemptSuite, type ExamClass } from '../../test/exam-attempts.js';
import { apiInStoredIds } from '../../test/exams.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: ExamClass;

const { get, post, freshAssignment, started } = examAttemptSuite((built) => ({ t, f } = built));
const put = (user: UserRow | null, url: string, payload: object, lang = 'en') =>
  apiInStoredIds(t, user, { method: 'PUT', url, payload, headers: { 'accept-language': lang } });
const minutesOf = (a: { ends_at: string; started_at: string }) =>
  (Date.parse(a.ends_at) - Date.parse(a.started_at)) / 60_000;

describe('user/{id}/accommodation/ (issue 31 point 1)', () => {
  it('lets an admin set it; the student reads it; teachers and other students may not', async () => {
    const url = `user/${f.student.id}/accommodation/`;
    const body = { extra_time_percent: 25, extra_time_minutes: null, extra_attempts: 0 };
    for (const user of [f.teacher, f.examiner, f.student, f.stranger])
      expect((await put(user, url, body)).status).toBe(403);
    expect((await put(null, url, body)).status).toBe(401);
    const set = await put(f.admin, url, body);
    expect(set.status).toBe(200);
    expect(set.body).toEqual(body);
    expect((await get(f.student, url)).body).toEqual(body);
    expect((await get(f.admin, url)).body).toEqual(body);
    expect((await get(f.teacher, url)).status).toBe(403);
    expect((await get(f.stranger, url)).status).toBe(403);
    expect((await put(f.admin, 'user/999999/accommodation/', body)).status).toBe(404);
  });

  it('refuses extra time below 0 or above its bound with field errors in the caller’s language', async () => {
    const url = `user/${f.student.id}/accommodation/`;
    const en = await put(f.admin, url, { extra_time_percent: 201, extra_time_minutes: null });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({ extra_time_percent: ['Extra time is 0 to 200 percent'] });
    const vi = await put(f.admin, url, { extra_time_percent: null, extra_time_minutes: -5 }, 'vi');
    expect(vi.status).toBe(400);
    expect(vi.body.errors).toEqual({ extra_time_minutes: ['Thời gian thêm từ 0 đến 600 phút'] });
    const both = await put(f.admin, url, { extra_time_percent: 10, extra_time_minutes: 10 });
    expect(Object.keys(both.body.errors)).toEqual(['extra_time_minutes']);
    const attempts = await put(f.admin, url, {
      extra_time_percent: null,
      extra_time_minutes: null,
      extra_attempts: 11,
    });
    expect(attempts.body.errors).toEqual({ extra_attempts: ['Extra attempts are 0 to 10'] });
  });

  it('lengthens a timed attempt’s ends_at by the standing extra time, not past the deadline', async () => {
    const far = new Date(Date.now() + 24 * 3600_000);
    const url = `user/${f.student.id}/accommodation/`;
    expect((await put(f.admin, url, { extra_time_percent: 25, extra_time_minutes: null })).status).toBe(200);
    const timed = await started(f.student, { timeLimit: 40, deadline: far });
    expect(minutesOf(timed.attempt)).toBe(50);
    expect(timed.attempt.extra_minutes).toBe(10);
    const soon = new Date(Date.now() + 45 * 60_000);
    const byDeadline = await started(f.student, { timeLimit: 40, deadline: soon });
    expect(byDeadline.attempt.ends_at).toBe(soon.toISOString());
    const untimed = await started(f.student, { timeLimit: null, deadline: null });
    expect(untimed.attempt).toMatchObject({ ends_at: null, extra_minutes: 0 });

    // A changed time limit keeps the attempt's extra minutes (issue 26 point 4).
    await moveOpenAttemptsEnd(t.db, { id: timed.assignment.id, deadline: far, timeLimit: 60 }, new Date());
    const moved = await get(f.student, `user-exam/${timed.attempt.id}`);
    expect(minutesOf(moved.body)).toBe(70);

    expect((await put(f.admin, url, { extra_time_percent: null, extra_time_minutes: 15 })).status).toBe(200);
    const minutes = await started(f.student, { timeLimit: 40, deadline: far });
    expect(minutes.attempt.extra_minutes).toBe(15);
    expect(minutesOf(minutes.attempt)).toBe(55);
  });

  it('gives another student no extra time', async () => {
    const url = `user/${f.student.id}/accommodation/`;
    expect((await put(f.admin, url, { extra_time_percent: 50, extra_time_minutes: null })).status).toBe(200);
    const other = await started(f.classmate, { timeLimit: 40, deadline: null });
    expect(other.attempt.extra_minutes).toBe(0);
    expect(minutesOf(other.attempt)).toBe(40);
  });

  it('adds the standing extra attempts to the cap', async () => {
    const url = `user/${f.classmate.id}/accommodation/`;
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
    const capped = await post(f.classmate, 'user-exam/', { assignment_id: a.id });
    expect(capped.body.message).toBe('You have used every attempt this work allows');
    const set = { extra_time_percent: null, extra_time_minutes: null, extra_attempts: 1 };
    expect((await put(f.admin, url, set)).status).toBe(200);
    expect(await submitBlank()).toMatchObject({ attempt: 2, attempts_allowed: 2, may_start_again: false });
    expect((await post(f.classmate, 'user-exam/', { assignment_id: a.id })).status).toBe(409);
  });
});
