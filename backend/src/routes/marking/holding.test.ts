import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass } from '../../test/exams.js';
import { buildUserExam } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

/**
 * Holding an attempt (issue 13): the class's teachers, examiners and admins pause work being taken and let it
 * go on; the student cannot answer while it is paused; another class's teacher and students are refused.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;
let attempt: { id: number };

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
  attempt = await buildUserExam(t.db, f.assignment.id, f.student.id, {
    status: 'unfinished',
    startedAt: new Date(),
    endsAt: new Date(Date.now() + 30 * 60_000),
  });
});
afterAll(() => t.close());

const hold = (user: UserRow, method: 'POST' | 'DELETE', id = attempt.id, lang = 'en') =>
  t.api(user, { method, url: `user-exam/${id}/hold`, headers: { 'accept-language': lang } });

describe('holding an attempt (user-exam/{id}/hold)', () => {
  it('refuses students and another class’s teacher', async () => {
    expect((await hold(f.student, 'POST')).status).toBe(403);
    const other = await hold(f.otherTeacher, 'POST', attempt.id, 'vi');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Bạn không có quyền thực hiện thao tác này');
    expect((await hold(f.teacher, 'POST', 999999)).status).toBe(404);
  });

  it('lets the examiner pause the work; the student cannot start it again meanwhile', async () => {
    const res = await hold(f.examiner, 'POST');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: attempt.id, status: 'holding' });
    const start = await t.api(f.student, {
      method: 'POST',
      url: 'user-exam/',
      payload: { assignment_id: f.assignment.id },
      headers: { 'accept-language': 'en' },
    });
    expect(start.status).toBe(409);
    expect(start.body.message).toBe('Your teacher has paused this work; it cannot be continued for now');
    const again = await hold(f.teacher, 'POST');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only work being taken can be paused');
  });

  it('lets the teacher let it go on, once', async () => {
    const res = await hold(f.teacher, 'DELETE');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('unfinished');
    const again = await hold(f.admin, 'DELETE', attempt.id, 'vi');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bài này không bị tạm dừng');
  });
});
