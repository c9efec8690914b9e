// What the browser benchmarks share: the stack at E2E_BASE_URL (started for the run when none answers),
// Debian's chromium, a signed-in context, network emulation, percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = fileURLToPath(new URL('../..', import.meta.url));
// The ports of scripts/start.mjs: GATEWAY_PORT (and IDENTITY_PORT, BACKEND_PORT) let a second checkout bench
// its own stack beside another.
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 4000}`;
export const PASSWORD = process.env.E2E_PASSWORD ?? 'Academy2026';
export const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] && !process.argv[at + 1].startsWith('--')
    ? process.argv[at + 1]
    : fallback;
};
export const flag = (name) => process.argv.includes(`--${name}`);

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the stack as `npm run test:e2e` does (on the ports of the environment), when none is running.
 * Returns its stop function.
 */
export async function ensureStack() {
  if (await answers(`${BASE_URL}/healthz`)) return () => Promise.resolve();
  // The web signs in at the identity server's port, which is fixed when the web is built.
  const buildEnv = process.env.IDENTITY_PORT
    ? {
        ...process.env,
        VITE_OIDC_URL: process.env.VITE_OIDC_URL ?? `http://localhost:${process.env.IDENTITY_PORT}`,
      }
    : process.env;
  if (
    spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit', env: buildEnv }).status !==
    0
  )
    process.exit(1);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-bench-'));
  const stack = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A bench signs the demo accounts in dozens of times a minute; the limits are for people (as test:e2e).
      IDENTITY_RATE_LIMIT_FACTOR: process.env.IDENTITY_RATE_LIMIT_FACTOR ?? '20',
    },
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

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
}

export const newContext = (browser) =>
  browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' });

/**
 * Network profiles for Chromium's emulation (CDP Network.emulateNetworkConditions): `latency` is the round
 * trip added to every request, throughputs in bytes per second, the same rate both ways. `local`: none.
 */
export const PROFILES = {
  local: null,
  slow: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 1_600_000 / 8 },
  fast: { latency: 70, downloadThroughput: 9_000_000 / 8, uploadThroughput: 9_000_000 / 8 },
};

/** A CDP session on `page` with the profile's network conditions (they hold across its navigations). */
export async function emulate(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile });
  return cdp;
}

/** Signs `email` in through the identity server's form in `context`; answers the page, at `path`. */
export async function signIn(context, email, path) {
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${path}`);
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.origin === new URL(BASE_URL).origin && url.pathname === path);
  await page.waitForFunction(() => globalThis.sessionStorage.getItem('lms.tokens') !== null);
  return page;
}

/** A GraphQL call with the page's own session (the tab keeps its tokens in sessionStorage). */
export async function gql(page, query, variables = {}) {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const tokens = JSON.parse(globalThis.sessionStorage.getItem('lms.tokens') ?? 'null');
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(tokens ? { authorization: `Bearer ${tokens.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export const median = (values) => percentile(values, 50);
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}
