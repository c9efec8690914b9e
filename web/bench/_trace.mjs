import { launch, PASSWORD } from './stack.mjs';
const BASE = process.env.E2E_BASE_URL;
const browser = await launch();
const runs = Number(process.argv[2] ?? 3);
for (let r = 0; r < runs; r++) {
  const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const log = [];
  let t0 = 0;
  page.on('request', (req) => log.push({ req, start: performance.now() }));
  page.on('requestfinished', (req) => { const e = log.find((l) => l.req === req); if (e) e.end = performance.now(); });
  page.on('requestfailed', (req) => { const e = log.find((l) => l.req === req); if (e) { e.end = performance.now(); e.failed = req.failure()?.errorText; } });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('  console', m.type(), m.text().slice(0, 200)); });
  const tl = performance.now();
  await page.goto(`${BASE}/login`);
  await page.locator('#username').waitFor();
  const tShown = performance.now();
  await page.locator('#username').fill('teacher1@academy.test');
  await page.locator('#password').fill(PASSWORD);
  t0 = performance.now();
  await page.locator('form button[type=submit]').click();
  await page.waitForFunction(() => {
    const h = [...document.querySelectorAll('h1')].find((h) => /Xin chào|Hello/.test(h.textContent));
    return h && !document.querySelector('[aria-busy="true"]');
  }, undefined, { polling: 'raf', timeout: 30000 });
  const t1 = performance.now();
  console.log(`run ${r}: login page shown ${Math.round(tShown - tl)} ms; submit -> dashboard ${Math.round(t1 - t0)} ms`);
  if (r === runs - 1 || process.env.ALL) for (const e of log) {
    const resp = await e.req.response().catch(() => null);
    const u = new URL(e.req.url());
    let body = '';
    if (u.pathname === '/graphql' && e.req.postData()) body = ' ' + (JSON.parse(e.req.postData()).operationName ?? '');
    console.log(`  ${String(Math.round(e.start - t0)).padStart(6)} ${String(Math.round((e.end ?? t1) - t0)).padStart(6)} ${resp?.status() ?? e.failed ?? '-'} ${e.req.method()} ${u.host}${u.pathname}${u.search.slice(0, 60)}${body}`);
  }
  await context.close();
}
await browser.close();
