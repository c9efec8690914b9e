import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { buildAdmin } from '../test/factories.js';
import type { UserRow } from './auth.js';

/** Issue 8, load: past its bound the backend answers 503 with Retry-After at once, and recovers. */
let t: TestContext;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestContext({ maxInFlight: 2 });
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

describe('load shedding', () => {
  it('refuses requests over the bound quickly and honestly, then serves again', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.api(admin, { method: 'GET', url: 'course/' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const shed = answers.find((a) => a.status === 503)!;
    expect(shed.body).toEqual({ code: 503, message: 'The server is busy; please try again in a moment' });
    const raw = await t.app.inject({ method: 'GET', url: '/lms-backend/api/schema/' });
    expect(raw.statusCode).toBe(200);
    // Once the crowd is gone, everything is served again.
    const after = await Promise.all([1, 2].map(() => t.api(admin, { method: 'GET', url: 'course/' })));
    expect(after.map((a) => a.status)).toEqual([200, 200]);
  });
});
