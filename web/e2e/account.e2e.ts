import type { Browser, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, newContext, signIn } from './browser';

/**
 * Issue 10 items 1, 2 and 9: sign-out, the change of password and the welcome mail of a user an
 * administrator creates, against the whole stack (`npm start`) in Debian's chromium.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

// Unique per run, from randomness rather than the clock (docs/testing.md: no test reads the real clock).
const stamp = randomBytes(5).toString('hex');
const MAILBOX = process.env.E2E_MAILBOX_URL ?? 'http://127.0.0.1:8000/lms-backend/api/dev/mailbox/';

/** The newest mail to `to` in the development mailbox. */
async function mailTo(to: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(MAILBOX, { headers: { accept: 'application/json' } })).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      found = mails.find((m) => m.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The identity server's sign-in form, filled and sent. */
async function signInOnForm(page: Page, email: string, password: string) {
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type=submit]').click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Tài khoản của/ }).click();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Đăng xuất' }).click();
}

describe('account', () => {
  it('signs in from /login with no failed request, no third-party-cookie check and one token request (issue 29)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const requests: { method: string; url: string; status: () => Promise<number> }[] = [];
    page.on('request', (request) =>
      requests.push({
        method: request.method(),
        url: request.url(),
        status: async () => (await request.response())?.status() ?? 0,
      }),
    );
    await page.goto(`${BASE_URL}/login`);
    await page.locator('#username').waitFor();
    // /login goes straight to the identity server's form: no silent check-sso first.
    expect(requests.filter((r) => /silent-check-sso|3p-cookies/.test(r.url))).toEqual([]);
    await signInOnForm(page, 'student02@academy.test', process.env.E2E_PASSWORD ?? 'Academy2026');
    await page.getByRole('heading', { name: /Xin chào/ }).waitFor();
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);

    const failed = [];
    for (const r of requests) if ((await r.status()) >= 400) failed.push(`${await r.status()} ${r.url}`);
    expect(failed).toEqual([]);
    expect(
      requests.filter((r) => r.method === 'POST' && r.url.endsWith('/protocol/openid-connect/token')),
    ).toHaveLength(1);
    // The code is exchanged at once: keycloak-js's third-party-cookie check is for a silent check-sso.
    expect(requests.filter((r) => /3p-cookies|silent-check-sso/.test(r.url))).toEqual([]);
    await context.close();
  });

  it('signs out for good: a reload stays signed out and signing in again asks for the password', async () => {
    const page = await signIn(browser, 'student03@academy.test', '/dashboard');
    await page.getByRole('heading', { name: /Xin chào/ }).waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);

    await signOut(page);
    // Through the identity server's logout and back to the home page, signed out.
    await page.waitForURL((url) => url.origin === new URL(BASE_URL).origin && url.pathname === '/');
    await page.getByRole('button', { name: 'Đăng nhập' }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Tài khoản của/ }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Đăng nhập' }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Tài khoản của/ }).count()).toBe(0);

    // The SSO session is gone too: a guarded page leads to the password form, not straight back in.
    await page.goto(`${BASE_URL}/dashboard`);
    await page.locator('#password').waitFor();
    expect(new URL(page.url()).origin).not.toBe(new URL(BASE_URL).origin);
    await signInOnForm(page, 'student03@academy.test', process.env.E2E_PASSWORD ?? 'Academy2026');
    await page.getByRole('heading', { name: /Xin chào/ }).waitFor();
    await page.context().close();
  });

  it('welcomes a new user by mail, whose link sets the password once; changing it asks the current one', async () => {
    const email = `welcome-${stamp}@academy.test`;
    const admin = await signIn(browser, 'admin@academy.test', '/manageUser/userLMS/createNewUser');
    await admin.getByLabel('Email', { exact: true }).fill(email);
    await admin.getByLabel('Họ và tên').fill('Lý Chào Mừng');
    await admin.getByRole('button', { name: 'Thêm người dùng' }).click();
    await admin.waitForURL(/detailUser\?id=/);
    await admin.context().close();

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Chào mừng bạn đến với Học viện Anh ngữ');
    const link = mail.text.match(/(http\S+\/resetPassword\?code=[A-Z0-9]+)/)?.[1];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname + new URL(link!).search;

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${path}`);
    await page.getByLabel('Mật khẩu mới').fill('Chaomung2026');
    await page.getByLabel('Nhập lại mật khẩu').fill('Chaomung2026');
    await page.getByRole('button', { name: 'Đặt mật khẩu' }).click();
    await page.getByText('Đã đặt lại mật khẩu').waitFor();

    // The link works once.
    const again = await context.newPage();
    await again.goto(`${BASE_URL}${path}`);
    await again.getByLabel('Mật khẩu mới').fill('Laithu2026');
    await again.getByLabel('Nhập lại mật khẩu').fill('Laithu2026');
    await again.getByRole('button', { name: 'Đặt mật khẩu' }).click();
    await again.getByText('Mã này không hợp lệ hoặc đã hết hạn').first().waitFor();
    await again.close();

    await page.goto(`${BASE_URL}/change-password`);
    await signInOnForm(page, email, 'Chaomung2026');
    await page.waitForURL((url) => url.pathname === '/change-password');
    await page.getByLabel('Mật khẩu hiện tại').fill('Saimatkhau1');
    await page.getByLabel('Mật khẩu mới').fill('Doimoi2026');
    await page.getByLabel('Nhập lại mật khẩu').fill('Doimoi2026');
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.getByText('Mật khẩu hiện tại không đúng').first().waitFor();
    expect(await page.getByLabel('Mật khẩu hiện tại').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Mật khẩu hiện tại').fill('Chaomung2026');
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.getByText('Đã đổi mật khẩu').first().waitFor();

    // The new password is the one that signs in now.
    await signOut(page);
    await page.waitForURL((url) => url.origin === new URL(BASE_URL).origin && url.pathname === '/');
    await page.goto(`${BASE_URL}/dashboard`);
    await signInOnForm(page, email, 'Chaomung2026');
    await page.getByText('Email/tên đăng nhập hoặc mật khẩu không đúng.').waitFor();
    await signInOnForm(page, email, 'Doimoi2026');
    // A new account's first landing asks for the rest of its profile (issue 15); "later" goes on.
    await page.waitForURL((url) => url.pathname.startsWith('/setup/'));
    await page.getByRole('heading', { name: 'Chào mừng Lý Chào Mừng' }).waitFor();
    await page.getByRole('button', { name: 'Để sau' }).click();
    await page.getByRole('heading', { name: /Xin chào/ }).waitFor();
    await context.close();
  }, 120_000);
});
