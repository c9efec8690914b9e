import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ieltsBandCorrections } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import type { TestContext } from '../../test/context.js';
import { buildIeltsWorld, ieltsRequests, newIeltsDate, type IeltsWorld } from '../../test/ielts.js';
import { academyToday, addDaysIso } from '../../test/ielts-dates.js';

const NOW = fixClock('2027-01-01T00:30:00+07:00');
const today = academyToday(NOW);

/**
 * Bands after a check (issue 30 point 4) through REST: an examiner saves bands as a draft the candidate does
 * not see, publishing mails the candidate once, a published band is corrected only with a reason and the
 * correction is kept; IELTS_PUBLISH_BY=second makes another examiner publish. Paper dates keep the setup
 * short: paid, they are marked from their raw scores.
 */
const task = { task_achievement: 6, coherence_cohesion: 6, lexical_resource: 7, grammatical_range: 6 };
const marks = {
  writing_task1: task,
  writing_task2: { ...task, task_achievement: 7 },
  speaking: { fluency_coherence: 7, lexical_resource: 7, grammatical_range: 6, pronunciation: 7 },
  listening_raw: 30,
  reading_raw: 30,
};

let w: IeltsWorld;
const { post, get } = ieltsRequests(() => w.t);
let dayOffset = 20;

/** A paid registration of a new paper date, assigned to `examiner`; registered in Vietnamese (the mails'). */
async function paperRegistration(candidate: UserRow, examiner: UserRow) {
  const date = await newIeltsDate(w, today, { exam_date: addDaysIso(today, dayOffset++), format: 'paper' });
  const reg = await post(candidate, 'ielt/', { exam_date_id: date }, 'vi');
  expect(reg.status).toBe(201);
  const paid = await post(w.admin, `ielt/payment/${reg.body.payment.id}/confirm`, {
    amount: reg.body.payment.amount,
  });
  expect(paid.status).toBe(200);
  const assigned = await post(w.admin, 'ielt/assign-examiner', {
    registration_ids: [reg.body.id],
    examiner_id: examiner.id,
  });
  expect(assigned.status).toBe(200);
  return reg.body.id as number;
}

const resultsMails = async (t: TestContext, to: string) =>
  (await t.mailer.recent(200)).filter(
    (m) => m.to === to && /IELTS (results|đã sửa)|Kết quả thi/.test(m.subject),
  );

