import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const LIST = `query ($page: Int, $pageSize: Int, $unreadOnly: Boolean) {
  notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly) {
    total unread page pageSize items { id kind title body link createdAt readAt } } }`;
const PREFERENCES = `{ notificationPreferences { kinds { kind channel } dailyDigest language } }`;
const MARK = `mutation ($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) {
  notifications { id readAt } unread clientMutationId errors { field messages } } }`;
const UPDATE = `mutation ($input: UpdateNotificationPreferencesInput!) { updateNotificationPreferences(input: $input) {
  notificationPreferences { kinds { kind channel } dailyDigest language } clientMutationId errors { field messages } } }`;

const restNotification = (over: Record<string, unknown> = {}) => ({
  id: 7,
  kind: 'assigned',
  title: 'New work in IELTS 6.5 A: Unit 3 homework',
  body: 'Deadline: 4 April 2026, 00:30.',
  link: '/manageClass/3/manageClassDetail?tab=exercise',
  created_at: '2026-03-31T17:30:00.000Z',
  read_at: null,
  ...over,
});
const KINDS = [
  'assigned',
  'deadline_soon',
  'returned',
  'redo',
  'join_approved',
  'join_refused',
  'ielts_status',
];
const restPreferences = (over: Record<string, unknown> = {}) => ({
  channels: Object.fromEntries(KINDS.map((k) => [k, 'both'])),
  digest: false,
  lang: 'vi',
  ...over,
});
const badRequest = (errors: Record<string, string[]>) =>
  HttpResponse.json({ code: 400, message: 'Invalid input', errors }, { status: 400 });

