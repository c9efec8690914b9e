// Runs the unit suites under a fake system clock at instants chosen to break date code (docs/testing.md,
// "Time in tests"): every process of the run (Vitest's workers, PGlite, servers the tests start) sees the same
// shifted clock through Debian's libfaketime. A test that fixes its own clock is untouched; one that leans on
// the real clock shows here.
//
//   node scripts/test-clock.mjs                     the three instants, every workspace
//   node scripts/test-clock.mjs backend web         only these workspaces
//   node scripts/test-clock.mjs --at=2027-06-30T23:59:00+07:00 [workspaces…]
import './runtime.mjs'; // first: runs this script on the project's Node (docs/decisions.md)
import { spawnSync } from 'node:child_process';
import { ensurePackages } from './ensure-packages.mjs';

const INSTANTS = [
  // 00:30 in Hà Nội on the first day of a quarter: still 31 March, and the first quarter, in UTC.
  ['first day of a quarter, 00:30 in Hà Nội', '2027-04-01T00:30:00+07:00'],
  // A minute before the academy's new year; the year turns during the run.
  ['31 December, 23:59 in Hà Nội', '2026-12-31T23:59:00+07:00'],
  // A leap day, at 06:00 in Hà Nội: still 28 February in UTC.
  ['29 February, 06:00 in Hà Nội', '2028-02-29T06:00:00+07:00'],
];
const WORKSPACES = ['domain', 'backend', 'identity', 'gateway', 'integration', 'web'];

const args = process.argv.slice(2);
const at = args.find((a) => a.startsWith('--at='))?.slice(5);
const only = args.filter((a) => !a.startsWith('--'));
const unknown = only.filter((w) => !WORKSPACES.includes(w));
if (unknown.length) {
  console.error(`Unknown workspace(s): ${unknown.join(', ')} (one of ${WORKSPACES.join(', ')})`);
  process.exit(2);
}
const workspaces = only.length ? only : WORKSPACES;
const instants = at ? [[`--at ${at}`, at]] : INSTANTS;
if (at && Number.isNaN(Date.parse(at))) {
  console.error(`--at takes an instant such as 2027-04-01T00:30:00+07:00, not "${at}"`);
  process.exit(2);
}

if (!ensurePackages(['clock'])) process.exit(1);

const root = new URL('..', import.meta.url);
const results = [];
for (const [name, instant] of instants) {
  for (const workspace of workspaces) {
    // An offset from the real clock (not a start time): every process started during the run reads the same
    // clock, which keeps running. Monotonic clocks stay real, so timers behave.
    const offset = Math.round((Date.parse(instant) - Date.now()) / 1000);
    console.log(`\n── ${name} (${instant}): unit tests of ${workspace} ──`);
    const started = Date.now();
    const { status } = spawnSync(
      'faketime',
      ['-f', `${offset >= 0 ? '+' : ''}${offset}`, 'npm', 'test', '-w', workspace],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, TZ: process.env.TZ ?? 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1' },
      },
    );
    results.push([name, workspace, status === 0, Date.now() - started]);
  }
}

console.log('\nUnit suites under a fake system clock:');
for (const [name, workspace, ok, ms] of results)
  console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(42)} ${workspace.padEnd(11)} ${Math.round(ms / 1000)} s`);
process.exit(results.every(([, , ok]) => ok) ? 0 : 1);
