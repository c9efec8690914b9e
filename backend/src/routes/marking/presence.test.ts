import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass, buildExamExercise, buildQuestion } from '../../test/exams.js';
import { buildAssignment, buildUserExam } from '../../test/factories.js';

/**
 * Who else has a submission's marking page open (issue 26 point 5): each page's heartbeat records its marker
 * (server clock) and answers the other markers seen within the last minute.
 */
const NOW = fixClock('2026-04-01T09:00:00+07:00');
let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;
let attemptId: number;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
  const writing = await buildQuestion(t.db, 'writing');
  const exercise = await buildExamExercise(t.db, [writing.question.id]);
  const a = await buildAssignment(t.db, f.cls.id, exercise.id);
  attemptId = (await buildUserExam(t.db, a.id, f.student.id, { status: 'waiting_score' })).id;
});
afterAll(() => t.close());

const beat = (user: UserRow | null, id = attemptId) =>
  t.api(user, { method: 'POST', url: `user-exam/${id}/marking/presence` });
const names = (res: { body: { markers: { name: string }[] } }) => res.body.markers.map((m) => m.name);
const at = (seconds: number) => vi.setSystemTime(new Date(NOW.getTime() + seconds * 1000));

describe('marking presence (user-exam/{id}/marking/presence)', () => {
  it('answers the other markers on the page, not the caller, and forgets one silent for a minute', async () => {
    at(0);
    const first = await beat(f.teacher);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ markers: [] });

    at(5);
    const second = await beat(f.examiner);
    expect(second.status).toBe(200);
    expect(second.body.markers).toEqual([
      {
        id: f.teacher.id,
        name: f.teacher.name || f.teacher.email,
        seen_at: expect.stringMatching(/^2026-04-01T02:00:00\./) as unknown,
      },
    ]);
    expect(names(await beat(f.teacher))).toEqual([f.examiner.name || f.examiner.email]);

    // The teacher goes quiet: 61 s after their last heartbeat the examiner no longer sees them.
    at(5 + 61);
    expect((await beat(f.examiner)).body.markers).toEqual([]);
    // The teacher comes back.
    expect(names(await beat(f.teacher))).toEqual([f.examiner.name || f.examiner.email]);
  });

  it('lets a marker leave at once', async () => {
    at(200);
    await beat(f.admin);
    expect(names(await beat(f.teacher))).toEqual([f.admin.name || f.admin.email]);
    const left = await t.api(f.admin, { method: 'DELETE', url: `user-exam/${attemptId}/marking/presence` });
    expect(left.status).toBe(204);
    expect((await beat(f.teacher)).body.markers).toEqual([]);
  });

  it('is for the attempt’s markers only (the permission matrix, row "mark and score")', async () => {
    at(400);
    for (const user of [f.admin, f.teacher, f.examiner]) expect((await beat(user)).status).toBe(200);
    for (const user of [f.otherTeacher, f.student, f.classmate, f.stranger]) {
      expect((await beat(user)).status).toBe(403);
      const left = await t.api(user, { method: 'DELETE', url: `user-exam/${attemptId}/marking/presence` });
      expect(left.status).toBe(403);
    }
    expect((await beat(null)).status).toBe(401);
    expect((await beat(f.teacher, 999999)).status).toBe(404);
    // Nobody refused was recorded: the teacher sees the admin and the examiner only.
    expect(names(await beat(f.teacher)).sort()).toEqual(
      [f.admin.name || f.admin.email, f.examiner.name || f.examiner.email].sort(),
    );
  });
});
