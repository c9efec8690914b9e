import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sweepDueAttempts } from '../../commands/expiry.js';
import { ieltsExamDates, promotionCodes, userExams, users } from '../../db/schema.js';
import { buildStudent } from '../../test/factories.js';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import type { TestContext } from '../../test/context.js';
import { buildIeltsWorld, ieltsRequests, newIeltsDate } from '../../test/ielts.js';
import { academyToday, addDaysIso } from '../../test/ielts-dates.js';

const NOW = fixClock('2027-01-01T00:30:00+07:00');
const today = academyToday(NOW);

/**
 * IELTS operations (issue 14) through REST: the candidate's journey (register with a code, the admin confirms
 * the payment twice, the candidate sits the four sections in the exam runner, the examiner marks, the
 * candidate reads bands and overall), the bad inputs of registering, and docs/design.md's matrix rows. The
 * tests' and the codes' own are in tests.test.ts and codes.test.ts.
 */
let t: TestContext;
let admin: UserRow, examiner: UserRow, otherExaminer: UserRow, teacher: UserRow;
let candidate: UserRow, rival: UserRow;
let testId: number;
let todayId: number;
let parts: { choice: number; gaps: number };
const { send, post, get } = ieltsRequests(() => t);
/** The candidate's listening attempt, read again after the submit. */
let listeningAttemptId: number;
const newDate = (o?: Parameters<typeof newIeltsDate>[2]) => newIeltsDate({ t, admin, testId }, today, o);

beforeAll(async () => {
  ({ t, admin, examiner, otherExaminer, teacher, candidate, rival, testId, todayId, parts } =
    await buildIeltsWorld(today));
});
afterAll(() => t.close());

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
    // The day as people write it, in the language the candidate registered in (issue 30 point 5).
    expect(mail?.subject).toMatch(
      /^Xác nhận đăng ký thi IELTS thứ Sáu, 01\/01\/2027 — hóa đơn INV-2027-\d{6}$/,
    );
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
    expect(mails[0]!.subject).toMatch(
      /^Đã nhận thanh toán INV-2027-\d{6} — thi IELTS thứ Sáu, 01\/01\/2027$/,
    );
    expect((await get(candidate, `ielt/${registrationId}/`)).body.status).toBe('unfinished');
  });

  it('sits the four sections in the exam runner', async () => {
    const sit = await post(candidate, `ielt/${registrationId}/sit`);
    expect(sit.status).toBe(200);
    const sections = sit.body.sections as { skill: string; assignment_id: number; time_limit: number }[];
    expect(sections.map((s) => [s.skill, s.time_limit])).toEqual([
      // Listening: 30 minutes and the computer-delivered test's 2 minutes to check the answers.
      ['listening', 32],
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
      // The test's setting (once, by default) and not the exercise's own (without limit) reaches the runner.
      if (s.skill === 'listening') {
        expect(attempt.body.exercise.audio_plays).toBe(1);
        listeningAttemptId = attempt.body.id;
      }
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
    // The finish page says "results after the check": no raw score nor band before publishing.
    const listening = await get(candidate, `user-exam/${listeningAttemptId}`);
    expect(listening.body).toMatchObject({
      score: null,
      ielts: { skill: 'listening', raw: null, band: null },
    });
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

  it('shows the candidate their bands and overall once published, and mails the results', async () => {
    // Saved as a draft until published (issue 30 point 4; its own tests in bands.test.ts).
    expect((await get(candidate, `ielt/${registrationId}/`)).body.bands.overall).toBeNull();
    expect((await post(examiner, `ielt/${registrationId}/publish`)).status).toBe(200);
    const res = await get(candidate, `ielt/${registrationId}/`);
    expect(res.body).toMatchObject({ status: 'marked', examiner: null });
    expect(res.body.bands).toMatchObject({
      listening: 9,
      reading: 4.5,
      writing: 6.5,
      speaking: 7,
      overall: 7,
    });
    // Published: the listening section's finish page shows its raw score out of 40 and its band.
    expect((await get(candidate, `user-exam/${listeningAttemptId}`)).body.ielts).toEqual({
      skill: 'listening',
      raw: 40,
      band: 9,
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
  it('asks a profile without them for a date of birth and an ID number once, in the user’s language (issue 30 point 1)', async () => {
    const newcomer = await buildStudent(t.db, { email: 'newcomer.ielts@example.test' });
    const date = await newDate({ exam_date: addDaysIso(today, 9) });
    const missing = await post(newcomer, 'ielt/', { exam_date_id: date }, 'vi');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      date_of_birth: ['Hãy nhập ngày sinh: ngày thi sẽ đối chiếu'],
      passport: ['Hãy nhập số hộ chiếu hoặc CCCD: mang đúng giấy tờ này vào ngày thi'],
    });
    const young = addDaysIso(`${Number(today.slice(0, 4)) - 10}${today.slice(4)}`, 1);
    const invalid = await post(newcomer, 'ielt/', {
      exam_date_id: date,
      date_of_birth: young,
      passport: '12345',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      date_of_birth: ['Enter a real date of birth, at least 10 years ago'],
      passport: ['A citizen ID has 9 or 12 digits; a passport number starts with a letter (e.g. C1234567)'],
    });
    const given = await post(newcomer, 'ielt/', {
      exam_date_id: date,
      date_of_birth: '2004-03-08',
      passport: 'c 123-4567',
    });
    expect(given.status).toBe(201);
    const [kept] = await t.db
      .select({ dateOfBirth: users.dateOfBirth, passport: users.passport, status: users.studentStatus })
      .from(users)
      .where(eq(users.id, newcomer.id));
    expect(kept).toEqual({ dateOfBirth: '2004-03-08', passport: 'C1234567', status: 'ielts_candidate' });
    // Kept on the profile: the next date asks for neither.
    const again = await post(newcomer, 'ielt/', {
      exam_date_id: await newDate({ exam_date: addDaysIso(today, 10) }),
    });
    expect(again.status).toBe(201);
  });

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
