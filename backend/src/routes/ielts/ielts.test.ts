import { academyToday, addDaysIso } from '../../test/ielts-dates.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sweepDueAttempts } from '../../commands/expiry.js';
import { ieltsExamDates, promotionCodes, userExams } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { apiInStoredIds, buildExamExercise, buildQuestion } from '../../test/exams.js';
import { buildAdmin, buildExaminer, buildStudent, buildTeacher } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';
import { ACCOUNT_LIMITS } from '../../http/rate-limits.js';

const NOW = fixClock('2027-01-01T00:30:00+07:00');

/**
 * IELTS operations (issue 14) through REST: the candidate's journey (register with a code, the admin confirms
 * the payment twice, the candidate sits the four sections in the exam runner, the examiner marks, the
 * candidate reads bands and overall), every bad input of the issue, and docs/design.md's matrix rows.
 */
let t: TestContext;
let admin: UserRow;
let examiner: UserRow;
let otherExaminer: UserRow;
let teacher: UserRow;
let candidate: UserRow;
let rival: UserRow;
let testId: number;
let todayId: number;
let parts: { choice: number; gaps: number };
const today = academyToday(NOW);

const send = (
  user: UserRow | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  lang = 'en',
) => apiInStoredIds(t, user, { method, url, payload, headers: { 'accept-language': lang } });
const post = (user: UserRow | null, url: string, payload?: object, lang = 'en') =>
  send(user, 'POST', url, payload, lang);
const get = (user: UserRow | null, url: string, lang = 'en') => send(user, 'GET', url, undefined, lang);

async function objective(name: string) {
  const choice = await buildQuestion(t.db, 'choice_one_answer');
  const gaps = await buildQuestion(t.db, 'gap_fill');
  const exercise = await buildExamExercise(t.db, [choice.question.id, gaps.question.id]);
  return { exercise: { ...exercise, name }, choice: choice.parts[0]!.id, gaps: gaps.parts[0]!.id };
}

