import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, signIn } from './browser';

/**
 * Issue 31 point 4: a student makes their private calendar feed on the profile page, and the address works
 * with no token at all, as Google Calendar or Outlook fetch it, with a lesson of the student's own class; a new
 * address kills the old one at once, and revoking kills it too.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** A feed as a calendar app fetches it: no cookie, no bearer token. */
async function fetchFeed(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}
/** The SUMMARY of each lesson event (RFC 5545 lines unfolded). */
const lessonSummaries = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .filter((e) => /\r\nUID:lesson-\d+@/.test(e))
    .map((e) => /\r\nSUMMARY:(.*)\r\n/.exec(e)?.[1]?.replace(/\\([,;\\])/g, '$1') ?? '');

describe('calendar feed', () => {
  it('a student subscribes to their calendar feed: the address serves their lessons without any token', async () => {
    // student02 studies in an ongoing class of the seed, whatever the date (backend/src/seed/class-plan.ts).
    const page = await signIn(browser, 'student02@academy.test', '/profile');
    const card = page.locator('.ant-card', { hasText: 'Lịch trên điện thoại (iCal)' });
    await card.getByText(/Google Calendar → Lịch khác → Từ URL/).waitFor();
    // A feed left by an earlier run: revoke it first, so the flow starts from none.
    if (await card.getByRole('button', { name: 'Thu hồi' }).count()) {
      await card.getByRole('button', { name: 'Thu hồi' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Thu hồi' }).click();
    }
    await card.getByRole('button', { name: 'Tạo đường dẫn lịch' }).click();
    const address = card.getByLabel('Đường dẫn lịch');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url.startsWith(`${BASE_URL}/lms-backend/api/calendar/`)).toBe(true);

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    expect(feed.text).toContain('TZID:Asia/Ho_Chi_Minh');
    const lessons = lessonSummaries(feed.text);
    expect(lessons.length).toBeGreaterThan(0);
    // The lessons are of a class the student sees in their class list.
    await page.goto(`${BASE_URL}/manageClass`);
    await expect.poll(() => page.getByText(lessons[0]!, { exact: false }).count()).toBeGreaterThan(0);

    // A new address: the old one is dead at once, as an unknown one is.
    await page.goto(`${BASE_URL}/profile`);
    await card.getByRole('button', { name: 'Tạo đường dẫn mới' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tạo đường dẫn mới' }).click();
    await expect.poll(async () => card.getByLabel('Đường dẫn lịch').inputValue()).not.toBe(url);
    const second = await card.getByLabel('Đường dẫn lịch').inputValue();
    const unknown = await fetchFeed(url.replace(/[^/]+\.ics$/, `${'A'.repeat(43)}.ics`));
    const old = await fetchFeed(url);
    expect(old.status).toBe(404);
    expect(old).toEqual(unknown);
    expect((await fetchFeed(second)).status).toBe(200);

    await card.getByRole('button', { name: 'Thu hồi' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Thu hồi' }).click();
    await card.getByRole('button', { name: 'Tạo đường dẫn lịch' }).waitFor();
    expect((await fetchFeed(second)).status).toBe(404);
    await page.context().close();
  });
});
