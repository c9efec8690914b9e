import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../backend/src/db/client.js';
import {
  buildAttendance,
  buildClassOverview,
  buildLesson,
  buildScore,
} from '../../backend/src/test/factories.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { executeHttp } from '../../gateway/test/gateway.js';
import { startRealBackend } from './real-backend.js';
import { webOperation } from '../../gateway/test/web-operations.js';
import { fixClock } from '../../backend/src/test/clock.js';

const NOW = fixClock('2026-04-01T00:30:00+07:00');

// The backend counts the sessions passed against its own today: the timetable is laid around it.
// (The academy's day, in Vietnam, as @lms/domain's academyToday reads it; the gateway does not depend on it.)
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(NOW);
const shift = (days: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The class overview fixture with a timetable around TODAY (one lesson in the future already marked done,
 * as issue 10 found), the attendance of two classmates and their scores.
 */
async function seed(db: Db) {
  const s = await buildClassOverview(db);
  const { an, binh } = s.students;
  const done1 = await buildLesson(db, s.cls.id, { studyDate: shift(-9), status: 'done' });
  await buildLesson(db, s.cls.id, { studyDate: shift(-7), status: 'canceled' });
  const past = await buildLesson(db, s.cls.id, { studyDate: shift(-2) });
  await buildLesson(db, s.cls.id, { studyDate: shift(0), status: 'canceled' });
  const next = await buildLesson(db, s.cls.id, { studyDate: shift(2), studyTimeStart: '18:00' });
  // Marked done before it took place: never counted as passed.
  await buildLesson(db, s.cls.id, { studyDate: shift(3), status: 'done' });
  await buildAttendance(db, done1.id, an.id, { status: 'late', note: 'Kẹt xe' });
  await buildAttendance(db, done1.id, binh.id, { status: 'absent', note: 'Ốm' });
  await buildAttendance(db, past.id, binh.id, { status: 'present' });
  await buildScore(db, s.cls.id, an.id, { kind: 'score_presentation', value: 70, note: 'Rõ ràng' });
  await buildScore(db, s.cls.id, binh.id, { kind: 'score_presentation', value: 40, note: 'Cần luyện thêm' });
  return { ...s, lessons: { done1, past, next } };
}

describe("a student's own views through the real backend", () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<Awaited<ReturnType<typeof seed>>>>>;
  let gateway: Gateway;

  beforeAll(async () => {
    backend = await startRealBackend(seed);
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
  });
  afterAll(async () => {
    await gateway?.server.stop();
    await backend?.stop();
  });

  async function run(name: string, as: { email: string }, variables: Record<string, unknown>) {
    const token = await backend.token(as, 'student');
    return executeHttp(
      gateway,
      { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'vi' },
      { query: webOperation(name).query, variables },
    );
  }

  it('lists My classes with the next lesson and the sessions passed, never a future one', async () => {
    const { body } = await run('StudentClassesQuery', backend.seeded.students.an, { today: TODAY });
    expect(body.errors).toBeUndefined();
    expect(body.data.myClasses).toEqual([
      expect.objectContaining({
        id: String(backend.seeded.cls.id),
        viewerMembership: expect.objectContaining({ status: 'ACTIVE' }),
        // Done 9 days ago, past 2 days ago; canceled ones and the future one marked done are not.
        sessionsPassed: 2,
        nextLesson: expect.objectContaining({
          id: String(backend.seeded.lessons.next.id),
          studyDate: shift(2),
          studyTimeStart: '18:00',
        }),
      }),
    ]);
  });

  it('lists a pending request as pending, with no error and nothing of its timetable', async () => {
    const { body } = await run('StudentClassesQuery', backend.seeded.students.pending, { today: TODAY });
    expect(body.errors).toBeUndefined();
    expect(body.data.myClasses).toEqual([
      expect.objectContaining({
        name: 'IELTS 6.5 - K12',
        viewerMembership: expect.objectContaining({ status: 'REQUEST' }),
        nextLesson: null,
      }),
    ]);
  });

  it("opens the student's class with their own attendance, scores and results only", async () => {
    const { an } = backend.seeded.students;
    const { body } = await run('StudentClassQuery', an, { id: String(backend.seeded.cls.id), today: TODAY });
    expect(body.errors).toBeUndefined();
    const cls = body.data.class;
    const attendances = cls.lessons.flatMap((l: { attendances: { note: string }[] }) => l.attendances);
    expect(attendances.map((a: { note: string }) => a.note)).toEqual(['Kẹt xe']);
    expect(cls.scores.map((s: { note: string; value: number }) => [s.note, s.value])).toEqual([
      ['Rõ ràng', 70],
    ]);
    expect(cls.viewerMembership.status).toBe('ACTIVE');
    expect(cls.viewerMembership.results.map((r: { score: number }) => r.score).sort()).toEqual([80, 9]);
    expect(cls.nextLesson.id).toBe(String(backend.seeded.lessons.next.id));
  });

  it('answers a pending class from the student’s own list, and refuses the class itself', async () => {
    const { body } = await run('StudentClassQuery', backend.seeded.students.pending, {
      id: String(backend.seeded.cls.id),
      today: TODAY,
    });
    expect(body.data.myClasses).toEqual([
      expect.objectContaining({
        id: String(backend.seeded.cls.id),
        viewerMembership: expect.objectContaining({ status: 'REQUEST' }),
      }),
    ]);
    expect(body.data.class).toBeNull();
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });

  it("refuses another class's page to a student of a different class", async () => {
    const { body } = await run('StudentClassQuery', backend.seeded.students.stranger, {
      id: String(backend.seeded.cls.id),
      today: TODAY,
    });
    expect(body.data.class).toBeNull();
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(body.data.myClasses.map((c: { id: string }) => c.id)).toEqual([
      String(backend.seeded.otherClass.id),
    ]);
  });

  it("shows on the dashboard the student's own lessons of the day, not other classes'", async () => {
    const day = { today: shift(2) };
    const mine = await run('DashboardStudentQuery', backend.seeded.students.an, day);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data.todayLessons.items.map((l: { id: string }) => l.id)).toEqual([
      String(backend.seeded.lessons.next.id),
    ]);
    const other = await run('DashboardStudentQuery', backend.seeded.students.stranger, day);
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data.todayLessons.items).toEqual([]);
    const pending = await run('DashboardStudentQuery', backend.seeded.students.pending, day);
    expect(pending.body.errors).toBeUndefined();
    expect(pending.body.data.todayLessons.items).toEqual([]);
  });
});
