// End-to-end: builds the web, starts the whole stack as `npm start` does (on a fresh data directory, so the
// flows always meet the seeded demo data), runs the browser flows in Debian's chromium, stops the stack.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = new URL('..', import.meta.url);
const run = (args, env = process.env) =>
  spawnSync('npm', args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

// The web signs in at the identity server's port, which is fixed when the web is built.
const buildEnv = process.env.IDENTITY_PORT
  ? {
      ...process.env,
      VITE_OIDC_URL: process.env.VITE_OIDC_URL ?? `http://localhost:${process.env.IDENTITY_PORT}`,
    }
  : process.env;
if (run(['run', 'build', '-w', 'web'], buildEnv) !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-e2e-'));
const stack = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The flows sign the same demo accounts in dozens of times within minutes; the identity server's limit
    // (10 attempts per account per 15 minutes) is for people, and its own tests check it.
    IDENTITY_RATE_LIMIT_FACTOR: process.env.IDENTITY_RATE_LIMIT_FACTOR ?? '20',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let output = '';
const ready = new Promise((resolve, reject) => {
  stack.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('The academy LMS is running')) resolve();
  });
  stack.once('exit', (code) =>
    reject(new Error(`the stack stopped before it was ready (exit ${code})\n${output}`)),
  );
  setTimeout(() => reject(new Error(`the stack was not ready within 600 s\n${output}`)), 600_000).unref();
});

function stop() {
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
}

let status = 1;
try {
  await ready;
  console.log('Stack is up; running the browser flows.');
  // `npm run test:e2e -- students` runs only the flow files whose names match.
  const only = process.argv.slice(2);
  status = run(['run', 'test:e2e', '-w', 'web', ...(only.length ? ['--', ...only] : [])]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 3500));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
