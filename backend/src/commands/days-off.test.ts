import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { buildAdmin, buildClass } from '../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('days off and the expected end date', () => {
  it('pushes the expected end date back when a day off is added, and restores it when removed', async () => {
    const admin = await buildAdmin(t.db);
    // Mondays from 2026-09-07: three sessions end on 2026-09-21.
    const cls = await buildClass(t.db, {
      startDate: '2026-09-07',
      numberOfSessions: 3,
      weekdays: [1],
      expectedEndDate: '2026-09-21',
    });
    const added = await t.api(admin, {
      method: 'POST',
      url: 'class/day-off/',
      payload: { class_id: cls.id, date: '2026-09-14', reason: 'Teacher training' },
    });
    expect(added.status).toBe(201);
    expect((await t.api(admin, { method: 'GET', url: `class/${cls.id}/` })).body.expected_end_date).toBe(
      '2026-09-28',
    );

    const academyWide = await t.api(admin, {
      method: 'POST',
      url: 'class/day-off/',
      payload: { class_id: null, date: '2026-09-21', reason: 'Holiday' },
    });
    expect(academyWide.status).toBe(201);
    expect((await t.api(admin, { method: 'GET', url: `class/${cls.id}/` })).body.expected_end_date).toBe(
      '2026-10-05',
    );

    await t.api(admin, { method: 'DELETE', url: `class/day-off/${added.body.id}/` });
    await t.api(admin, { method: 'DELETE', url: `class/day-off/${academyWide.body.id}/` });
    expect((await t.api(admin, { method: 'GET', url: `class/${cls.id}/` })).body.expected_end_date).toBe(
      '2026-09-21',
    );
  });
});
