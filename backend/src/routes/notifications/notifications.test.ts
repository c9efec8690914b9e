import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass } from '../../test/exams.js';
import { buildAdmin, buildStudent, buildTeacher, buildUserExam, enrol } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

const NOW = fixClock('2026-04-01T00:30:00+07:00');

/**
 * The notification centre over REST (issue 31 point 2): every signed-in role reads and marks its own rows
 * only, in its language; the settings refuse unknown kinds, channels and languages in the caller's words.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
});
afterAll(() => t.close());

const get = (user: UserRow | null, url: string, lang = 'en') =>
  t.api(user, { method: 'GET', url, headers: { 'accept-language': lang } });
const send = (user: UserRow | null, method: 'POST' | 'PUT', url: string, payload: object, lang = 'en') =>
  t.api(user, { method, url, payload, headers: { 'accept-language': lang } });
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

async function assign(title: string, extra: object = {}) {
  const res = await send(f.teacher, 'POST', 'class-exercises/', {
    class_id: f.cls.id,
    exercise_id: f.exercise.id,
    kind: 'home_work',
    title,
    deadline: inDays(3),
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

describe('notifications of work assigned', () => {
  it('tells the active students of the class, in the reader’s language, and no one else', async () => {
    const a = await assign('Unit 3 homework');
    const en = await get(f.student, 'notification/');
    expect(en.status).toBe(200);
    expect(en.body.unread).toBeGreaterThanOrEqual(1);
    const item = en.body.items.find((n: { link: string }) => n.link.includes(`/manageClass/${f.cls.id}/`));
    expect(item).toMatchObject({
      kind: 'assigned',
      title: `New work in ${f.cls.name}: Unit 3 homework`,
      body: 'Deadline: 4 April 2026, 00:30.',
      link: `/manageClass/${f.cls.id}/manageClassDetail?tab=exercise`,
      read_at: null,
    });
    const vi = await get(f.student, 'notification/', 'vi');
    expect(vi.body.items.find((n: { id: number }) => n.id === item.id)).toMatchObject({
      title: `Bài mới ở lớp ${f.cls.name}: Unit 3 homework`,
      body: 'Hạn nộp: 00:30, 04/04/2026.',
    });
    expect(new Date(item.created_at).getTime()).toBeGreaterThanOrEqual(NOW.getTime());
    expect(en.body).toMatchObject({ page: 1, page_size: 20 });
    // A request, a former student and another class's student hear nothing of it.
    for (const other of [f.pending, f.left, f.stranger, f.teacher]) {
      const theirs = await get(other, 'notification/');
      expect(theirs.status).toBe(200);
      expect(theirs.body.items.filter((n: { title: string }) => n.title.includes('Unit 3 homework'))).toEqual(
        [],
      );
    }
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, f.student.id), eq(notifications.subjectKey, `assignment:${a.id}`)));
    expect(row).toMatchObject({ inApp: true, mailState: 'pending' });
  });

  it('waits for an assignment that starts later (the sweep announces it)', async () => {
    const a = await assign('Opens next week', { start_at: inDays(7), deadline: inDays(9) });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectKey, `assignment:${a.id}`));
    expect(rows).toEqual([]);
  });
});

describe('GET notification/', () => {
  it('pages the newest first, lists the unread only when asked, and refuses the signed-out', async () => {
    const student = f.classmate;
    await assign('Page one');
    await assign('Page two');
    const first = await get(student, 'notification/?page=1&page_size=1');
    expect(first.body.items).toHaveLength(1);
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    const second = await get(student, 'notification/?page=2&page_size=1');
    expect(second.body.items[0].id).toBeLessThan(first.body.items[0].id);
    await send(student, 'POST', 'notification/read/', { ids: [first.body.items[0].id] });
    const unread = await get(student, 'notification/?unread_only=true&page_size=100');
    expect(unread.body.items.map((n: { id: number }) => n.id)).not.toContain(first.body.items[0].id);
    expect(unread.body.total).toBe(unread.body.unread);
    expect((await get(null, 'notification/')).status).toBe(401);
  });

  it('refuses a page size over 100 and a bad flag with field errors', async () => {
    const res = await get(f.student, 'notification/?page_size=101&unread_only=yes');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['page_size', 'unread_only']);
  });

  it('answers every role its own centre, empty for staff with nothing', async () => {
    for (const user of [await buildAdmin(t.db), await buildTeacher(t.db), f.examiner]) {
      const res = await get(user, 'notification/');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ items: [], total: 0, unread: 0 });
    }
  });
});

describe('POST notification/read/', () => {
  it('marks the caller’s ids read and ignores another’s', async () => {
    await assign('Mark me');
    const mine = (await get(f.student, 'notification/?unread_only=true')).body.items[0];
    const theirs = (await get(f.classmate, 'notification/?unread_only=true')).body.items[0];
    const before = (await get(f.classmate, 'notification/')).body.unread;
    const res = await send(f.student, 'POST', 'notification/read/', { ids: [mine.id, theirs.id] });
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((n: { id: number; read_at: string | null }) => [n.id, n.read_at !== null]),
    ).toEqual([[mine.id, true]]);
    expect(res.body.unread).toBe((await get(f.student, 'notification/')).body.unread);
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(still!.readAt).toBeNull();
    expect((await get(f.classmate, 'notification/')).body.unread).toBe(before);
  });

  it('refuses only another’s ids, and neither ids nor all, in the caller’s language', async () => {
    const theirs = (await get(f.classmate, 'notification/')).body.items[0];
    const en = await send(f.student, 'POST', 'notification/read/', { ids: [theirs.id] });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({ ids: ['None of these notifications is yours'] });
    const vi = await send(f.student, 'POST', 'notification/read/', { ids: [theirs.id] }, 'vi');
    expect(vi.body.errors).toEqual({ ids: ['Không thông báo nào trong số này là của bạn'] });
    const neither = await send(f.student, 'POST', 'notification/read/', {});
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual({ ids: ['Give the notifications to mark read, or mark them all'] });
    const bad = await send(f.student, 'POST', 'notification/read/', { ids: ['x'], all: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['all', 'ids.0']);
  });

  it('marks all read: the unread count goes to 0', async () => {
    await assign('All of them');
    const res = await send(f.student, 'POST', 'notification/read/', { all: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], unread: 0 });
    expect((await get(f.student, 'notification/')).body.unread).toBe(0);
    expect((await get(f.classmate, 'notification/')).body.unread).toBeGreaterThan(0);
  });
});

describe('notification/preferences/', () => {
  it('answers the defaults, then keeps a partial change', async () => {
    const user = await buildTeacher(t.db);
    const start = await get(user, 'notification/preferences/');
    expect(start.status).toBe(200);
    expect(start.body).toEqual({
      channels: {
        assigned: 'both',
        deadline_soon: 'both',
        returned: 'both',
        redo: 'both',
        join_approved: 'both',
        join_refused: 'both',
        ielts_status: 'both',
      },
      digest: false,
      lang: 'vi',
    });
    const put = await send(user, 'PUT', 'notification/preferences/', {
      channels: { assigned: 'in_app', returned: 'none' },
      lang: 'en',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      channels: { assigned: 'in_app', returned: 'none', redo: 'both' },
      digest: false,
      lang: 'en',
    });
    const more = await send(user, 'PUT', 'notification/preferences/', { digest: true });
    expect(more.body).toMatchObject({
      channels: { assigned: 'in_app', returned: 'none' },
      digest: true,
      lang: 'en',
    });
    expect((await get(user, 'notification/preferences/')).body).toEqual(more.body);
  });

  it('refuses an unknown kind, channel or language with field errors in both languages', async () => {
    const body = { channels: { homework: 'both', assigned: 'sms' }, lang: 'fr' };
    const en = await send(f.student, 'PUT', 'notification/preferences/', body);
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      'channels.homework': ['Unknown field'],
      'channels.assigned': ['Choose in the app, e-mail, both or none'],
      lang: ['Choose Vietnamese (vi) or English (en)'],
    });
    const vi = await send(f.student, 'PUT', 'notification/preferences/', body, 'vi');
    expect(vi.body.errors['channels.assigned']).toEqual([
      'Hãy chọn trong ứng dụng, e-mail, cả hai hoặc không nhận',
    ]);
    expect((await get(f.student, 'notification/preferences/')).body.lang).toBe('vi');
    expect((await t.api(null, { method: 'GET', url: 'notification/preferences/' })).status).toBe(401);
  });

  it('follows the preference when notifying: none records nothing to show or mail', async () => {
    await send(f.classmate, 'PUT', 'notification/preferences/', { channels: { assigned: 'none' } });
    const a = await assign('Nobody told');
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, f.classmate.id), eq(notifications.subjectKey, `assignment:${a.id}`)),
      );
    expect(row).toMatchObject({ inApp: false, mailState: 'none' });
    const list = await get(f.classmate, 'notification/?page_size=100');
    expect(list.body.items.map((n: { id: number }) => n.id)).not.toContain(row!.id);
    await send(f.classmate, 'PUT', 'notification/preferences/', { channels: { assigned: 'both' } });
  });
});

describe('notifications of work returned and redo asked', () => {
  it('tells the student, without the score or the comment, then of the redo without the note', async () => {
    const exam = await buildUserExam(t.db, f.assignment.id, f.student.id, {
      status: 'waiting_score',
      startedAt: new Date(NOW.getTime() - 3600_000),
      submittedAt: new Date(NOW.getTime() - 1800_000),
      comment: 'Secret comment',
    });
    const back = await send(f.teacher, 'POST', `user-exam/${exam.id}/marking/return`, {
      confirm_unmarked: true,
    });
    expect(back.status).toBe(200);
    const list = await get(f.student, 'notification/?page_size=100');
    const returned = list.body.items.filter((n: { kind: string }) => n.kind === 'returned');
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({
      title: `Work returned: ${f.assignment.title}`,
      body: `Your teacher has marked your work in ${f.cls.name}. Open it to see.`,
      link: `/manageClass/${f.cls.id}/resultReview/${exam.id}`,
    });
    expect(JSON.stringify(returned[0])).not.toMatch(/Secret|score/i);

    const redo = await send(f.teacher, 'POST', `user-exam/${exam.id}/redo`, {
      note: 'Read the question again',
    });
    expect(redo.status).toBeLessThan(300);
    const after = await get(f.student, 'notification/?page_size=100', 'vi');
    const asked = after.body.items.find((n: { kind: string }) => n.kind === 'redo');
    expect(asked.title).toBe(`Giáo viên yêu cầu làm lại: ${f.assignment.title}`);
    expect(JSON.stringify(asked)).not.toContain('Read the question again');
  });
});

describe('notifications of join requests decided', () => {
  it('tells the student approved, or refused, once per request', async () => {
    const approve = await send(f.teacher, 'PUT', 'teacher/update-student-status', {
      class_id: f.cls.id,
      student_id: f.pending.id,
      status: 'active',
    });
    expect(approve.status).toBe(200);
    const list = await get(f.pending, 'notification/');
    expect(list.body.items[0]).toMatchObject({
      kind: 'join_approved',
      title: `You joined ${f.cls.name}`,
      link: `/manageClass/${f.cls.id}/manageClassDetail`,
    });
    // Setting the status again is no decision of a request: nothing more.
    await send(f.teacher, 'PUT', 'teacher/update-student-status', {
      class_id: f.cls.id,
      student_id: f.pending.id,
      status: 'active',
    });
    expect((await get(f.pending, 'notification/')).body.total).toBe(list.body.total);

    const asking = await buildStudent(t.db);
    await enrol(t.db, f.cls.id, asking.id, 'request');
    const refuse = await send(f.teacher, 'PUT', 'teacher/update-student-status', {
      class_id: f.cls.id,
      student_id: asking.id,
      status: 'inactive',
    });
    expect(refuse.status).toBe(200);
    expect((await get(asking, 'notification/', 'vi')).body.items).toEqual([
      expect.objectContaining({
        kind: 'join_refused',
        title: `Yêu cầu vào lớp ${f.cls.name} không được chấp nhận`,
        link: '/dashboard',
      }),
    ]);
  });
});
