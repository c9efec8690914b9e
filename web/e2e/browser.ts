import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { expect } from 'vitest';

/** The stack as `npm start` starts it (the gateway serves the built web). */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4000';
export const PASSWORD = process.env.E2E_PASSWORD ?? 'Academy2026';
/** The backend's development mailbox (the outbox's mails, newest last). */
export const MAILBOX = process.env.E2E_MAILBOX_URL ?? 'http://127.0.0.1:8000/lms-backend/api/dev/mailbox/';

/** Debian's chromium (docs/stack.md): playwright-core never downloads a browser. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * A fresh browser context in Vietnamese on a desktop screen (or as `options` say) that asks for reduced motion:
 * the product then turns antd's animations off, and no click lands in a dialog still zooming in.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({
    locale: 'vi-VN',
    viewport: { width: 1280, height: 860 },
    reducedMotion: 'reduce',
    ...options,
  });
}

/** A fresh browser context (see newContext), signed in through the identity server's form. */
export async function signIn(
  browser: Browser,
  email: string,
  path = '/dashboard',
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${path}`);
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.origin === new URL(BASE_URL).origin && url.pathname === path);
  // Signed in once the tab holds its tokens (the code exchange ends after the address settles).
  await page.waitForFunction(() => sessionStorage.getItem('lms.tokens') !== null);
  return page;
}

/** A GraphQL call with the page's own session (the tab keeps its tokens in sessionStorage). */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null') as { token: string } | null;
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'vi',
          ...(tokens ? { authorization: `Bearer ${tokens.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown };
    },
    { query, variables },
  );
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

/**
 * Searches a list (its search box, then Enter) and waits for the result to settle: the address holds the search,
 * the table has stopped loading, and its top-level rows are the ones that show `shows` (the term by default). A
 * click before that can land on a row that the arriving result replaces, and then opens nothing.
 */
export async function searchList(page: Page, box: Locator, term: string, shows = term): Promise<void> {
  await box.fill(term);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === term);
  await expect
    .poll(async () => {
      if ((await page.locator('.ant-spin-spinning').count()) > 0) return false;
      const rows = await page.locator('tbody tr.ant-table-row-level-0').allInnerTexts();
      return rows.length > 0 && rows.every((text) => text.includes(shows));
    })
    .toBe(true);
}

/**
 * Turns the pagination of the table in `scope` to page `p` and waits for that page's rows: its item is the
 * active one and nothing loads any more.
 */
export async function turnPage(scope: Page | Locator, p: number): Promise<void> {
  await scope.locator('.ant-pagination').getByTitle(String(p), { exact: true }).click();
  await scope.locator(`.ant-pagination-item-active[title="${p}"]`).waitFor();
  await expect.poll(() => scope.locator('.ant-spin-spinning').count()).toBe(0);
}

/**
 * The first mail of the development mailbox to `to` whose subject matches, waiting for the outbox to send it
 * (`timeout` ms: a mail sent by a background worker rather than by the request takes a moment more).
 */
export async function mailTo(
  to: string,
  subject: RegExp,
  timeout = 1000,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(MAILBOX, { headers: { accept: 'application/json' } })).json()) as {
          to: string;
          subject: string;
          text: string;
        }[];
        found = mails.find((m) => m.to === to && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/**
 * A new account through the web's sign-up form (the page is on it), then signed in at the identity server
 * with it: the caller waits for where sign-in lands.
 */
export async function signUpAndSignIn(
  page: Page,
  account: { email: string; familyName: string; givenName: string },
): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Họ', { exact: true }).fill(account.familyName);
  await page.getByLabel('Tên', { exact: true }).fill(account.givenName);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await page.getByText('Đăng ký thành công!').waitFor();
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.locator('#username').fill(account.email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
}

/**
 * Today in the academy's time zone (Hà Nội, +07:00), as the server reckons a class's dates and deadlines. The
 * flows run on the real clock (docs/testing.md); the UTC day differs from the academy's from 17:00 UTC on.
 */
export const academyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

/** One of the signed-in teacher's classes running today, with active students (the flows assign work there). */
export async function runningClass(teacher: Page) {
  const { myClasses } = await gql<{
    myClasses: {
      id: string;
      startDate: string;
      endDate: string | null;
      students: { student: { email: string } }[];
    }[];
  }>(teacher, '{ myClasses { id startDate endDate students(status: ACTIVE) { student { email } } } }');
  const today = academyToday();
  const cls = myClasses.find(
    (c) => c.students.length > 0 && c.startDate <= today && (!c.endDate || c.endDate >= today),
  );
  if (!cls) throw new Error('no class of this teacher runs today with active students');
  return cls;
}

/** The exercise of the bank named `name` exactly. */
export async function exerciseNamed(page: Page, name: string) {
  const { exercises } = await gql<{ exercises: { items: { id: string; name: string }[] } }>(
    page,
    'query($s: String) { exercises(search: $s) { items { id name } } }',
    { s: name },
  );
  const exercise = exercises.items.find((e) => e.name === name);
  if (!exercise) throw new Error(`no exercise named ${name}`);
  return exercise;
}
