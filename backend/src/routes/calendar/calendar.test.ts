import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import { calendarFeeds, ieltsExamDates, ieltsRegistrations } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import { createRateLimits } from '../../http/rate-limits.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildAssignment,
  buildClass,
  buildDayOff,
  buildExercise,
  buildLesson,
  buildStudent,
  buildTeacher,
  enrol,
} from '../../test/factories.js';

fixClock('2026-09-10T09:00:00+07:00');

let t: TestContext;
let teacher: UserRow, student: UserRow, other: UserRow, admin: UserRow, outsider: UserRow;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestContext();
  teacher = await buildTeacher(t.db, { name: 'Trần Thị Lan' });
  student = await buildStudent(t.db, { name: 'Lê Minh Anh' });
  other = await buildStudent(t.db, { name: 'Phạm Quốc Bảo' });
  outsider = await buildStudent(t.db);
  admin = await buildAdmin(t.db);
  const mine = await buildClass(
    t.db,
    { name: 'IELTS 6.5 Tối 246', classroomOffline: 'Phòng 301', classroomOnline: 'https://meet.example/abc' },
    { teachers: [teacher] },
  );
  const theirs = await buildClass(t.db, { name: 'Giao tiếp B1', classroomOnline: 'https://meet.example/b1' });
  await enrol(t.db, mine.id, student.id);
  await enrol(t.db, theirs.id, other.id);
  const exercise = await buildExercise(t.db);
  const [examDate] = await t.db
    .insert(ieltsExamDates)
    .values({
      examDate: '2026-10-03',
      shift: 'afternoon',
      skillType: '4_skills',
      description: 'Cơ sở Cầu Giấy',
    })
    .returning();
  const [registration] = await t.db
    .insert(ieltsRegistrations)
    .values({ userId: student.id, examDateId: examDate!.id, skillPackage: '4_skills', status: 'unmarked' })
    .returning();
  const [canceledRegistration] = await t.db
    .insert(ieltsRegistrations)
    .values({ userId: student.id, examDateId: examDate!.id, skillPackage: '3_skills', status: 'canceled' })
    .returning();
  ids = {
    mine: mine.id,
    lesson: (await buildLesson(t.db, mine.id, { studyDate: '2026-09-14', sessionNumber: 3 })).id,
    canceled: (await buildLesson(t.db, mine.id, { studyDate: '2026-09-16', status: 'canceled' })).id,
    farAway: (await buildLesson(t.db, mine.id, { studyDate: '2027-06-01' })).id,
    theirLesson: (await buildLesson(t.db, theirs.id, { studyDate: '2026-09-15' })).id,
    academyOff: (await buildDayOff(t.db, '2026-09-02', { reason: 'Quốc khánh' })).id,
    classOff: (await buildDayOff(t.db, '2026-09-18', { classId: mine.id, reason: 'Giáo viên ốm' })).id,
    theirOff: (await buildDayOff(t.db, '2026-09-19', { classId: theirs.id })).id,
    deadline: (
      await buildAssignment(t.db, mine.id, exercise.id, {
        title: 'Writing task 2',
        deadline: new Date('2026-09-20T23:59:00+07:00'),
      })
    ).id,
    theirDeadline: (
      await buildAssignment(t.db, theirs.id, exercise.id, { deadline: new Date('2026-09-21T12:00:00+07:00') })
    ).id,
    ielts: registration!.id,
    canceledIelts: canceledRegistration!.id,
  };
});
afterAll(() => t.close());

const create = (user: UserRow | null, lang = 'vi') =>
  t.api(user, { method: 'POST', url: 'users/me/calendar-feed/', headers: { 'accept-language': lang } });
