// What the browser benchmarks share: the stack at E2E_BASE_URL (started for the run when none answers),
// Debian's chromium, a signed-in context, percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4000';
export const PASSWORD = process.env.E2E_PASSWORD ?? 'Academy2026';
export const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts the stack as `npm run test:e2e` does, when none is running. Returns its stop function. */
export async function ensureStack() {
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

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
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

export const median = (values) => percentile(values, 50);
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}
