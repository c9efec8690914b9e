// End-to-end: builds the web, starts the whole stack as `npm start` does (on a fresh data directory, so the
// flows always meet the seeded demo data), runs the browser flows in Debian's chromium, stops the stack.
import './runtime.mjs'; // first: runs this script on the project's Node (docs/decisions.md)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';

const root = new URL('..', import.meta.url);
const run = (args, env = process.env) =>
  spawnSync('npm', args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

// `--built`: the web was just built with the default settings (npm test builds it once, for the bundle bench
// and the flows); otherwise build it here.
const args = process.argv.slice(2);
const built = args.includes('--built') && !process.env.IDENTITY_PORT;
// The web signs in at the identity server's port, which is fixed when the web is built.
const buildEnv = process.env.IDENTITY_PORT
  ? {
      ...process.env,
      VITE_OIDC_URL: process.env.VITE_OIDC_URL ?? `http://localhost:${process.env.IDENTITY_PORT}`,
    }
  : process.env;
if (!built && run(['run', 'build', '-w', 'web'], buildEnv) !== 0) process.exit(1);

// The flows find the stack where it listens: other ports (GATEWAY_PORT, BACKEND_PORT, IDENTITY_PORT) let a
// second checkout run its flows beside this one.
process.env.E2E_BASE_URL ??= `http://localhost:${process.env.GATEWAY_PORT ?? 4000}`;
process.env.E2E_MAILBOX_URL ??= `http://127.0.0.1:${process.env.BACKEND_PORT ?? 8000}/lms-backend/api/dev/mailbox/`;

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

/**
 * The flows run in two lanes at once against the one stack, each lane's files one after another. A lane holds
 * the flows that share state one could see change under another: lane "classes" writes to teacher1's classes
 * (assignments, attempts, marks, reports) and reads their counts and latest work; lane "content" writes the
 * banks, tags, accounts, courses and IELTS dates with names of its own, and reads teacher2's, teacher3's and
 * the examiner's pages. A new flow file goes in one of them (the run refuses one that is in neither).
 */
const LANES = {
  classes: [
    'exam',
    'exam-network',
    'attempts',
    'marking',
    'keys',
    'keys-every-interaction',
    'feedback',
    'assignments',
    'presentations',
    'results',
    'overview',
    'class-exports',
    'accommodations',
    'notifications',
  ],
  content: [
    'bank',
    'flows',
    'account',
    'calendar',
    'students',
    'ielts',
    'ielts-runner',
    'timetable',
    'exercises',
    'mixed',
    'questions',
    'search',
    'statistics',
    'bulk-users',
  ],
};
/**
 * Two lanes at once where there are cores for them (four or more; E2E_LANES=1 or 2 says otherwise). On CI's two
 * cores the lanes share the cores with the stack and two browsers: measured, the flows took 5 min 20 s in two
 * lanes against 6 min 24 s in one, and met timing races one lane never meets; there they run one after the
 * other (docs/decisions.md, issue 24).
 */
const LANE_COUNT = Number(process.env.E2E_LANES ?? (availableParallelism() >= 4 ? 2 : 1));
const flowFiles = readdirSync(new URL('../web/e2e/', import.meta.url))
  .filter((f) => f.endsWith('.e2e.ts'))
  .map((f) => f.replace(/\.e2e\.ts$/, ''));
const unplaced = flowFiles.filter((f) => !Object.values(LANES).some((lane) => lane.includes(f)));
if (unplaced.length) {
  console.error(
    `Browser flows in no lane: ${unplaced.join(', ')}. Add each to a lane of scripts/test-e2e.mjs.`,
  );
  stop();
  process.exit(1);
}

// Names asked for that match no flow file are a mistake, not "every flow" (Vitest given no file runs them all).
const only = args.filter((a) => !a.startsWith('--'));
const chosen = flowFiles.filter((f) => only.some((o) => f.includes(o)));
if (only.length && !chosen.length) {
  console.error(`No browser flow matches ${only.join(', ')}; the flows: ${flowFiles.join(', ')}.`);
  stop();
  process.exit(1);
}

/** One lane's flows in one Vitest process; its output comes when it ends, so the lanes do not interleave. */
function lane(name, files) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...files.map((f) => `e2e/${f}.e2e.ts`)],
      { cwd: new URL('../web/', import.meta.url), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n── browser flows, lane ${name} (${seconds} s) ──\n${Buffer.concat(chunks)}`);
      resolve(code ?? 1);
    });
  });
}

let status = 1;
try {
  await ready;
  console.log('Stack is up; running the browser flows.');
  // `npm run test:e2e -- students` runs only the flow files whose names match, in one lane.
  const lanes = only.length ? { chosen } : LANE_COUNT > 1 ? LANES : { all: Object.values(LANES).flat() };
  const codes = await Promise.all(Object.entries(lanes).map(([name, files]) => lane(name, files)));
  status = codes.every((c) => c === 0) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 3500));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
