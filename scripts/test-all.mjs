// `npm test`: every check CI runs, in order, stopping at the first failure; prints how long each step took, so
// the time CI spends is known step by step (keep the whole under 40 minutes). Steps written as a list run at
// the same time (each one process on one core: lint and the type checks); their output is printed when each
// ends, so it does not interleave.
import { spawn } from 'node:child_process';

// The speech scoring packages are installed by the step below: from here on, the recogniser's tests run (and
// fail without it) instead of being skipped as on a developer's machine that lacks them.
process.env.SPEECH_ENGINE_REQUIRED ??= '1';

const steps = [
  ['browser and system packages', 'node', ['scripts/ensure-chromium.mjs']],
  ['speech scoring packages', 'node', ['scripts/ensure-speech.mjs']],
  // Before the others: it rewrites the generated files in place.
  ['generated files', 'npm', ['run', 'check:generated']],
  [
    ['lint', 'npm', ['run', 'lint']],
    ['type checks', 'npm', ['run', 'typecheck']],
  ],
  ['docker-compose.yml', 'node', ['scripts/check-compose.mjs']],
  ...['domain', 'backend', 'identity', 'gateway', 'web'].map((w) => [
    `unit tests: ${w}`,
    'npm',
    ['test', '-w', w],
  ]),
  ['tests on PostgreSQL', 'npm', ['run', 'test:pg']],
  ['browser flows', 'npm', ['run', 'test:e2e']],
];

const root = new URL('..', import.meta.url);
const timings = [];
const format = (ms) =>
  `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const report = () => {
  console.log('\nTime per step:');
  for (const [name, ms, ok] of timings) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(28)} ${format(ms)}`);
  console.log(`  total (wall clock)${' '.repeat(13)}${format(Date.now() - begun)}`);
};

/** Runs one step; `buffered` keeps its output until it ends. Resolves to [name, ms, ok, status]. */
function run([name, command, args], buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (status) => {
      if (buffered) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(chunks).toString()}`);
      resolve([name, Date.now() - started, status === 0, status ?? 1]);
    });
  });
}

const begun = Date.now();
for (const step of steps) {
  const group = Array.isArray(step[0]) ? step : [step];
  const results = await Promise.all(group.map((s) => run(s, group.length > 1)));
  for (const [name, ms, ok] of results) timings.push([name, ms, ok]);
  const failed = results.find(([, , ok]) => !ok);
  if (failed) {
    report();
    console.error(`\n${failed[0]} failed (exit ${failed[3]}).`);
    process.exit(failed[3]);
  }
}
report();