describe('drafts and publishing (IELTS_PUBLISH_BY=same, the default)', () => {
  let id: number;
  beforeAll(async () => {
    w = await buildIeltsWorld(today);
    id = await paperRegistration(w.candidate, w.examiner);
  });
  afterAll(() => w.t.close());

  it('keeps a saved draft from the candidate: REST, the results list and the mailbox', async () => {
    const draft = await post(w.examiner, `ielt/${id}/mark`, marks);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      status: 'unfinished',
      band_state: 'draft',
      drafted_by: { id: w.examiner.id, name: 'Giám khảo Hà' },
      marked_at: null,
      bands: { listening: 7, writing: 6.5, speaking: 7 },
    });
    // Saving again replaces the draft.
    const again = await post(w.examiner, `ielt/${id}/mark`, { ...marks, listening_raw: 35 });
    expect(again.body.bands.listening).toBe(8);

    const mine = await get(w.candidate, `ielt/${id}/`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ band_state: 'none', drafted_by: null, drafted_at: null });
    expect(Object.values(mine.body.bands).every((v) => v === null)).toBe(true);
    const list = await get(w.candidate, 'ielt/');
    const row = list.body.results.find((r: { id: number }) => r.id === id);
    expect(row.bands.overall).toBeNull();
    expect(row.band_state).toBe('none');
    expect(await resultsMails(w.t, 'thu.ielts@example.test')).toEqual([]);
  });

  it('lists the drafts an examiner has to finish, a paper one still unfinished among them', async () => {
    const drafts = await get(w.examiner, 'ielt/?band_state=draft');
    expect(drafts.status).toBe(200);
    expect(drafts.body.results.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(drafts.body.results[0]).toMatchObject({ status: 'unfinished', band_state: 'draft' });
    expect((await get(w.examiner, 'ielt/?band_state=none')).body.results).toEqual([]);
    expect((await get(w.admin, 'ielt/?band_state=draft')).body.count).toBe(1);
    // The candidate knows no draft.
    expect((await get(w.candidate, 'ielt/?band_state=draft')).body.results).toEqual([]);
    expect((await get(w.candidate, 'ielt/?band_state=none')).body.count).toBe(1);
    expect((await get(w.examiner, 'ielt/?band_state=drafted')).status).toBe(400);
  });

  it('refuses publishing and correcting to the candidate, a student, a teacher and another examiner', async () => {
    expect((await post(w.candidate, `ielt/${id}/publish`)).status).toBe(403);
    expect((await post(w.rival, `ielt/${id}/publish`)).status).toBe(403);
    expect((await post(w.teacher, `ielt/${id}/publish`)).status).toBe(403);
    expect((await post(w.otherExaminer, `ielt/${id}/publish`)).status).toBe(404);
    expect((await get(w.otherExaminer, `ielt/${id}/`)).status).toBe(404);
    const body = { ...marks, reason: 'Re-read' };
    expect((await post(w.candidate, `ielt/${id}/correct`, body)).status).toBe(403);
    expect((await post(w.teacher, `ielt/${id}/correct`, body)).status).toBe(403);
    expect((await post(w.otherExaminer, `ielt/${id}/correct`, body)).status).toBe(404);
    // Nothing is published to correct yet.
    const early = await post(w.examiner, `ielt/${id}/correct`, body, 'vi');
    expect(early.status).toBe(409);
    expect(early.body.errors.registration_id).toEqual(['Chưa có band nháp để công bố']);
  });

  it('publishes once: the candidate sees the bands and is mailed once, a repeat sends nothing', async () => {
    const [first, second] = await Promise.all([
      post(w.examiner, `ielt/${id}/publish`),
      post(w.examiner, `ielt/${id}/publish`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await post(w.examiner, `ielt/${id}/publish`)).status).toBe(200);
    expect(first.body).toMatchObject({ status: 'marked', band_state: 'published' });
    const mine = await get(w.candidate, `ielt/${id}/`);
    expect(mine.body).toMatchObject({ band_state: 'published', bands: { listening: 8, overall: 7 } });
    expect(mine.body.marked_at).not.toBeNull();
    const mails = await resultsMails(w.t, 'thu.ielts@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(
      /^Kết quả thi IELTS (thứ (Hai|Ba|Tư|Năm|Sáu|Bảy)|chủ nhật), \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(mails[0]!.text).toContain('Nghe: 8.0');
    // A published registration is corrected, not drafted again.
    const redraft = await post(w.examiner, `ielt/${id}/mark`, marks);
    expect(redraft.status).toBe(409);
    expect(redraft.body.errors.registration_id).toEqual([
      'These bands are published already: correct them with a reason',
    ]);
  });

  it('corrects a published band only with a reason, keeps the record and mails the corrected bands once', async () => {
    const blank = await post(w.examiner, `ielt/${id}/correct`, { ...marks, reason: '  ' }, 'vi');
    expect(blank.status).toBe(400);
    expect(blank.body.errors.reason).toEqual(['Nhập lý do sửa band điểm đã công bố']);
    const none = await post(w.examiner, `ielt/${id}/correct`, marks);
    expect(none.status).toBe(400);
    expect(none.body.errors.reason).toEqual(['Give the reason for correcting published bands']);

    const body = { ...marks, listening_raw: 23, reason: 'Listening answer sheet re-counted' };
    const fixed = await post(w.examiner, `ielt/${id}/correct`, body);
    expect(fixed.status).toBe(200);
    expect(fixed.body.bands.listening).toBe(6);
    expect(fixed.body.corrections).toEqual([
      {
        id: expect.any(Number),
        corrected_by: { id: w.examiner.id, name: 'Giám khảo Hà' },
        corrected_at: expect.any(String),
        reason: 'Listening answer sheet re-counted',
        before: expect.objectContaining({ listening_raw: 35, listening: 8 }),
        after: expect.objectContaining({ listening_raw: 23, listening: 6 }),
      },
    ]);
    // The same correction again changes nothing: refused, neither recorded nor mailed.
    const repeat = await post(w.examiner, `ielt/${id}/correct`, body);
    expect(repeat.status).toBe(400);
    expect(repeat.body.errors.reason).toEqual([
      'These are the published bands already: change a band to correct them',
    ]);
    const mails = await resultsMails(w.t, 'thu.ielts@example.test');
    expect(mails.map((m) => m.subject.startsWith('Kết quả thi IELTS đã sửa'))).toEqual([true, false]);
    const mine = await get(w.candidate, `ielt/${id}/`);
    expect(mine.body.bands.listening).toBe(6);
    expect(mine.body.corrections).toEqual([]);
    const admin = await get(w.admin, `ielt/${id}/`);
    expect(admin.body.corrections).toHaveLength(1);
  });

  it('keeps the record: the database refuses to change or delete a correction', async () => {
    await expect(
      w.t.db
        .update(ieltsBandCorrections)
        .set({ reason: 'rewritten' })
        .where(eq(ieltsBandCorrections.registrationId, id)),
    ).rejects.toThrow();
    await expect(w.t.db.execute(sql`delete from ielts_band_corrections`)).rejects.toThrow();
    const rows = await w.t.db.select().from(ieltsBandCorrections);
    expect(rows.map((r) => r.reason)).toEqual(['Listening answer sheet re-counted']);
  });

  it('lets an administrator draft and publish any registration', async () => {
    const other = await paperRegistration(w.rival, w.otherExaminer);
    expect((await post(w.admin, `ielt/${other}/mark`, marks)).status).toBe(200);
    const published = await post(w.admin, `ielt/${other}/publish`);
    expect(published.body).toMatchObject({ status: 'marked', drafted_by: { id: w.admin.id } });
    expect(await resultsMails(w.t, 'rival.ielts@example.test')).toHaveLength(1);
  });

  it('refuses publishing without a draft', async () => {
    const other = await paperRegistration(w.candidate, w.examiner);
    const res = await post(w.examiner, `ielt/${other}/publish`);
    expect(res.status).toBe(409);
    expect(res.body.errors.registration_id).toEqual(['There are no draft bands to publish']);
  });
});

describe('IELTS_PUBLISH_BY=second', () => {
  let id: number;
  beforeAll(async () => {
    w = await buildIeltsWorld(today, { ieltsPublishBy: 'second' });
    id = await paperRegistration(w.candidate, w.examiner);
  });
  afterAll(() => w.t.close());

  it('shows other examiners the drafts they may publish, nothing before', async () => {
    expect((await get(w.otherExaminer, `ielt/${id}/`)).status).toBe(404);
    expect((await get(w.otherExaminer, 'ielt/')).body.count).toBe(0);
    expect((await post(w.examiner, `ielt/${id}/mark`, marks)).status).toBe(200);
    const listed = await get(w.otherExaminer, 'ielt/');
    expect(listed.body.results.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await get(w.otherExaminer, `ielt/${id}/`)).body.band_state).toBe('draft');
    // The second examiner reads it but does not mark it.
    expect((await post(w.otherExaminer, `ielt/${id}/mark`, marks)).status).toBe(404);
  });

  it('refuses the draft’s author, in their language, and lets a second examiner publish', async () => {
    const own = await post(w.examiner, `ielt/${id}/publish`, undefined, 'vi');
    expect(own.status).toBe(409);
    expect(own.body.errors.registration_id).toEqual([
      'Band điểm bạn chấm nháp phải do giám khảo khác công bố',
    ]);
    expect(await resultsMails(w.t, 'thu.ielts@example.test')).toEqual([]);
    const published = await post(w.otherExaminer, `ielt/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('marked');
    expect(await resultsMails(w.t, 'thu.ielts@example.test')).toHaveLength(1);
    // Published, it is the assigned examiner's again alone.
    expect((await get(w.otherExaminer, `ielt/${id}/`)).status).toBe(404);
  });

  it('lets an administrator publish their own draft', async () => {
    const other = await paperRegistration(w.rival, w.examiner);
    expect((await post(w.admin, `ielt/${other}/mark`, marks)).status).toBe(200);
    expect((await post(w.admin, `ielt/${other}/publish`)).status).toBe(200);
  });
});
