// `npm test`: every check CI runs, in order, stopping at the first failure; prints how long each step took, so
// the time CI spends is known step by step (held to 25 minutes on CI's two cores, docs/testing.md). Steps
// written as a list run at the same time; their output is printed when each ends, so it does not interleave.
import './runtime.mjs'; // first: runs this script on the project's Node (docs/decisions.md)
import { spawn } from 'node:child_process';

// The speech scoring packages are installed by the first step: from here on, the recogniser's tests run (and
// fail without it) instead of being skipped as on a developer's machine that lacks them.
process.env.SPEECH_ENGINE_REQUIRED ??= '1';

const steps = [
  ['system packages', 'node', ['scripts/ensure-packages.mjs']],
  // Before the others: it rewrites the generated files in place.
  ['generated files', 'npm', ['run', 'check:generated']],
  [
    ['lint', 'npm', ['run', 'lint']],
    ['type checks', 'npm', ['run', 'typecheck']],
    ['docker-compose.yml', 'node', ['scripts/check-compose.mjs']],
  ],
  ...['domain', 'backend', 'identity', 'gateway', 'integration', 'web'].map((w) => [
    `unit tests: ${w}`,
    'npm',
    ['test', '-w', w],
  ]),
  // Builds web/dist once, for the bench and the browser flows, and holds every page to its kind's weight
  // budget (issue 29; docs/testing.md): a page over budget fails the run.
  ['web build, bundle weight', 'node', ['web/bench/bundle-size.mjs']],
  [
    ['tests on PostgreSQL', 'npm', ['run', 'test:pg']],
    ['browser flows', 'node', ['scripts/test-e2e.mjs', '--built']],
  ],
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

// `npm test -- --from=<step>` starts at the first step whose name begins so (after a fix, the steps before it
// passed already); CI runs them all.
const from = process.argv.find((a) => a.startsWith('--from='))?.slice(7);
const names = (step) => (Array.isArray(step[0]) ? step.map((s) => s[0]) : [step[0]]);
const start = from ? steps.findIndex((step) => names(step).some((n) => n.startsWith(from))) : 0;
if (start < 0) {
  console.error(`No step begins with "${from}": ${steps.flatMap(names).join(', ')}`);
  process.exit(2);
}

console.log(`Node ${process.version} (${process.execPath})`);
const begun = Date.now();
for (const step of steps.slice(start)) {
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
