import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import type { TestContext } from '../../test/context.js';
import { buildIeltsWorld, ieltsRequests } from '../../test/ielts.js';
import { academyToday } from '../../test/ielts-dates.js';

const NOW = fixClock('2027-01-01T00:30:00+07:00');
const today = academyToday(NOW);

/**
 * IELTS status notifications (issue 31 point 2): the candidate hears of a payment received (in the centre
 * only: the payment mail says it already) and of a registration canceled (by the preference, mailed too).
 */
let t: TestContext;
let admin: UserRow, candidate: UserRow, rival: UserRow;
let todayId: number;
const { post, get } = ieltsRequests(() => t);

beforeAll(async () => {
  ({ t, admin, candidate, rival, todayId } = await buildIeltsWorld(today));
});
afterAll(() => t.close());

const rowsOf = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'ielts_status')));

describe('IELTS status notifications', () => {
  it('tells the candidate of the payment received, in the centre only', async () => {
    const reg = await post(candidate, 'ielt/', { exam_date_id: todayId, phone: '0912345678' }, 'vi');
    expect(reg.status).toBe(201);
    const paid = await post(admin, `ielt/payment/${reg.body.payment.id}/confirm`, { amount: 4_750_000 });
    expect(paid.status).toBeLessThan(300);
    await post(admin, `ielt/payment/${reg.body.payment.id}/confirm`, { amount: 4_750_000 });
    const rows = await rowsOf(candidate.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ inApp: true, mailState: 'none', link: '/ielts-test' });
    const centre = await get(candidate, 'notification/');
    expect(centre.body.items[0]).toMatchObject({
      kind: 'ielts_status',
      title: 'IELTS payment: received',
      body: `Your registration for Friday 1 January 2027. Invoice ${reg.body.payment.invoice}.`,
    });
  });

  it('tells the candidate of a registration canceled, by mail too', async () => {
    const reg = await post(rival, 'ielt/', { exam_date_id: todayId, phone: '0912345678' });
    expect(reg.status).toBe(201);
    const canceled = await post(admin, `ielt/${reg.body.id}/cancel`);
    expect(canceled.status).toBeLessThan(300);
    const rows = await rowsOf(rival.id);
    expect(rows.map((r) => [r.subjectKey, r.mailState])).toEqual([
      [`ielts_registration:${reg.body.id}:canceled`, 'pending'],
    ]);
    const centre = await get(rival, 'notification/', 'vi');
    expect(centre.body.items[0]).toMatchObject({
      title: 'Đăng ký thi IELTS: đã hủy',
      body: 'Ngày thi: thứ Sáu, 01/01/2027.',
    });
  });
});
