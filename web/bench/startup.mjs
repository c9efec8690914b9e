// `npm run bench:startup -w web` (under `flock /tmp/e2e.lock`): the start-up of the dashboard in Debian's
// chromium (playwright-core, as web/e2e does), measured as the time from the navigation's start to the first
// meaningful content: the signed-in user's dashboard greeting shown and no loading spinner left on screen.
//   cold: a new tab with an empty HTTP cache (the identity server's SSO cookie is there: the user signed in
//         earlier in this browser), as when the academy's address is opened again;
//   warm: a reload of that tab, its cache primed, as when the user presses F5.
// Several runs each; prints and writes (bench-results/web-startup.json at the repo root) median and p90.
// Uses the stack at E2E_BASE_URL (default http://localhost:4000) when it answers; otherwise builds the web
// and starts the stack (`scripts/start.mjs`, fresh data directory) for the run and stops it afterwards.
// Options: `-- --runs 9`, `-- --user teacher1@academy.test`, `-- --budget-warm 1500` (fails above it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { arg, BASE_URL, ensureStack, launch, median, percentile, root, signIn } from './stack.mjs';

const RUNS = Number(arg('runs', 7));
const USER = arg('user', 'teacher1@academy.test');
const BUDGET_WARM = arg('budget-warm', null);

/**
 * Milliseconds from the navigation's start (performance.timeOrigin) until the dashboard's greeting shows
 * and no spinner (role=status, aria-busy) is left, checked on every animation frame in the page.
 */
async function firstMeaningfulContent(page, navigate) {
  await navigate();
  const handle = await page.waitForFunction(
    // Runs in the page: its `document`, not Node's.
    () => {
      const { document } = globalThis;
      const heading = [...document.querySelectorAll('h1')].find((h) => /Xin chào|Hello/.test(h.textContent));
      if (!heading || document.querySelector('[aria-busy="true"]')) return false;
      return performance.now();
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return Math.round(await handle.jsonValue());
}

const stop = await ensureStack();
const browser = await launch();
let status = 0;
try {
  const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 860 } });
  // Sign in once: the identity server's SSO cookie stays in the context for every run.
  const signedIn = await signIn(context, USER, '/dashboard');
  await firstMeaningfulContent(signedIn, () => Promise.resolve());

  const cold = [];
  const warm = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    cold.push(await firstMeaningfulContent(page, () => page.goto(`${BASE_URL}/dashboard`)));
    warm.push(await firstMeaningfulContent(page, () => page.reload()));
    await page.close();
  }
  const summary = (values) => ({ median: median(values), p90: percentile(values, 90), runs: values });
  const result = { user: USER, runs: RUNS, coldMs: summary(cold), warmMs: summary(warm) };
  console.log(`Dashboard start-up, first meaningful content (${RUNS} runs, ${USER}):`);
  console.log(`  cold: median ${result.coldMs.median} ms, p90 ${result.coldMs.p90} ms  [${cold.join(', ')}]`);
  console.log(`  warm: median ${result.warmMs.median} ms, p90 ${result.warmMs.p90} ms  [${warm.join(', ')}]`);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results/web-startup.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (BUDGET_WARM && result.warmMs.median > Number(BUDGET_WARM)) {
    console.error(`The warm median is over the budget of ${BUDGET_WARM} ms.`);
    status = 1;
  }
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await browser.close();
  await stop();
}
process.exit(status);
