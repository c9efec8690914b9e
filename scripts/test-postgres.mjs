// Runs the database tests of the backend and the identity server against a real PostgreSQL server when one answers
// (CI machines have one on 127.0.0.1:5432); says so plainly and exits 0 when none does.
import './runtime.mjs'; // first: runs this script on the project's Node (docs/decisions.md)
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const { hostname, port } = new URL(url);

const reachable = await new Promise((resolve) => {
  const socket = net.connect({ host: hostname, port: Number(port || 5432) });
  socket.setTimeout(2000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

if (!reachable) {
  console.log(`PostgreSQL is not answering at ${hostname}:${port || 5432}: the PostgreSQL run is left out.`);
  process.exit(0);
}
// Every workspace whose tests open a database honours TEST_DATABASE_URL (a database per test file).
for (const workspace of ['backend', 'identity']) {
  console.log(`Running the ${workspace} tests on PostgreSQL (${hostname}:${port || 5432})`);
  const result = spawnSync('npx', ['vitest', 'run'], {
    cwd: new URL(`../${workspace}/`, import.meta.url),
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
