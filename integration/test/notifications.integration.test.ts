import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, userExams } from '../../backend/src/db/schema.js';
import { fixClock } from '../../backend/src/test/clock.js';
import { buildExamClass } from '../../backend/src/test/exams.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { executeHttp } from '../../gateway/test/gateway.js';
import { startRealBackend } from './real-backend.js';

const NOW = fixClock('2026-04-01T10:00:00+07:00');

type Seeded = Awaited<ReturnType<typeof buildExamClass>>;
type Role = 'student' | 'teacher' | 'classmate';

const ASSIGN = `mutation ($input: CreateAssignmentInput!) { createAssignment(input: $input) {
  assignment { id } errors { field messages } } }`;
const CENTRE = `{ notifications { unread total items { id kind title body link readAt } } }`;
const MARK = `mutation ($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) {
  notifications { id readAt } unread errors { field messages } } }`;
const RETURN = `mutation ($input: ReturnAttemptInput!) { returnAttempt(input: $input) { errors { field messages } } }`;

/**
 * Issue 31 point 2 through the gateway and the real backend with its notification worker: work assigned
 * reaches the class's student in the centre and by mail, marking read brings the bell to 0, a returned
 * attempt is told the same way, and another student's ids are refused as a field error.
 */
describe('notifications through the gateway and the real backend', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<Seeded>>>;
  let gateway: Gateway;

  beforeAll(async () => {
    backend = await startRealBackend(buildExamClass, { notifications: { worker: true, pollMs: 50 } });
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
  }, 120_000);
  afterAll(async () => {
    await gateway?.server.stop();
    await backend?.stop();
  });

  async function run(query: string, variables: Record<string, unknown>, as: Role, lang = 'en') {
    const s = backend.seeded;
    const user = as === 'student' ? s.student : as === 'classmate' ? s.classmate : s.teacher;
    const token = await backend.token(user, as === 'teacher' ? 'teacher' : 'student');
    const before = backend.requests().length;
    const { body } = await executeHttp(
      gateway,
      { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': lang },
      { query, variables },
    );
    return { body, calls: backend.requests().slice(before) };
  }
  const mailsTo = (email: string) => backend.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('tells the student of work assigned in the centre and by mail; marking read brings the count to 0', async () => {
    const s = backend.seeded;
    const assigned = await run(
      ASSIGN,
      {
        input: {
          classId: String(s.cls.id),
          exerciseId: String(s.exercise.id),
          kind: 'HOME_WORK',
          title: 'Unit 3 homework',
          deadline: new Date(NOW.getTime() + 3 * 86_400_000).toISOString(),
        },
      },
      'teacher',
    );
    expect(assigned.body.data.createAssignment.errors).toEqual([]);

    const centre = await run(CENTRE, {}, 'student');
    expect(centre.calls).toEqual(['GET notification/']);
    expect(centre.body.data.notifications.unread).toBe(1);
    const [item] = centre.body.data.notifications.items;
    expect(item).toMatchObject({
      kind: 'ASSIGNED',
      title: `New work in ${s.cls.name}: Unit 3 homework`,
      link: `/manageClass/${s.cls.id}/manageClassDetail?tab=exercise`,
      readAt: null,
    });
    await vi.waitFor(
      async () =>
        expect((await mailsTo(s.student.email)).map((m) => m.subject)).toEqual([
          `Bài mới ở lớp ${s.cls.name}: Unit 3 homework`,
        ]),
      { timeout: 2000, interval: 25 },
    );

    const others = await run(MARK, { input: { ids: [item.id] } }, 'classmate');
    expect(others.body.data.markNotificationsRead).toMatchObject({
      unread: null,
      errors: [{ field: 'ids', messages: ['None of these notifications is yours'] }],
    });
    const marked = await run(MARK, { input: { ids: [item.id] } }, 'student');
    expect(marked.calls).toEqual(['POST notification/read/']);
    expect(marked.body.data.markNotificationsRead).toMatchObject({ unread: 0, errors: [] });
    expect(marked.body.data.markNotificationsRead.notifications[0].readAt).not.toBeNull();
    expect((await run(CENTRE, {}, 'student')).body.data.notifications.unread).toBe(0);
  });

  it('tells the student of work returned, with no score, in the centre and by mail', async () => {
    const s = backend.seeded;
    const [attempt] = await backend.db
      .insert(userExams)
      .values({
        assignmentId: s.assignment.id,
        studentId: s.student.id,
        status: 'waiting_score',
        startedAt: new Date(NOW.getTime() - 3600_000),
        submittedAt: new Date(NOW.getTime() - 1800_000),
      })
      .returning();
    const back = await run(
      RETURN,
      { input: { attemptId: String(attempt!.id), confirmUnmarked: true } },
      'teacher',
    );
    expect(back.body.errors).toBeUndefined();
    expect(back.body.data.returnAttempt.errors).toEqual([]);
    const centre = await run(CENTRE, {}, 'student', 'vi');
    expect(centre.body.data.notifications.items[0]).toMatchObject({
      kind: 'RETURNED',
      title: `Bài đã được trả: ${s.assignment.title}`,
      link: `/manageClass/${s.cls.id}/resultReview/${attempt!.id}`,
    });
    await vi.waitFor(
      async () => {
        const mails = await mailsTo(s.student.email);
        expect(mails.map((m) => m.subject)).toContain(`Bài đã được trả: ${s.assignment.title}`);
      },
      { timeout: 2000, interval: 25 },
    );
    const mail = (await mailsTo(s.student.email)).find((m) => m.subject.startsWith('Bài đã được trả'))!;
    expect(mail.text).not.toMatch(/điểm|score/i);
  });
});
