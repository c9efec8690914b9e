import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  BASE_URL,
  gql,
  launch,
  MAILBOX,
  mailTo,
  newContext,
  PASSWORD,
  signIn,
  signUpAndSignIn,
} from './browser';

/**
 * Issues 14 and 30 (point 1), against the whole stack and its demo data in Debian's chromium, the candidate on a
 * phone (390x844, touch): a visitor signs up from `/ielts-test` and lands back there (no class dashboard, no
 * setup); registers for today's exam date with a promotion code (an inactive code refused first, in the
 * server's words), giving the date of birth and ID number the new profile lacks (a bad number refused by the
 * server), once; reads the test day (place, shift with its times, the document to bring); downloads the
 * invoice, sees the academy's account and the invoice's VietQR code; an administrator imports the bank's
 * statement, which confirms the payment; the candidate sits the listening section in the browser (an answer,
 * then submitted; back leads to the IELTS page) and the other sections through GraphQL (sitting four timed
 * sections in the browser would take hours); an administrator assigns the examiner, who band-marks writing and
 * speaking as a draft (no mail, no bands for the candidate) and publishes it; the candidate reads the bands and
 * the overall band, and signing in again from the sign-in page brings them to the IELTS page. The registration,
 * payment and results mails reach the development mailbox in Vietnamese.
 */
const stamp = randomBytes(5).toString('hex');
const email = `ielts-${stamp}@mail.test`;

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launch();
  admin = await signIn(browser, 'admin@academy.test');
});
afterAll(async () => {
  await browser.close();
});