const state = (user: UserRow | null) => t.api(user, { method: 'GET', url: 'users/me/calendar-feed/' });
const revoke = (user: UserRow | null) => t.api(user, { method: 'DELETE', url: 'users/me/calendar-feed/' });
/** A feed as a calendar app fetches it: no token, no language. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const feedOf = async (user: UserRow, lang = 'vi') => {
  const created = await create(user, lang);
  expect(created.status).toBe(201);
  const res = await fetchFeed(created.body.url);
  expect(res.statusCode).toBe(200);
  return res.body;
};
const events = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
const event = (ics: string, uid: string) => events(ics).find((e) => e.uid === uid);
const uids = (ics: string) => events(ics).map((e) => e.uid);

describe('users/me/calendar-feed/', () => {
  it('makes a link answered once, keeps only its hash, and says whether there is one', async () => {
    expect((await state(outsider)).body).toEqual({ exists: false, created_at: null });
    const res = await create(outsider);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(
      new RegExp(`^http://localhost:4000${API_PREFIX}/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    const token = /calendar\/(.+)\.ics$/.exec(res.body.url)![1]!;
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, outsider.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await state(outsider)).body).toEqual({ exists: true, created_at: res.body.created_at });
    expect(JSON.stringify((await state(outsider)).body)).not.toContain(token);
  });

  it('refuses anonymous callers on every method (401)', async () => {
    expect((await state(null)).status).toBe(401);
    expect((await create(null)).status).toBe(401);
    expect((await revoke(null)).status).toBe(401);
  });
});

describe('calendar/{token}.ics', () => {
  it('serves a student their lessons, days off, deadlines and IELTS sitting, in the academy’s zone', async () => {
    const created = await create(student);
    const res = await fetchFeed(created.body.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const ics = res.body;
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Ho_Chi_Minh');
    expect(ics).toContain(`DTSTART;TZID=Asia/Ho_Chi_Minh:20260914T180000`);
    expect(ics).toMatch(/DTSTAMP:20260910T0200\d\dZ/);
    expect(uids(ics).sort()).toEqual(
      [
        `lesson-${ids.lesson}`,
        `lesson-${ids.canceled}`,
        `day-off-${ids.academyOff}`,
        `day-off-${ids.classOff}`,
        `deadline-${ids.deadline}`,
        `ielts-${ids.ielts}`,
        `ielts-${ids.canceledIelts}`,
      ]
        .map((u) => `${u}@academy-lms`)
        .sort(),
    );
    const lesson = event(ics, `lesson-${ids.lesson}@academy-lms`)!;
    expect(lesson.summary).toBe('IELTS 6.5 Tối 246');
    expect(lesson.location).toBe('Phòng 301');
    expect(lesson.description).toContain('Buổi 3');
    expect(lesson.description).toContain('https://meet.example/abc');
    expect(lesson.startDate.toJSDate().toISOString()).toBe('2026-09-14T11:00:00.000Z');
    expect(lesson.endDate.toJSDate().toISOString()).toBe('2026-09-14T12:30:00.000Z');
    expect(lesson.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event(ics, `lesson-${ids.canceled}@academy-lms`)!.component.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
    const off = event(ics, `day-off-${ids.academyOff}@academy-lms`)!;
    expect(off.startDate.isDate).toBe(true);
    expect(off.startDate.toString()).toBe('2026-09-02');
    expect(off.summary).toBe('Nghỉ: Quốc khánh');
    expect(event(ics, `day-off-${ids.classOff}@academy-lms`)!.summary).toBe(
      'Nghỉ: IELTS 6.5 Tối 246 — Giáo viên ốm',
    );
    const deadline = event(ics, `deadline-${ids.deadline}@academy-lms`)!;
    expect(deadline.summary).toBe('Hạn nộp: Writing task 2');
    expect(deadline.startDate.toJSDate().toISOString()).toBe('2026-09-20T16:59:00.000Z');
    const ielts = event(ics, `ielts-${ids.ielts}@academy-lms`)!;
    expect(ielts.summary).toBe('Thi IELTS (4 kỹ năng)');
    expect(ics).toContain('DTSTART;TZID=Asia/Ho_Chi_Minh:20261003T133000');
    expect(ielts.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // A registration the candidate canceled stays, marked cancelled, so subscribed calendars show it crossed out.
    const canceled = event(ics, `ielts-${ids.canceledIelts}@academy-lms`)!;
    expect(canceled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('serves a teacher the lessons they teach, with their classes’ days off and deadlines, no one’s IELTS', async () => {
    const ics = await feedOf(teacher, 'en');
    expect(uids(ics)).toContain(`lesson-${ids.lesson}@academy-lms`);
    expect(uids(ics)).toContain(`deadline-${ids.deadline}@academy-lms`);
    expect(uids(ics)).not.toContain(`lesson-${ids.theirLesson}@academy-lms`);
    expect(uids(ics)).not.toContain(`ielts-${ids.ielts}@academy-lms`);
    expect(uids(ics)).not.toContain(`lesson-${ids.farAway}@academy-lms`);
    // In the language its owner made it in.
    expect(event(ics, `day-off-${ids.academyOff}@academy-lms`)!.summary).toBe('Day off: Quốc khánh');
    expect(event(ics, `lesson-${ids.lesson}@academy-lms`)!.description).toContain('Session 3');
  });

  it('serves an administrator every class’s lessons, as their timetable does', async () => {
    const ics = await feedOf(admin);
    expect(uids(ics)).toEqual(
      expect.arrayContaining([`lesson-${ids.lesson}@academy-lms`, `lesson-${ids.theirLesson}@academy-lms`]),
    );
  });

  it('gives each token its owner’s feed only', async () => {
    const ics = await feedOf(other);
    expect(uids(ics)).toContain(`lesson-${ids.theirLesson}@academy-lms`);
    expect(uids(ics)).toContain(`deadline-${ids.theirDeadline}@academy-lms`);
    expect(uids(ics)).toContain(`day-off-${ids.theirOff}@academy-lms`);
    expect(uids(ics)).not.toContain(`lesson-${ids.lesson}@academy-lms`);
    expect(uids(ics)).not.toContain(`ielts-${ids.ielts}@academy-lms`);
  });

  it('kills the old link at once when a new one is made, and both at revoking', async () => {
    const first = (await create(student)).body.url as string;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = (await create(student)).body.url as string;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect((await revoke(student)).status).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await state(student)).body).toEqual({ exists: false, created_at: null });
    expect((await revoke(student)).status).toBe(204);
  });

  it('answers a revoked, a never-made and a malformed token as any unknown path: the same 404', async () => {
    const revoked = (await create(outsider)).body.url as string;
    await revoke(outsider);
    const answer = async (path: string) => {
      const res = await t.app.inject({ method: 'GET', url: path });
      return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
    };
    const unknownPath = await answer(`${API_PREFIX}/no-such-thing/here`);
    expect(unknownPath.status).toBe(404);
    expect(await answer(new URL(revoked).pathname)).toEqual(unknownPath);
    expect(await answer(`${API_PREFIX}/calendar/${'A'.repeat(43)}.ics`)).toEqual(unknownPath);
    expect(await answer(`${API_PREFIX}/calendar/not-a-token.ics`)).toEqual(unknownPath);
    expect(await answer(`${API_PREFIX}/calendar/${'A'.repeat(43)}.json`)).toEqual(unknownPath);
  });

  it('stops serving a user who was deactivated', async () => {
    const url = (await create(outsider)).body.url as string;
    const { users } = await import('../../db/schema.js');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, outsider.id));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});

describe('calendar/{token}.ics limits', () => {
  it('limits the fetches of one address (429 with Retry-After), counting unknown tokens too', async () => {
    // 600 a minute by 1/300: two fetches, then refused.
    const limited = await createTestContext({ rateLimits: createRateLimits({ factor: 1 / 300 }) });
    try {
      const path = `${API_PREFIX}/calendar/${'B'.repeat(43)}.ics`;
      expect((await limited.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
      expect((await limited.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
      const refused = await limited.app.inject({ method: 'GET', url: path });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
