import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const FEED = /* GraphQL */ `
  query {
    calendarFeed {
      createdAt
    }
  }
`;
const REGENERATE = /* GraphQL */ `
  mutation ($input: RegenerateCalendarFeedInput!) {
    regenerateCalendarFeed(input: $input) {
      url
      calendarFeed {
        createdAt
      }
      clientMutationId
      errors {
        field
        messages
      }
    }
  }
`;
const REVOKE = /* GraphQL */ `
  mutation ($input: RevokeCalendarFeedInput!) {
    revokeCalendarFeed(input: $input) {
      revoked
      errors {
        field
        messages
      }
    }
  }
`;
const URL_ONCE = 'http://localhost:4000/lms-backend/api/calendar/abc.ics';

describe('calendar feed', () => {
  let t: TestGateway;
  const user = buildUser();
  beforeAll(async () => {
    t = await createTestGateway();
    t.world.users.push(user);
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('reads whether the viewer has a feed: null without one', async () => {
    const seen: (string | null)[] = [];
    let state = { exists: false, created_at: null as string | null };
    t.server.use(
      http.get(`${BACKEND}/users/me/calendar-feed/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(state);
      }),
    );
    expect((await t.execute(FEED, { as: user })).body).toEqual({ data: { calendarFeed: null } });
    state = { exists: true, created_at: '2026-09-10T02:00:00.000Z' };
    expect((await t.execute(FEED, { as: user })).body).toEqual({
      data: { calendarFeed: { createdAt: '2026-09-10T02:00:00.000Z' } },
    });
    expect(seen.every((a) => a?.startsWith('Bearer '))).toBe(true);
  });

  it('makes a new address and answers it once, and revokes it', async () => {
    const calls: string[] = [];
    t.server.use(
      http.post(`${BACKEND}/users/me/calendar-feed/`, () => {
        calls.push('POST');
        return HttpResponse.json({ url: URL_ONCE, created_at: '2026-09-10T02:00:00.000Z' }, { status: 201 });
      }),
      http.delete(`${BACKEND}/users/me/calendar-feed/`, () => {
        calls.push('DELETE');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const made = await t.execute(REGENERATE, { as: user, variables: { input: { clientMutationId: 'k1' } } });
    expect(made.body).toEqual({
      data: {
        regenerateCalendarFeed: {
          url: URL_ONCE,
          calendarFeed: { createdAt: '2026-09-10T02:00:00.000Z' },
          clientMutationId: 'k1',
          errors: [],
        },
      },
    });
    const revoked = await t.execute(REVOKE, { as: user, variables: { input: {} } });
    expect(revoked.body).toEqual({ data: { revokeCalendarFeed: { revoked: true, errors: [] } } });
    expect(calls).toEqual(['POST', 'DELETE']);
  });

  it('refuses anonymous callers before any REST call', async () => {
    t.resetCalls();
    for (const [query, variables] of [
      [FEED, {}],
      [REGENERATE, { input: {} }],
      [REVOKE, { input: {} }],
    ] as const) {
      const { body } = await t.execute(query, { variables });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(t.calls.filter((c) => c.includes('calendar-feed'))).toEqual([]);
  });
});
