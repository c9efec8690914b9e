import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { Q1, type Academy, statisticsSuite } from '../../test/statistics.js';
import { fixClock } from '../../test/clock.js';

const now = fixClock('2026-12-31T23:50:00+07:00');

/** Statistics' IELTS figures (issue 15), administrators only, on the academy of test/statistics.ts. */
let admin: UserRow;
let ids: Academy['ids'];
let ielts: Academy['ielts'];

const { get } = statisticsSuite(now, (academy) => ({ admin, ids, ielts } = academy));

describe('the IELTS figures (administrators)', () => {
  it('counts registrations per exam date and package by status, dates without any included', async () => {
    const res = await get(admin, Q1);
    expect(res.status).toBe(200);
    const zero = { unpaid: 0, unfinished: 0, unmarked: 0, marked: 0, canceled: 0 };
    expect(res.body.ielts_registrations).toEqual([
      {
        exam_date_id: ielts.d1,
        exam_date: '2026-02-14',
        shift: 'morning',
        skill_package: '4_skills',
        ...zero,
        unpaid: 1,
        marked: 2,
        canceled: 1,
        total: 4,
      },
      {
        exam_date_id: ielts.d2,
        exam_date: '2026-03-21',
        shift: 'afternoon',
        skill_package: '3_skills',
        ...zero,
        unfinished: 1,
        unmarked: 1,
        total: 2,
      },
      {
        exam_date_id: ielts.d4,
        exam_date: '2026-03-28',
        shift: 'morning',
        skill_package: '4_skills',
        ...zero,
        total: 0,
      },
    ]);
  });

  it('spreads the bands of the range’s results per skill and half band, canceled ones left out', async () => {
    const res = await get(admin, Q1);
    expect(res.body.ielts_bands).toEqual([
      { skill: 'listening', band: 6.5, candidates: 1 },
      { skill: 'listening', band: 7.5, candidates: 1 },
      { skill: 'listening', band: 8, candidates: 1 },
      { skill: 'reading', band: 6.5, candidates: 2 },
      { skill: 'reading', band: 7, candidates: 1 },
      { skill: 'writing', band: 5.5, candidates: 1 },
      { skill: 'writing', band: 6, candidates: 1 },
      { skill: 'speaking', band: 6, candidates: 1 },
      { skill: 'speaking', band: 6.5, candidates: 1 },
      { skill: 'overall', band: 6, candidates: 1 },
      { skill: 'overall', band: 6.5, candidates: 1 },
    ]);
  });

  it('sums the revenue per month of the academy’s calendar, refunds apart, pending and canceled left out', async () => {
    const res = await get(admin, Q1);
    expect(res.body.ielts_revenue).toEqual([
      {
        month: '2026-01',
        payments: 1,
        gross: 4_750_000,
        discounts: 475_000,
        net: 4_275_000,
        refunds: 1,
        refunded_amount: 4_275_000,
      },
      {
        month: '2026-02',
        payments: 1,
        gross: 4_750_000,
        discounts: 0,
        net: 4_750_000,
        refunds: 0,
        refunded_amount: 0,
      },
      {
        month: '2026-03',
        payments: 1,
        gross: 4_250_000,
        discounts: 500_000,
        net: 3_750_000,
        refunds: 0,
        refunded_amount: 0,
      },
    ]);
  });

  it('counts each promotion code’s uses of the range against its limit', async () => {
    const res = await get(admin, Q1);
    expect(res.body.promotion_usage).toEqual([
      {
        promotion_code_id: ielts.spring,
        code: 'SPRING10',
        title: 'Ưu đãi mùa xuân',
        uses: 3,
        paid: 1,
        max_uses: 50,
        used_count: 3,
        discount_total: 475_000,
      },
      {
        promotion_code_id: ielts.fixed,
        code: 'FIXED500',
        title: 'Giảm 500.000đ',
        uses: 1,
        paid: 1,
        max_uses: null,
        used_count: 1,
        discount_total: 500_000,
      },
    ]);
    const february = await get(admin, 'from=2026-02-01&to=2026-02-28');
    expect(february.body.promotion_usage).toEqual([
      expect.objectContaining({ code: 'SPRING10', uses: 1, paid: 0, discount_total: 0 }),
    ]);
    expect(february.body.ielts_revenue.map((m: { month: string }) => m.month)).toEqual(['2026-02']);
  });

  it('reads the whole academy whatever the class filter', async () => {
    const res = await get(admin, `${Q1}&class_id=${ids.class2}`);
    expect(res.body.ielts_registrations).toHaveLength(3);
    expect(res.body.ielts_revenue).toHaveLength(3);
  });
});