describe('notifications (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('reads the page in one call, with REST names, enums and an empty link as null', async () => {
    const student = buildUser();
    t.world.users.push(student);
    let query: URLSearchParams | undefined;
    t.server.use(
      http.get(`${BACKEND}/notification/`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          items: [restNotification(), restNotification({ id: 8, kind: 'join_refused', link: '' })],
          total: 2,
          unread: 2,
          page: 2,
          page_size: 5,
        });
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(LIST, {
      as: student,
      variables: { page: 2, pageSize: 5, unreadOnly: true },
    });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['GET notification/']);
    expect(Object.fromEntries(query!)).toEqual({ page: '2', page_size: '5', unread_only: 'true' });
    expect(body.data.notifications).toEqual({
      total: 2,
      unread: 2,
      page: 2,
      pageSize: 5,
      items: [
        {
          id: '7',
          kind: 'ASSIGNED',
          title: 'New work in IELTS 6.5 A: Unit 3 homework',
          body: 'Deadline: 4 April 2026, 00:30.',
          link: '/manageClass/3/manageClassDetail?tab=exercise',
          createdAt: '2026-03-31T17:30:00.000Z',
          readAt: null,
        },
        expect.objectContaining({ id: '8', kind: 'JOIN_REFUSED', link: null }),
      ],
    });
  });

  it('lists every kind of the settings with its channel', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    t.server.use(
      http.get(`${BACKEND}/notification/preferences/`, () =>
        HttpResponse.json(
          restPreferences({
            digest: true,
            lang: 'en',
            channels: { ...restPreferences().channels, returned: 'in_app' },
          }),
        ),
      ),
    );
    const { body } = await t.execute(PREFERENCES, { as: teacher });
    expect(body.errors).toBeUndefined();
    expect(body.data.notificationPreferences.dailyDigest).toBe(true);
    expect(body.data.notificationPreferences.language).toBe('en');
    expect(body.data.notificationPreferences.kinds).toHaveLength(7);
    expect(body.data.notificationPreferences.kinds).toContainEqual({ kind: 'RETURNED', channel: 'IN_APP' });
  });

  it('refuses the signed-out before any REST call', async () => {
    t.resetCalls();
    for (const [query, variables] of [
      [LIST, {}],
      [PREFERENCES, {}],
      [MARK, { input: { all: true } }],
      [UPDATE, { input: { dailyDigest: true } }],
    ] as const) {
      const { body } = await t.execute(query, { variables });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(t.calls).toEqual([]);
  });

  it('answers every role its own centre', async () => {
    t.server.use(
      http.get(`${BACKEND}/notification/`, () =>
        HttpResponse.json({ items: [], total: 0, unread: 0, page: 1, page_size: 20 }),
      ),
    );
    for (const user of [buildAdmin(), buildTeacher(), buildUser({ role: 4 }), buildUser()]) {
      t.world.users.push(user);
      const { body } = await t.execute(LIST, { as: user });
      expect(body.errors).toBeUndefined();
      expect(body.data.notifications.unread).toBe(0);
    }
  });

  it('marks read with REST ids and answers the unread count', async () => {
    const student = buildUser();
    t.world.users.push(student);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/notification/read/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          items: [restNotification({ read_at: '2026-04-01T01:00:00.000Z' })],
          unread: 3,
        });
      }),
    );
    const { body } = await t.execute(MARK, {
      as: student,
      variables: { input: { ids: ['7', '9'], clientMutationId: 'm1' } },
    });
    expect(sent).toEqual({ ids: [7, 9] });
    expect(body.data.markNotificationsRead).toEqual({
      notifications: [{ id: '7', readAt: '2026-04-01T01:00:00.000Z' }],
      unread: 3,
      clientMutationId: 'm1',
      errors: [],
    });
  });

  it('answers the backend’s refusal of ids as a field error, with no notifications and no count', async () => {
    const student = buildUser();
    t.world.users.push(student);
    t.server.use(
      http.post(`${BACKEND}/notification/read/`, () =>
        badRequest({ ids: ['None of these notifications is yours'] }),
      ),
    );
    const { body } = await t.execute(MARK, { as: student, variables: { input: { ids: ['99'] } } });
    expect(body.data.markNotificationsRead).toEqual({
      notifications: [],
      unread: null,
      clientMutationId: null,
      errors: [{ field: 'ids', messages: ['None of these notifications is yours'] }],
    });
    const bad = await t.execute(MARK, { as: student, variables: { input: { ids: ['x'] } } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sends only what changes, kinds as REST channels, and maps field errors to the input’s names', async () => {
    const student = buildUser();
    t.world.users.push(student);
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/notification/preferences/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(restPreferences({ digest: true }));
      }),
    );
    const { body } = await t.execute(UPDATE, {
      as: student,
      variables: { input: { kinds: [{ kind: 'DEADLINE_SOON', channel: 'EMAIL' }], dailyDigest: true } },
    });
    expect(sent).toEqual({ channels: { deadline_soon: 'email' }, digest: true });
    expect(body.data.updateNotificationPreferences.errors).toEqual([]);
    expect(body.data.updateNotificationPreferences.notificationPreferences.dailyDigest).toBe(true);

    t.server.use(
      http.put(`${BACKEND}/notification/preferences/`, () =>
        badRequest({ lang: ['Choose Vietnamese (vi) or English (en)'] }),
      ),
    );
    const refused = await t.execute(UPDATE, { as: student, variables: { input: { language: 'fr' } } });
    expect(refused.body.data.updateNotificationPreferences).toEqual({
      notificationPreferences: null,
      clientMutationId: null,
      errors: [{ field: 'language', messages: ['Choose Vietnamese (vi) or English (en)'] }],
    });
  });

  it('refuses a kind listed twice before any REST call, in the caller’s language', async () => {
    const student = buildUser();
    t.world.users.push(student);
    t.resetCalls();
    const kinds = [
      { kind: 'ASSIGNED', channel: 'EMAIL' },
      { kind: 'ASSIGNED', channel: 'NONE' },
    ];
    const { body } = await t.execute(UPDATE, { as: student, variables: { input: { kinds } } });
    expect(body.data.updateNotificationPreferences.errors).toEqual([
      { field: 'kinds', messages: ['Each kind once: a kind is listed twice'] },
    ]);
    expect(t.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });
});
