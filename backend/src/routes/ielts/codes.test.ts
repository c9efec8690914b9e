import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionCodes } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { ACCOUNT_LIMITS } from '../../http/rate-limits.js';
import { fixClock } from '../../test/clock.js';
import type { TestContext } from '../../test/context.js';
import { apiInStoredIds } from '../../test/exams.js';
import { buildCandidate } from '../../test/factories.js';
import { buildIeltsWorld, ieltsRequests } from '../../test/ielts.js';
import { academyToday } from '../../test/ielts-dates.js';

const NOW = fixClock('2027-01-01T00:30:00+07:00');
const today = academyToday(NOW);

/**
 * Promotion codes (issue 14) through REST: managing them in the administrators' language, and candidates
 * guessing them when quoting or registering (issue 27 item 5).
 */
let t: TestContext;
let admin: UserRow, examiner: UserRow, teacher: UserRow, candidate: UserRow;
let todayId: number;
const { send, post, get } = ieltsRequests(() => t);

beforeAll(async () => {
  ({ t, admin, examiner, teacher, candidate, todayId } = await buildIeltsWorld(today));
});
afterAll(() => t.close());

describe('promotion codes (ielt/promotion-codes/)', () => {
  const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const body = (o: object = {}) => ({
    title: 'Ưu đãi mùa thu',
    code: 'autumn26',
    discount_kind: 'percent',
    discount_value: 15,
    usage_limit: 20,
    expires_at: future,
    ...o,
  });

  it('creates a code in capitals, lists it and changes it', async () => {
    const created = await post(admin, 'ielt/promotion-codes/', body());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'AUTUMN26', discount_kind: 'percent', discount_value: 15 });
    const listed = await get(admin, 'ielt/promotion-codes/?search=AUTUMN26');
    expect(listed.body.results.map((c: { id: number }) => c.id)).toContain(created.body.id);
    const changed = await send(admin, 'PUT', `ielt/promotion-codes/${created.body.id}/`, {
      discount_kind: 'amount',
      discount_value: 200_000,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      code: 'AUTUMN26',
      discount_kind: 'amount',
      discount_value: 200_000,
    });
  });

  it('refuses a bad code, a percentage over 100, a past expiry and a code that exists, in the user’s language', async () => {
    const wrong = await post(admin, 'ielt/promotion-codes/', body({ code: 'a!', discount_value: 120 }), 'vi');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toEqual(['Mã gồm 3 đến 30 chữ in hoa và chữ số']);
    expect(wrong.body.errors.discount_value).toEqual(['Phần trăm giảm từ 1 đến 100']);
    const past = await post(
      admin,
      'ielt/promotion-codes/',
      body({ code: 'PAST26', expires_at: '2020-01-01T00:00:00Z' }),
    );
    expect(past.status).toBe(400);
    expect(past.body.errors.expires_at).toEqual(['The expiry date must be in the future']);
    const first = await post(admin, 'ielt/promotion-codes/', body({ code: 'TWICE26' }));
    expect(first.status).toBe(201);
    const twice = await post(admin, 'ielt/promotion-codes/', body({ code: 'twice26' }));
    expect(twice.status).toBe(409);
    expect(twice.body.errors.code).toEqual(['This promotion code already exists']);
    const over = await send(admin, 'PUT', `ielt/promotion-codes/${first.body.id}/`, { discount_value: 150 });
    expect(over.status).toBe(400);
    expect(over.body.errors.discount_value).toEqual(['A percentage is from 1 to 100']);
    expect((await send(admin, 'PUT', 'ielt/promotion-codes/999999/', { title: 'x' })).status).toBe(404);
    const listed = await get(admin, 'ielt/promotion-codes/?search=PAST26');
    expect(listed.body.results).toEqual([]);
  });

  it('is administrators’ only', async () => {
    for (const user of [teacher, candidate, examiner])
      expect((await post(user, 'ielt/promotion-codes/', body({ code: 'NOPE26' }))).status).toBe(403);
    expect((await post(null, 'ielt/promotion-codes/', body({ code: 'NOPE26' }))).status).toBe(401);
  });
});

describe('guessing promotion codes (issue 27 item 5)', () => {
  const from = (user: UserRow, method: 'GET' | 'POST', url: string, address: string, payload?: object) =>
    apiInStoredIds(t, user, {
      method,
      url,
      payload,
      headers: { 'accept-language': 'en', 'x-forwarded-for': address },
    });
  const quote = (user: UserRow, code: string, address: string) =>
    from(user, 'GET', `ielt/quote?exam_date_id=${todayId}&promotion_code=${code}`, address);

  beforeAll(async () => {
    await t.db.insert(promotionCodes).values([
      { title: 'Gone', code: 'GONE7', discountPercent: 5, expiresAt: new Date(Date.now() - 1000) },
      {
        title: 'Shut',
        code: 'SHUT7',
        discountPercent: 5,
        status: 'inactive',
        expiresAt: new Date(Date.now() + 8.64e7),
      },
      {
        title: 'Full',
        code: 'FULL7',
        discountPercent: 5,
        maxUses: 1,
        usedCount: 1,
        expiresAt: new Date(Date.now() + 8.64e7),
      },
      { title: 'Good', code: 'GOOD7', discountPercent: 5, expiresAt: new Date(Date.now() + 8.64e7) },
    ]);
  });

  it('answers an unknown, used-up, expired or inactive code identically, when quoting and when registering', async () => {
    const quoter = await buildCandidate(t.db);
    const registrant = await buildCandidate(t.db);
    const refused = ['NOPE77', 'FULL7', 'GONE7', 'SHUT7'];
    const quotes = await Promise.all(refused.map((c) => quote(quoter, c, '192.0.2.101')));
    for (const res of quotes) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(quotes[0]!.body);
    }
    expect(quotes[0]!.body.errors).toEqual({ promotion_code: ['This promotion code cannot be used'] });
    const registrations = await Promise.all(
      refused.map((c) =>
        from(registrant, 'POST', 'ielt/', '192.0.2.102', { exam_date_id: todayId, promotion_code: c }),
      ),
    );
    for (const res of registrations) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(quotes[0]!.body);
    }
    // A valid code still works.
    const good = await quote(quoter, 'good7', '192.0.2.101');
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ promotion_code: 'GOOD7', discount: 238_000 });
  });

  it('stops 60 guesses in a row: per account, then per address', async () => {
    const guesser = await buildCandidate(t.db);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof quote>> | undefined;
    for (let i = 0; i < 60; i++) {
      last = await quote(guesser, `GUESS${String(i).padStart(2, '0')}`, '198.51.100.120');
      statuses.push(last.status);
    }
    const limit = ACCOUNT_LIMITS.promotionCode.perAccount.points;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
    expect(statuses.slice(limit)).toEqual(Array(60 - limit).fill(429));
    expect(last!.body).toEqual({
      code: 429,
      message: 'Too many attempts; please wait a little and try again',
    });
    // The account is refused from another address too, even with a valid code (registering included).
    expect((await quote(guesser, 'GOOD7', '198.51.100.121')).status).toBe(429);
    const registering = await from(guesser, 'POST', 'ielt/', '198.51.100.121', {
      exam_date_id: todayId,
      promotion_code: 'GOOD7',
    });
    expect(registering.status).toBe(429);
    // The address is over its own limit: another account from it is refused too, another address is not.
    const neighbour = await buildCandidate(t.db);
    expect((await quote(neighbour, 'GOOD7', '198.51.100.120')).status).toBe(429);
    expect((await quote(neighbour, 'GOOD7', '198.51.100.122')).status).toBe(200);
  });
});