const VI_WEEKDAYS = ['chủ nhật', 'thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy'];
/** A day as the mails write it in Vietnamese: "thứ Tư, 02/12/2026". */
const viDay = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${VI_WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]}, ${d}/${m}/${y}`;
};

/** A phone (issue 30 point 1: the candidate's page is phone first). */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Nothing on the page is wider than the phone's screen. */
async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** In the runner: the first question answered, whatever its kind (a gap typed, else an option chosen). */
async function answerSomething(page: Page) {
  const box = page.getByRole('textbox').first();
  const option = page.getByRole('radio').first();
  await expect
    .poll(async () => (await box.count()) + (await option.count()), { timeout: 30_000 })
    .toBeGreaterThan(0);
  if ((await box.count()) > 0) await box.fill('library');
  else await option.check();
}

/** The results mails the development mailbox holds for `to`, now. */
async function resultsMails(to: string) {
  const mails = (await (await fetch(MAILBOX, { headers: { accept: 'application/json' } })).json()) as {
    to: string;
    subject: string;
  }[];
  return mails.filter((m) => m.to === to && /^Kết quả thi IELTS/.test(m.subject));
}

/** As the administrator: an open, computer-delivered, four-skill exam date today of an active seeded test. */
async function todaysExamDate(): Promise<string> {
  const { ieltsTests } = await gql<{ ieltsTests: { items: { id: string; name: string }[] } }>(
    admin,
    '{ ieltsTests(filter: { active: true }, pageSize: 50) { items { id name } } }',
  );
  const test = ieltsTests.items.find((t) => t.name.includes('Mock Test 01')) ?? ieltsTests.items[0];
  expect(test).toBeTruthy();
  const { createIeltsExamDate } = await gql<{
    createIeltsExamDate: { examDate: { id: string } | null; errors: unknown[] };
  }>(
    admin,
    `mutation($input: CreateIeltsExamDateInput!) {
       createIeltsExamDate(input: $input) { examDate { id } errors { field messages } } }`,
    {
      input: {
        examDate: academyToday(),
        shift: 'AFTERNOON',
        testId: test!.id,
        description: `Phòng máy 2 (${stamp})`,
        skillPackage: 'FOUR_SKILLS',
        format: 'COMPUTER',
        status: 'OPEN',
        unitPrice: 2_000_000,
        capacity: 5,
      },
    },
  );
  expect(createIeltsExamDate.errors).toEqual([]);
  return createIeltsExamDate.examDate!.id;
}

interface Section {
  skill: string;
  assignmentId: string;
}

describe('IELTS end to end', () => {
  it('a visitor on a phone signs up, lands back, registers with a code, pays, sits the test, is band-marked and reads the bands', async () => {
    const examDateId = await todaysExamDate();

    // A visitor on a phone (390x844, touch): the information, then an account of their own.
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/ielts-test`);
    await page.getByRole('tab', { name: 'Hướng dẫn làm bài' }).click();
    await page.getByText(/Bài thi mở ở chế độ toàn màn hình/).waitFor();
    await page.getByRole('link', { name: 'Tạo tài khoản' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await signUpAndSignIn(page, { email, familyName: 'Phạm', givenName: `Thu ${stamp}` });
    await page.waitForURL((url) => url.origin === new URL(BASE_URL).origin && url.pathname === '/ielts-test');
    await page.waitForFunction(() => sessionStorage.getItem('lms.tokens') !== null);
    // Back on the IELTS page (issue 30 point 1): their registrations first, no class, no setup.
    await page.getByText('Bạn chưa đăng ký kỳ thi nào.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/ielts-test');

    // Registering for today's date: an inactive code is refused with the server's words, a good one applies.
    await page.getByText('Đăng ký dự thi', { exact: true }).first().waitFor();
    await page.getByLabel('Ngày thi').selectOption(examDateId);
    await expect.poll(() => page.getByLabel('Số tiền phải trả').innerText()).toMatch(/2\.000\.000/);
    await page.getByLabel('Mã khuyến mãi').fill('KHAIGIANG20');
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await page.getByText('Mã khuyến mãi này không sử dụng được').waitFor();
    await page.getByLabel('Mã khuyến mãi').fill('HOCVIEN10');
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await page.getByText(/Đã áp dụng mã HOCVIEN10/).waitFor();
    const owed = await page.getByLabel('Số tiền phải trả').innerText();
    expect(owed).not.toMatch(/\n2\.000\.000 ₫\s*$/);
    // What a sitting needs and a new profile lacks is asked here, once, and checked by the server.
    await page.getByLabel('Ngày sinh').fill('08/03/2004');
    await page.getByLabel('Hộ chiếu hoặc căn cước công dân').fill('12345');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await page.getByText(/Số CCCD gồm 9 hoặc 12 chữ số/).waitFor();
    await page.getByLabel('Hộ chiếu hoặc căn cước công dân').fill('001204012345');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await page.getByText(/Bạn đã đăng ký thành công/).waitFor();
    await page.getByText('Chưa thanh toán', { exact: true }).first().waitFor();
    expect(await page.getByLabel('Ngày sinh').count()).toBe(0);
    // The test day: the place, the shift with its times, the document to bring.
    const day = page.getByRole('region', { name: 'Ngày thi' }).first();
    await day.getByText(`Phòng máy 2 (${stamp})`).waitFor();
    await day.getByText(/Ca chiều, 13:30 đến 17:30/).waitFor();
    await day.getByText(/Hộ chiếu hoặc CCCD bạn đã dùng để đăng ký \(…2345\)/).waitFor();
    await noHorizontalScroll(page);

    // The invoice, as a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Hóa đơn (PDF)' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-.*\.pdf$/);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The confirmation mail, in the candidate's language, names the invoice just downloaded.
    const invoice = download.suggestedFilename().replace(/\.pdf$/, '');
    const registered = await mailTo(email, /^Xác nhận đăng ký thi IELTS/);
    expect(registered.subject).toContain(`hóa đơn ${invoice}`);
    // The exam day as people write it, weekday first (issue 30 point 5).
    expect(registered.subject).toContain(`thi IELTS ${viDay(academyToday())} — hóa đơn`);

    // The candidate sees how to pay by transfer: the academy's account and the VietQR code of the invoice.
    const transfer = page.getByRole('region', { name: 'Chuyển khoản bằng VietQR' }).first();
    await transfer.getByText(invoice, { exact: true }).waitFor();
    await transfer.getByText('Số tài khoản').waitFor();
    await transfer.getByRole('img', { name: `Mã VietQR thanh toán hóa đơn ${invoice}` }).waitFor();
    expect(registered.text).toContain(`Nội dung: ${invoice}`);
    const { ieltsRegistrations: mine } = await gql<{
      ieltsRegistrations: { items: { payment: { invoice: string; amount: number } | null }[] };
    }>(page, '{ ieltsRegistrations(pageSize: 50) { items { payment { invoice amount } } } }');
    const amount = mine.items.find((r) => r.payment?.invoice === invoice)!.payment!.amount;

    // The administrator sees the invoice's amount as money in the confirm dialog, then reconciles the bank's
    // statement instead: the transfer (its content as a bank writes it) is confirmed in one step.
    await admin.goto(`${BASE_URL}/manageStatistics/paymentInfomation?search=${encodeURIComponent(email)}`);
    const row = admin.getByRole('row').filter({ hasText: email });
    // What the payment is for, in the interface's words.
    await row.getByText('IELTS 4 kỹ năng — thi trên máy tính').waitFor();
    await row.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByText(`Tức là ${new Intl.NumberFormat('vi-VN').format(amount)}`, { exact: false })
      .waitFor();
    await dialog
      .getByRole('button', { name: /Cancel|Hủy/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByRole('button', { name: 'Nhập sao kê ngân hàng' }).click();
    const statementDialog = admin.getByRole('dialog');
    const content = invoice.toLowerCase().replace(/-/g, ' ');
    const csv = `Ngày giao dịch,Số tham chiếu,Số tiền ghi có,Nội dung\n${academyToday()},FT${stamp},${amount},MBVCB ${content} PHAM THU\n`;
    await statementDialog
      .getByLabel('Tệp sao kê')
      .setInputFiles({ name: 'sao-ke.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await statementDialog.getByText(/1 khớp chính xác/).waitFor();
    await statementDialog.getByRole('button', { name: 'Xác nhận 1 giao dịch khớp' }).click();
    await statementDialog.getByText('Đã xác nhận 1 thanh toán.').waitFor();
    await statementDialog.getByRole('button', { name: 'Đóng' }).last().click();
    await row.getByText('Đã thanh toán').waitFor();
    expect((await mailTo(email, /^Đã nhận thanh toán/)).subject).toContain(invoice);

    // On the day: the candidate opens the test; the runner's introduction shows.
    await page.reload();
    await page.getByText('Chưa thi', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
    const sectionsNav = page.getByRole('navigation', { name: 'Các phần thi của bạn' });
    await sectionsNav.getByRole('link', { name: 'Mở phần Nghe' }).click();
    await page.waitForURL((url) => /\/manageClass\/\d+\/exerciseReview\/\d+$/.test(url.pathname));
    // The listening section sat in the browser, as computer-delivered IELTS lays it out: numbered 1-40 by
    // part, the recording heard once (ielts-runner.e2e.ts tries the navigator and the player in depth); an
    // answer given, then submitted.
    await page.getByLabel('Tôi đã đọc và đồng ý với các quy định này').check();
    await page.getByRole('button', { name: 'Bắt đầu' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phần 1 · Câu 1–10' }).waitFor();
    await page.getByText('Mỗi phần bạn chỉ được nghe một lần.').waitFor();
    await answerSomething(page);
    await page.getByRole('button', { name: 'Nộp bài' }).click();
    await page.getByRole('button', { name: 'Nộp ngay' }).click();
    await page.waitForURL(/\/exerciseWaitingFinish\/\d+$/);
    const backToIelts = page.getByRole('link', { name: 'Về trang IELTS của tôi' });
    await backToIelts.waitFor();
    expect(await page.getByText('Về lớp học').count()).toBe(0);
    await backToIelts.click();
    await page.waitForURL((url) => url.pathname === '/ielts-test');

    // The four sections sat through GraphQL (agreement, start, submit), as the runner does.
    const { ieltsRegistrations } = await gql<{
      ieltsRegistrations: { items: { id: string; sections: Section[] }[] };
    }>(page, '{ ieltsRegistrations(pageSize: 50) { items { id sections { skill assignmentId } } } }');
    const registration = ieltsRegistrations.items[0]!;
    expect(registration.sections.map((s) => s.skill).sort()).toEqual([
      'LISTENING',
      'READING',
      'SPEAKING',
      'WRITING',
    ]);
    for (const section of registration.sections.filter((s) => s.skill !== 'LISTENING')) {
      await gql(page, 'mutation($id: ID!) { acceptExamRules(input: { assignmentId: $id }) { agreedAt } }', {
        id: section.assignmentId,
      });
      const { startAttempt } = await gql<{ startAttempt: { attempt: { id: string } } }>(
        page,
        'mutation($id: ID!) { startAttempt(input: { assignmentId: $id }) { attempt { id } } }',
        { id: section.assignmentId },
      );
      await gql(
        page,
        'mutation($id: ID!) { submitAttempt(input: { attemptId: $id }) { attempt { status } } }',
        {
          id: startAttempt.attempt.id,
        },
      );
    }

    // The administrator assigns the examiner.
    const { users } = await gql<{ users: { items: { id: string; name: string; email: string }[] } }>(
      admin,
      '{ users(filter: { role: SPECIALIZE }, pageSize: 50) { items { id name email } } }',
    );
    const examinerUser = users.items.find((u) => u.email === 'examiner@academy.test')!;
    await admin.goto(`${BASE_URL}/manageStatistics/markpoint`);
    const markRow = admin.getByRole('row').filter({ hasText: email });
    await markRow.getByRole('combobox').selectOption({ label: examinerUser.name });
    await admin.getByText('Đã phân công giám khảo').waitFor();

    // The examiner marks writing (four criteria per task) and speaking; the overall band follows live.
    const examiner = await signIn(browser, 'examiner@academy.test', '/manageStatistics/markpoint');
    await examiner
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('link', { name: 'Chấm bài' })
      .click();
    await examiner.getByRole('heading', { level: 1, name: 'Chấm band IELTS' }).waitFor();
    const card = (title: string) =>
      examiner
        .locator('.ant-card')
        .filter({ has: examiner.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });
    const choose = async (title: string, band: string) => {
      const selects = card(title).getByRole('combobox');
      for (let i = 0; i < 4; i++) await selects.nth(i).selectOption({ label: band });
    };
    await choose('Viết Task 1', '6.0');
    await card('Viết Task 1').getByText('Band của task: 6.0').waitFor();
    await choose('Viết Task 2', '6.5');
    await card('Viết Task 2').getByText('Band Viết (Task 2 tính gấp đôi): 6.5').waitFor();
    await choose('Nói', '7.0');
    await examiner.getByText('Band Nói: 7.0').waitFor();
    const overall = await examiner.getByRole('status').filter({ hasText: 'Band tổng' }).innerText();
    expect(overall).toMatch(/Band tổng: \d\.\d/);
    await examiner.getByRole('button', { name: 'Lưu nháp' }).click();
    await examiner.getByText(/Đã lưu nháp/).waitFor();

    // A draft (issue 30 point 4): the candidate's mailbox has no results and their page no bands yet.
    expect(await resultsMails(email)).toEqual([]);
    await page.goto(`${BASE_URL}/ielts-test`);
    await page.getByText(/Bài thi của bạn đang được chấm/).waitFor();
    expect(await page.getByRole('region', { name: 'Band điểm' }).count()).toBe(0);

    // The examiner finds the draft on the examiners' list, marked as one, and opens it again to finish it.
    await examiner.goto(`${BASE_URL}/manageStatistics/markpoint`);
    await examiner.getByText('Bản nháp', { exact: true }).click();
    const draftRow = examiner.getByRole('row').filter({ hasText: email });
    await draftRow.getByText('Nháp', { exact: true }).waitFor();
    await draftRow.getByRole('link', { name: 'Chấm tiếp bản nháp' }).click();
    await examiner.getByRole('heading', { level: 1, name: 'Chấm band IELTS' }).waitFor();

    // The examiner publishes after confirming; only then is the candidate mailed.
    await examiner.getByText(/Bản nháp của/).waitFor();
    await examiner.getByRole('button', { name: 'Công bố band điểm' }).click();
    await examiner.getByRole('dialog').getByRole('button', { name: 'Công bố band điểm' }).click();
    await examiner
      .getByText(/Đã công bố band điểm/)
      .first()
      .waitFor();
    await examiner.getByRole('button', { name: 'Lưu bản sửa' }).waitFor();

    // The candidate reads their bands and the same overall band.
    await page.goto(`${BASE_URL}/ielts-test`);
    const bands = page.getByRole('region', { name: 'Band điểm' });
    await bands.waitFor();
    expect(await bands.getByText('Viết', { exact: true }).locator('..').innerText()).toContain('6.5');
    expect(await bands.getByText('Nói', { exact: true }).locator('..').innerText()).toContain('7.0');
    const candidateOverall = await bands.getByText('Band tổng', { exact: true }).locator('..').innerText();
    expect(candidateOverall.replace(/\s+/g, ' ')).toContain(overall.replace('Band tổng: ', ''));
    const results = await mailTo(email, /^Kết quả thi IELTS/);
    expect(results.text).toContain(`Điểm tổng (Overall): ${/\d\.\d/.exec(overall)![0]}`);
    // Mailed once.
    expect(await resultsMails(email)).toHaveLength(1);
    await context.close();

    // A returning candidate who signs in from the sign-in page lands on the IELTS page, not the class dashboard.
    const again = await (await newContext(browser, PHONE)).newPage();
    await again.goto(`${BASE_URL}/login`);
    await again.locator('#username').fill(email);
    await again.locator('#password').fill(PASSWORD);
    await again.locator('form button[type=submit]').click();
    await again.waitForURL(
      (url) => url.origin === new URL(BASE_URL).origin && url.pathname === '/ielts-test',
    );
    await again.getByRole('region', { name: 'Band điểm' }).waitFor();
    expect(new URL(again.url()).pathname).toBe('/ielts-test');
    await again.context().close();
    await examiner.context().close();
  }, 240_000);
});
