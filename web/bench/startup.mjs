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
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4000';
const PASSWORD = process.env.E2E_PASSWORD ?? 'Academy2026';
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const RUNS = Number(arg('runs', 7));
const USER = arg('user', 'teacher1@academy.test');
const BUDGET_WARM = arg('budget-warm', null);

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts the stack as `npm run test:e2e` does, when none is running. Returns its stop function. */
async function ensureStack() {
  if (await answers(`${BASE_URL}/healthz`)) return () => Promise.resolve();
  if (spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' }).status !== 0)
    process.exit(1);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-bench-'));
  const stack = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  await new Promise((resolve, reject) => {
    stack.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('The academy LMS is running')) resolve();
    });
    stack.once('exit', (code) => reject(new Error(`the stack stopped (exit ${code})\n${output}`)));
    setTimeout(() => reject(new Error(`the stack was not ready within 240 s\n${output}`)), 240_000).unref();
  });
  return async () => {
    try {
      process.kill(-stack.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
    await new Promise((r) => setTimeout(r, 3500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

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

const median = (values) => percentile(values, 50);
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const stop = await ensureStack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
let status = 0;
try {
  const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 860 } });
  // Sign in once: the identity server's SSO cookie stays in the context for every run.
  const signIn = await context.newPage();
  await signIn.goto(`${BASE_URL}/dashboard`);
  await signIn.locator('#username').fill(USER);
  await signIn.locator('#password').fill(PASSWORD);
  await signIn.locator('form button[type=submit]').click();
  await signIn.waitForURL((url) => url.origin === new URL(BASE_URL).origin && url.pathname === '/dashboard');
  await firstMeaningfulContent(signIn, () => Promise.resolve());

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
