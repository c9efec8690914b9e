import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, ieltsExamDates, payments } from './schema.js';
import { fixClock } from '../test/clock.js';
import { buildIeltsWorld, ieltsRequests, type IeltsWorld } from '../test/ielts.js';
import { academyToday } from '../test/ielts-dates.js';

const NOW = fixClock('2026-12-02T00:30:00+07:00');
const today = academyToday(NOW);

/**
 * Migration 0027 (issue 30 point 5): a database made before issue 25 keeps sittings named "IELTS 2026-12-02 AM
 * #9" and payments labelled in the registering user's language; the migration gives them today's words. Run
 * here again over rows put back as they were then.
 */
const statements = readFileSync(new URL('../../drizzle/0027_ielts_words.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  // Its data statements alone: the column it adds is there already.
  .filter((s) => !s.includes('ALTER TABLE'));

expect(statements).toHaveLength(3);

let w: IeltsWorld;
let classId: number, paymentId: number;
beforeAll(async () => {
  w = await buildIeltsWorld(today);
  const { post } = ieltsRequests(() => w.t);
  const reg = await post(w.candidate, 'ielt/', { exam_date_id: w.todayId, phone: '0912345678' });
  paymentId = reg.body.payment.id as number;
  await post(w.admin, `ielt/payment/${paymentId}/confirm`, { amount: reg.body.payment.amount });
  const [d] = await w.t.db.select().from(ieltsExamDates).where(eq(ieltsExamDates.id, w.todayId));
  classId = d!.classId!;
});
afterAll(() => w.t.close());

const migrate = async () => {
  for (const s of statements) await w.t.db.execute(sql.raw(s));
};

describe('migration 0027: the words of older rows', () => {
  it('renames a sitting still named as before, and leaves a class an administrator renamed', async () => {
    await w.t.db
      .update(classes)
      .set({ name: `IELTS ${today} AM #${w.todayId}`, description: `IELTS exam date #${w.todayId}` })
      .where(eq(classes.id, classId));
    await migrate();
    const [c] = await w.t.db.select().from(classes).where(eq(classes.id, classId));
    expect(c).toMatchObject({
      name: 'IELTS — 02/12/2026 sáng',
      description: 'Ca thi IELTS ngày 02/12/2026, ca sáng',
    });

    await w.t.db.update(classes).set({ name: 'Thi thử tháng 12' }).where(eq(classes.id, classId));
    await migrate();
    const [kept] = await w.t.db.select().from(classes).where(eq(classes.id, classId));
    expect(kept!.name).toBe('Thi thử tháng 12');
  });

  it('stores the key of a payment labelled in either language, so the reader’s language names it', async () => {
    for (const label of ['IELTS 4 skills — computer', 'IELTS 4 kỹ năng — thi trên máy tính']) {
      await w.t.db.update(payments).set({ examType: label }).where(eq(payments.id, paymentId));
      await migrate();
      const [p] = await w.t.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(p!.examType).toBe('4_skills:computer');
    }
  });
});
