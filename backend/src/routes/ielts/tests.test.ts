import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import type { TestContext } from '../../test/context.js';
import { buildIeltsWorld, ieltsRequests } from '../../test/ielts.js';
import { academyToday } from '../../test/ielts-dates.js';

const NOW = fixClock('2027-01-01T00:30:00+07:00');
const today = academyToday(NOW);

/** IELTS tests (issue 14) through REST: their band tables, their exercises, who may manage them. */
let t: TestContext;
let admin: UserRow, examiner: UserRow, teacher: UserRow, candidate: UserRow;
let testId: number;
const { send, get } = ieltsRequests(() => t);

beforeAll(async () => {
  ({ t, admin, examiner, teacher, candidate, testId } = await buildIeltsWorld(today));
});
afterAll(() => t.close());

describe('tests (ielt/tests/)', () => {
  it('gives a new test the published tables, and refuses a table out of order', async () => {
    const res = await get(admin, `ielt/tests/${testId}/`);
    expect(res.body.listening_table[0]).toEqual({ min_raw: 39, band: 9 });
    expect(res.body.reading_table.at(-1)).toEqual({ min_raw: 0, band: 0 });
    const bad = await send(admin, 'PUT', `ielt/tests/${testId}/`, {
      listening_table: [
        { min_raw: 10, band: 5 },
        { min_raw: 30, band: 7 },
        { min_raw: 0, band: 0 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.listening_table).toEqual([
      'The table must list bands from highest to lowest with falling raw scores, ending at raw score 0',
    ]);
  });

  it('plays its listening once unless the administrator says otherwise', async () => {
    expect((await get(admin, `ielt/tests/${testId}/`)).body.listening_plays).toBe(1);
    const bad = await send(admin, 'PUT', `ielt/tests/${testId}/`, { listening_plays: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.listening_plays).toEqual([
      'The recordings play without limit (0), once (1) or twice (2)',
    ]);
    const twice = await send(admin, 'PUT', `ielt/tests/${testId}/`, { listening_plays: 2 });
    expect(twice.status).toBe(200);
    expect(twice.body.listening_plays).toBe(2);
    expect((await send(admin, 'PUT', `ielt/tests/${testId}/`, { listening_plays: 1 })).status).toBe(200);
  });

  it('refuses an exercise that does not exist', async () => {
    const res = await send(admin, 'PUT', `ielt/tests/${testId}/`, { reading_exercise_id: 999999 });
    expect(res.status).toBe(400);
    expect(res.body.errors.reading_exercise_id).toEqual(['This exercise does not exist']);
  });

  it('is administrators’ only', async () => {
    for (const user of [teacher, candidate, examiner])
      expect((await get(user, 'ielt/tests/')).status).toBe(403);
    expect((await get(null, 'ielt/tests/')).status).toBe(401);
  });
});
