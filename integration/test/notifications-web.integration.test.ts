import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixClock } from '../../backend/src/test/clock.js';
import { buildExamClass } from '../../backend/src/test/exams.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { executeHttp } from '../../gateway/test/gateway.js';
import { NOTIFICATION_BUDGETS, type NotificationIds } from '../../gateway/test/notifications-budgets.js';
import { webOperation } from '../../gateway/test/web-operations.js';
import { startRealBackend } from './real-backend.js';

type Seeded = Awaited<ReturnType<typeof buildExamClass>>;

fixClock('2026-09-10T09:00:00+07:00');

/**
 * The notification centre's web operations (issue 31 point 2) through the gateway and the real backend, each
 * within its REST budget (gateway/test/notifications-budgets.ts), after the teacher assigned work to the
 * student's class: the bell's count, the list, marking one read, the settings card and its save.
 */
describe("the notification centre's web operations on the real backend", () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<Seeded>>>;
  let gateway: Gateway;

  beforeAll(async () => {
    backend = await startRealBackend(buildExamClass);
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
  }, 120_000);
  afterAll(async () => {
    await gateway?.server.stop();
    await backend?.stop();
  });

  async function run(query: string, variables: Record<string, unknown>, as: 'student' | 'teacher') {
    const s = backend.seeded;
    const token = await backend.token(as === 'student' ? s.student : s.teacher, as);
    const before = backend.requests().length;
    const { body } = await executeHttp(
      gateway,
      { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'vi' },
      { query, variables },
    );
    return { body, calls: backend.requests().slice(before) };
  }

  it('runs every operation within its budget, in the order the pages run them', async () => {
    const s = backend.seeded;
    const assigned = await run(
      `mutation ($input: CreateAssignmentInput!) { createAssignment(input: $input) { errors { field messages } } }`,
      {
        input: {
          classId: String(s.cls.id),
          exerciseId: String(s.exercise.id),
          kind: 'HOME_WORK',
          title: 'Unit 3 homework',
          deadline: '2026-09-12T16:59:00.000Z',
        },
      },
      'teacher',
    );
    expect(assigned.body.data.createAssignment.errors).toEqual([]);

    const ids: NotificationIds = { notificationId: '' };
    const measured: Record<string, number> = {};
    for (const [name, spec] of NOTIFICATION_BUDGETS) {
      const { body, calls } = await run(webOperation(name).query, spec.variables?.(ids) ?? {}, spec.as);
      expect(body.errors, name).toBeUndefined();
      const payload = Object.values(body.data as Record<string, { errors?: unknown[] } | null>)[0];
      if (payload && 'errors' in payload) expect(payload.errors, name).toEqual([]);
      spec.keep?.(body.data, ids);
      measured[name] = calls.length;
      expect(calls.length, `${name}: ${calls.join(', ')}`).toBeLessThanOrEqual(spec.budget);
    }
    console.table(measured);
  });

  it('shows the bell the new work in the reader’s language, and counts it read once marked', async () => {
    const bell = await run(webOperation('NotificationBellQuery').query, {}, 'student');
    const { unread, items } = bell.body.data.notifications;
    expect(unread).toBe(0);
    expect(items[0]).toMatchObject({ title: expect.stringContaining('Unit 3 homework') });
    expect(items[0].readAt).not.toBeNull();
  });
});
