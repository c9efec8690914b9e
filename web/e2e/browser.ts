import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

/** The stack as `npm start` starts it (the gateway serves the built web). */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4000';
export const PASSWORD = process.env.E2E_PASSWORD ?? 'Academy2026';

/** Debian's chromium (STACK.md): playwright-core never downloads a browser. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A fresh browser context in Vietnamese, signed in through the identity server's form. */
export async function signIn(browser: Browser, email: string, path = '/dashboard'): Promise<Page> {
  const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${path}`);
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.origin === new URL(BASE_URL).origin && url.pathname === path);
  return page;
}
