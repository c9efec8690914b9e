import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, signIn } from './browser';

/**
 * Issue 11, mixed-part questions: the seeded "IELTS Reading Passage 1" is a true/false question whose parts
 * are an unscored intro, six true/false judgements and a sentence-completion blanks part. An administrator
 * edits one judgement in the form and saves; reopened, every part is still of its own type, with its content
 * and key. Run with `npm run test:e2e -- mixed`.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).toUpperCase();
const TITLE = 'IELTS Reading Passage 1 — The history of the bicycle';
const TRUE_FALSE = 'True / False / Not given';
const STATEMENTS: [string, string][] = [
  ['1. The first bicycle-like machine was moved by the rider’s feet on the ground.', 'true'],
  ['2. Drais built his machine because horses had become too expensive to buy.', 'false'],
  ['3. Pedals were first added to bicycles in England.', 'false'],
  ['4. The penny-farthing was popular with young men.', 'true'],
  ['5. Most penny-farthing riders were injured at least once a year.', 'not_given'],
  ['6. Dunlop’s tyres made bicycles more comfortable to ride.', 'true'],
];
const BLANKS = ['size', 'chain', '1888', 'chaperone', 'practical', 'transport', 'quarter'];

const at = (to: string) => new URL(to, BASE_URL).href;

/** The n-th part (from 1) of the form, named with its own type. */
const part = (page: Page, n: number, type: string): Locator =>
  page
    .getByRole('region', { name: 'Các phần' })
    .getByRole('region', { name: `Phần ${n}: ${type}`, exact: true });

/** The form shows the intro, the six judgements (`statements`) and the blanks part, each with its key. */
async function expectParts(page: Page, statements: [string, string][]) {
  const intro = part(page, 1, 'Hướng dẫn hoặc bài đọc').getByLabel('Nội dung');
  await expect
    .poll(() => intro.inputValue(), { timeout: 30_000 })
    .toMatch(/^You should spend about 20 minutes/);
  for (const [i, [prompt, correct]] of statements.entries()) {
    const judgement = part(page, i + 2, TRUE_FALSE);
    expect(await judgement.getByLabel('Câu hỏi', { exact: true }).inputValue()).toBe(prompt);
    expect(await judgement.getByRole('radio', { name: `Lựa chọn ${correct} đúng` }).isChecked()).toBe(true);
  }
  const notes = part(page, 8, 'Hoàn thành câu');
  expect(await notes.getByLabel('Đoạn văn có chỗ trống').inputValue()).toContain(
    'wheels of the same {{7}}; a {{8}} drove the back wheel.',
  );
  for (const [i, accepted] of BLANKS.entries()) {
    const blank = notes.getByLabel(`Đáp án được chấp nhận cho chỗ trống ${i + 7}`, { exact: true });
    await blank.waitFor({ state: 'attached' });
    await notes.getByText(accepted, { exact: true }).waitFor();
  }
  expect(await page.getByRole('region', { name: /^Phần 9: / }).count()).toBe(0);
}

describe('a question whose parts mix types', () => {
  it('an administrator edits a judgement of the seeded Reading Passage 1; every part keeps its type and key', async () => {
    const page = await signIn(browser, 'admin@academy.test', '/questions/general');
    await page.goto(at('/questions/general?search=history%20of%20the%20bicycle'));
    await page.getByRole('table').getByRole('link', { name: TITLE, exact: true }).click();
    await page.waitForURL(/\/questions\/general\/questionDetail\?id=/);
    const id = new URL(page.url()).searchParams.get('id') ?? '';

    // Detail mode already shows each part with its own editor.
    await part(page, 1, 'Hướng dẫn hoặc bài đọc').waitFor();
    await part(page, 8, 'Hoàn thành câu').getByLabel('Đoạn văn có chỗ trống').waitFor();

    await page.goto(at(`/questions/general/editQuestion/?id=${id}`));
    await expectParts(page, STATEMENTS);
    const changed = `3. Pedals were first added to bicycles in Scotland (${stamp}).`;
    await part(page, 4, TRUE_FALSE).getByLabel('Câu hỏi', { exact: true }).fill(changed);
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.waitForURL(/\/questions\/general\/questionDetail\?id=/);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    // An answered question saves a new version: reopen whichever the server saved.
    const saved = new URL(page.url()).searchParams.get('id') ?? '';

    await page.goto(at(`/questions/general/editQuestion/?id=${saved}`));
    const statements = STATEMENTS.map(([prompt, correct], i): [string, string] =>
      i === 2 ? [changed, correct] : [prompt, correct],
    );
    await expectParts(page, statements);
    await page.context().close();
  }, 300_000);
});