async function newDate(
  o: { exam_date?: string; capacity?: number; status?: string; skill_package?: string } = {},
) {
  const res = await post(admin, 'ielt/dates/', {
    exam_date: today,
    shift: 'morning',
    test_id: testId,
    skill_package: '4_skills',
    unit_price: 4_750_000,
    capacity: 10,
    ...o,
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  examiner = await buildExaminer(t.db, { name: 'Giám khảo Hà' });
  otherExaminer = await buildExaminer(t.db);
  teacher = await buildTeacher(t.db);
  candidate = await buildStudent(t.db, { name: 'Trần Minh Thư', email: 'thu.ielts@example.test' });
  rival = await buildStudent(t.db, { email: 'rival.ielts@example.test' });
  const listening = await objective('Listening');
  const reading = await objective('Reading');
  parts = { choice: listening.choice, gaps: listening.gaps };
  const writing = await buildQuestion(t.db, 'writing');
  const speaking = await buildQuestion(t.db, 'speaking_ielt');
  const writingEx = await buildExamExercise(t.db, [writing.question.id]);
  const speakingEx = await buildExamExercise(t.db, [speaking.question.id]);
  const created = await post(admin, 'ielt/tests/', {
    name: 'Mock Academic 01',
    module: 'academic',
    listening_exercise_id: listening.exercise.id,
    reading_exercise_id: reading.exercise.id,
    writing_exercise_id: writingEx.id,
    speaking_exercise_id: speakingEx.id,
  });
  expect(created.status).toBe(201);
  testId = created.body.id;
  // Reading answers are the same sample answers: keep the ids of both exercises' parts.
  (parts as Record<string, number>).rChoice = reading.choice;
  (parts as Record<string, number>).rGaps = reading.gaps;
  todayId = await newDate();
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

describe('the candidate’s journey', () => {
  let registrationId: number;
  let paymentId: number;

  it('shows open dates without a token', async () => {
    const res = await get(null, 'ielt/open-dates/');
    expect(res.status).toBe(200);
    const row = res.body.results.find((d: { id: number }) => d.id === todayId);
    expect(row).toMatchObject({ registrable: true, class_id: null, test: { name: 'Mock Academic 01' } });
  });

  it('quotes and registers with a promotion code, mailing the invoice in the candidate’s language', async () => {
    const code = await post(admin, 'ielt/promotion-codes/', {
      title: 'Giảm 10%',
      code: 'early10',
      discount_kind: 'percent',
      discount_value: 10,
      usage_limit: 1,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(code.status).toBe(201);
    expect(code.body).toMatchObject({ code: 'EARLY10', usable: true });
    const quote = await get(candidate, `ielt/quote?exam_date_id=${todayId}&promotion_code=early10`);
    expect(quote.body).toEqual({
      unit_price: 4_750_000,
      discount: 475_000,
      amount: 4_275_000,
      promotion_code: 'EARLY10',
    });
    const res = await post(
      candidate,
      'ielt/',
      { exam_date_id: todayId, promotion_code: 'EARLY10', phone: '0912345678', passport: '001203004567' },
      'vi',
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'unpaid',
      lang: 'vi',
      sections: [],
      payment: { status: 'pending', unit_price: 4_750_000, discount: 475_000, amount: 4_275_000 },
    });
    registrationId = res.body.id;
    paymentId = res.body.payment.id;
    const mail = (await t.mailer.recent()).find((m) => m.to === 'thu.ielts@example.test');
    expect(mail?.subject).toContain('Xác nhận đăng ký thi IELTS');
    expect(mail?.text).toContain('4.275.000');
    // The candidate is now listed apart as an IELTS registrant.
    const registrants = await get(admin, `ielt/registrants/?ids=${candidate.id}`);
    expect(registrants.body.results[0]).toMatchObject({
      is_lms_student: false,
      registration_count: 1,
      phone: '0912345678',
    });
  });

  it('refuses a payment amount that does not match the invoice, in the admin’s language', async () => {
    const res = await post(admin, `ielt/payment/${paymentId}/confirm`, { amount: 4_750_000 }, 'vi');
    expect(res.status).toBe(400);
    expect(res.body.errors.amount).toEqual(['Số tiền không khớp với hóa đơn']);
  });

  it('confirms the payment once, and a repeat is harmless', async () => {
    const first = await post(admin, `ielt/payment/${paymentId}/confirm`, {
      amount: 4_275_000,
      method: 'cash',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'paid', method: 'cash' });
    const again = await post(admin, `ielt/payment/${paymentId}/confirm`, { amount: 4_275_000 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'paid', method: 'cash', paid_at: first.body.paid_at });
    const mails = (await t.mailer.recent()).filter(
      (m) => m.to === 'thu.ielts@example.test' && m.subject.startsWith('Đã nhận thanh toán'),
    );
    expect(mails).toHaveLength(1);
    expect((await get(candidate, `ielt/${registrationId}/`)).body.status).toBe('unfinished');
  });

  it('sits the four sections in the exam runner', async () => {
    const sit = await post(candidate, `ielt/${registrationId}/sit`);
    expect(sit.status).toBe(200);
    const sections = sit.body.sections as { skill: string; assignment_id: number; time_limit: number }[];
    expect(sections.map((s) => [s.skill, s.time_limit])).toEqual([
      ['listening', 30],
      ['reading', 60],
      ['writing', 60],
      ['speaking', 15],
    ]);
    const p = parts as Record<string, number>;
    const answers: Record<string, object[]> = {
      listening: [
        { question_part_id: p.choice, answer: { choice: 'A' }, seq: 1 },
        { question_part_id: p.gaps, answer: { blanks: { '1': 'nine AM', '2': 'Main hall' } }, seq: 1 },
      ],
      // Reading: the choice right (1 point), the two blanks not: 1 of 3 points, 13 of 40.
      reading: [{ question_part_id: p.rChoice, answer: { choice: 'A' }, seq: 1 }],
      writing: [],
      speaking: [],
    };
    for (const s of sections) {
      expect((await post(candidate, 'user-exam-agreement/', { assignment_id: s.assignment_id })).status).toBe(
        201,
      );
      const attempt = await post(candidate, 'user-exam/', { assignment_id: s.assignment_id });
      expect(attempt.status).toBe(201);
      if (answers[s.skill]!.length)
        expect(
          (await post(candidate, `user-exam/${attempt.body.id}/answers`, { answers: answers[s.skill] }))
            .status,
        ).toBe(200);
      if (s.skill !== 'reading') {
        expect((await post(candidate, `user-exam/${attempt.body.id}/submit`)).status).toBe(200);
        continue;
      }
      // The reading section's time runs out with nobody online: the server's sweep closes it and the
      // registration moves on as on a submit (issue 26 point 4).
      const past = new Date(Date.now() - 1000);
      await t.db.update(userExams).set({ endsAt: past }).where(eq(userExams.id, attempt.body.id));
      expect((await sweepDueAttempts(t.db)).map((e) => e.id)).toEqual([attempt.body.id]);
    }
    const after = await get(candidate, `ielt/${registrationId}/`);
    expect(after.body.status).toBe('unmarked');
    // The candidate sees no band before marking.
    expect(after.body.bands.listening).toBeNull();
    const staff = await get(admin, `ielt/${registrationId}/`);
    expect(staff.body.bands).toMatchObject({
      listening_raw: 40,
      listening: 9,
      reading_raw: 13,
      reading: 4.5,
    });
  });

  it('lets the assigned examiner alone mark, and refuses bands out of range or off the half steps', async () => {
    const assign = await post(admin, 'ielt/assign-examiner', {
      registration_ids: [registrationId],
      examiner_id: examiner.id,
    });
    expect(assign.status).toBe(200);
    expect(assign.body[0].examiner).toEqual({ id: examiner.id, name: 'Giám khảo Hà' });
    const task = { task_achievement: 6, coherence_cohesion: 6, lexical_resource: 7, grammatical_range: 6 };
    const marks = {
      writing_task1: task,
      writing_task2: { ...task, task_achievement: 7 },
      speaking: { fluency_coherence: 7, lexical_resource: 7, grammatical_range: 6, pronunciation: 7 },
    };
    expect((await post(otherExaminer, `ielt/${registrationId}/mark`, marks)).status).toBe(404);
    expect((await post(teacher, `ielt/${registrationId}/mark`, marks)).status).toBe(403);
    expect((await post(candidate, `ielt/${registrationId}/mark`, marks)).status).toBe(403);
    const offStep = await post(
      examiner,
      `ielt/${registrationId}/mark`,
      { ...marks, writing_task1: { ...task, lexical_resource: 6.3 } },
      'vi',
    );
    expect(offStep.status).toBe(400);
    expect(offStep.body.errors['writing_task1.lexical_resource']).toEqual([
      'Band điểm từ 0 đến 9, theo bước 0,5',
    ]);
    const high = await post(examiner, `ielt/${registrationId}/mark`, {
      ...marks,
      speaking: { ...marks.speaking, pronunciation: 9.5 },
    });
    expect(high.body.errors['speaking.pronunciation']).toEqual(['A band is from 0 to 9 in steps of 0.5']);
    const raw = await post(examiner, `ielt/${registrationId}/mark`, { ...marks, reading_raw: 41 });
    expect(raw.status).toBe(400);
    expect(raw.body.errors.reading_raw).toEqual(['A raw score is a whole number from 0 to 40']);
    const noSpeaking = await post(examiner, `ielt/${registrationId}/mark`, { ...marks, speaking: null });
    expect(noSpeaking.body.errors.speaking).toEqual([
      'Speaking bands are required for the four-skill package',
    ]);

    const done = await post(examiner, `ielt/${registrationId}/mark`, marks);
    expect(done.status).toBe(200);
    // Listening 40 -> 9; reading 13 -> 4.5; writing T1 6.25 -> 6.5, T2 6.5 -> (6.5 + 13) / 3 = 6.5;
    // speaking 6.75 -> 7; overall (9 + 4.5 + 6.5 + 7) / 4 = 6.75 -> 7.
    expect(done.body.bands).toMatchObject({
      listening: 9,
      reading: 4.5,
      writing: 6.5,
      speaking: 7,
      overall: 7,
      writing_task1: { band: 6.5 },
      speaking_criteria: { band: 7 },
    });
  });

  it('shows the candidate their bands and overall, and mails the results', async () => {
    const res = await get(candidate, `ielt/${registrationId}/`);
    expect(res.body).toMatchObject({ status: 'marked', examiner: null });
    expect(res.body.bands).toMatchObject({
      listening: 9,
      reading: 4.5,
      writing: 6.5,
      speaking: 7,
      overall: 7,
    });
    const mine = await get(candidate, 'ielt/');
    expect(mine.body.results.map((r: { id: number }) => r.id)).toEqual([registrationId]);
    const mail = (await t.mailer.recent()).find(
      (m) => m.to === 'thu.ielts@example.test' && m.subject.startsWith('Kết quả thi IELTS'),
    );
    expect(mail?.text).toContain('Điểm tổng (Overall): 7.0');
  });

  it('refuses a second registration for the same date', async () => {
    const res = await post(candidate, 'ielt/', { exam_date_id: todayId }, 'vi');
    expect(res.status).toBe(409);
    expect(res.body.errors.exam_date_id).toEqual(['Bạn đã đăng ký ngày thi này rồi']);
  });
});

describe('bad input when registering', () => {
  it('refuses a used-up, expired, inactive or unknown code, alike (issue 27 item 5)', async () => {
    const used = await post(rival, 'ielt/', { exam_date_id: todayId, promotion_code: 'EARLY10' });
    expect(used.status).toBe(400);
    expect(used.body.errors.promotion_code).toEqual(['This promotion code cannot be used']);
    await t.db.insert(promotionCodes).values([
      { title: 'Old', code: 'OLD5', discountPercent: 5, expiresAt: new Date(Date.now() - 1000) },
      {
        title: 'Off',
        code: 'OFF5',
        discountPercent: 5,
        status: 'inactive',
        expiresAt: new Date(Date.now() + 8.64e7),
      },
    ]);
    const expired = await post(rival, 'ielt/', { exam_date_id: todayId, promotion_code: 'old5' }, 'vi');
    expect(expired.body.errors.promotion_code).toEqual(['Mã khuyến mãi này không sử dụng được']);
    const inactive = await post(rival, 'ielt/', { exam_date_id: todayId, promotion_code: 'OFF5' });
    expect(inactive.body).toEqual(used.body);
    const unknown = await post(rival, 'ielt/', { exam_date_id: todayId, promotion_code: 'NOPE99' });
    expect(unknown.body).toEqual(used.body);
  });

  it('refuses a full, past or canceled date', async () => {
    const full = await newDate({ capacity: 1, exam_date: addDaysIso(today, 7) });
    const firstSeat = await post(candidate, 'ielt/', { exam_date_id: full });
    expect(firstSeat.status).toBe(201);
    const refused = await post(rival, 'ielt/', { exam_date_id: full }, 'vi');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.exam_date_id).toEqual(['Ngày thi này đã hết chỗ']);
    const [past] = await t.db
      .insert(ieltsExamDates)
      .values({
        examDate: addDaysIso(today, -3),
        shift: 'morning',
        ieltsTestId: testId,
        skillType: '4_skills',
      })
      .returning();
    expect((await post(rival, 'ielt/', { exam_date_id: past!.id })).body.errors.exam_date_id).toEqual([
      'This exam date has already passed',
    ]);
    const canceled = await newDate({ exam_date: addDaysIso(today, 8) });
    expect((await send(admin, 'PUT', `ielt/dates/${canceled}/`, { status: 'canceled' })).status).toBe(200);
    expect((await post(rival, 'ielt/', { exam_date_id: canceled })).body.errors.exam_date_id).toEqual([
      'This exam date has been canceled',
    ]);
  });

  it('cancels the registrations of a canceled date, refunding what was paid', async () => {
    const date = await newDate({ exam_date: addDaysIso(today, 9) });
    const reg = await post(rival, 'ielt/', { exam_date_id: date });
    await post(admin, `ielt/payment/${reg.body.payment.id}/confirm`, { amount: reg.body.payment.amount });
    await send(admin, 'PUT', `ielt/dates/${date}/`, { status: 'canceled' });
    const after = await get(rival, `ielt/${reg.body.id}/`);
    expect(after.body).toMatchObject({ status: 'canceled', payment: { status: 'refunded' } });
    // A refunded payment cannot be confirmed again.
    const confirm = await post(admin, `ielt/payment/${reg.body.payment.id}/confirm`, {
      amount: reg.body.payment.amount,
    });
    expect(confirm.status).toBe(409);
  });

  it('lets a candidate cancel before paying, freeing the code', async () => {
    const date = await newDate({ exam_date: addDaysIso(today, 10) });
    await t.db.insert(promotionCodes).values({
      title: 'One',
      code: 'ONCE1',
      discountPercent: 5,
      maxUses: 1,
      expiresAt: new Date(Date.now() + 8.64e7),
    });
    const reg = await post(rival, 'ielt/', { exam_date_id: date, promotion_code: 'ONCE1' });
    expect(reg.status).toBe(201);
    expect((await post(candidate, `ielt/${reg.body.id}/cancel`)).status).toBe(404);
    const canceled = await post(rival, `ielt/${reg.body.id}/cancel`);
    expect(canceled.body).toMatchObject({ status: 'canceled', payment: { status: 'canceled' } });
    // Canceled: the date may be registered again, and the code has its use back.
    expect((await post(rival, 'ielt/', { exam_date_id: date, promotion_code: 'ONCE1' })).status).toBe(201);
  });

  it('refuses sitting before the payment and on another day', async () => {
    const later = await newDate({ exam_date: addDaysIso(today, 11) });
    const reg = await post(rival, 'ielt/', { exam_date_id: later });
    const unpaid = await post(rival, `ielt/${reg.body.id}/sit`);
    expect(unpaid.body.errors.registration_id).toEqual(['The registration is not paid yet']);
    await post(admin, `ielt/payment/${reg.body.payment.id}/confirm`, { amount: reg.body.payment.amount });
    const early = await post(rival, `ielt/${reg.body.id}/sit`);
    expect(early.body.errors.registration_id).toEqual(['The test can only be taken on the exam date']);
    const notYet = await post(admin, `ielt/${reg.body.id}/mark`, {
      writing_task1: {
        task_achievement: 6,
        coherence_cohesion: 6,
        lexical_resource: 6,
        grammatical_range: 6,
      },
      writing_task2: {
        task_achievement: 6,
        coherence_cohesion: 6,
        lexical_resource: 6,
        grammatical_range: 6,
      },
      speaking: { fluency_coherence: 6, lexical_resource: 6, grammatical_range: 6, pronunciation: 6 },
    });
    expect(notYet.status).toBe(409);
  });
});

describe('the matrix', () => {
  it('lets only administrators manage dates, codes, payments and registrants', async () => {
    for (const user of [teacher, candidate, examiner]) {
      expect((await get(user, 'ielt/dates/')).status).toBe(403);
      expect((await get(user, 'ielt/promotion-codes/')).status).toBe(403);
      expect((await post(user, 'ielt/payment/1/confirm', { amount: 1 })).status).toBe(403);
      expect(
        (await post(user, 'ielt/assign-examiner', { registration_ids: [1], examiner_id: null })).status,
      ).toBe(403);
    }
    expect((await get(teacher, 'ielt/payment/')).status).toBe(403);
    expect((await get(teacher, 'ielt/')).status).toBe(403);
    expect((await get(null, 'ielt/')).status).toBe(401);
    expect((await post(admin, 'ielt/', { exam_date_id: todayId })).status).toBe(403);
  });

  it('shows examiners only the registrations assigned to them, candidates only their own', async () => {
    const mine = await get(examiner, 'ielt/');
    expect(mine.body.results.every((r: { examiner: { id: number } }) => r.examiner.id === examiner.id)).toBe(
      true,
    );
    expect((await get(otherExaminer, 'ielt/')).body.count).toBe(0);
    const rivals = await get(rival, 'ielt/');
    expect(rivals.body.results.every((r: { candidate_id: number }) => r.candidate_id === rival.id)).toBe(
      true,
    );
    const payments = await get(rival, 'ielt/payment/');
    expect(payments.body.results.every((p: { candidate_id: number }) => p.candidate_id === rival.id)).toBe(
      true,
    );
    const all = await get(admin, 'ielt/');
    expect(all.body.count).toBeGreaterThan(rivals.body.count);
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
    const quoter = await buildStudent(t.db);
    const registrant = await buildStudent(t.db);
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
    const guesser = await buildStudent(t.db);
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
    const neighbour = await buildStudent(t.db);
    expect((await quote(neighbour, 'GOOD7', '198.51.100.120')).status).toBe(429);
    expect((await quote(neighbour, 'GOOD7', '198.51.100.122')).status).toBe(200);
  });
});
