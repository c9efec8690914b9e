/**
 * `npx tsx bench/marking-queue.ts` (gateway): issue 13's marking pile, on one machine. A class of 100 students
 * who have all submitted an essay; the teacher's marking queue (MarkingPageQuery, 100 rows) and "the next
 * submission" (MarkAttemptQuery, what the marking page prefetches while the current one is marked), each
 * through the gateway over HTTP to the real backend. Prints REST calls and p50/p95 latency in ms, and writes
 * them to bench-results/.
 */
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHttpApp } from '../../gateway/src/http.js';
import { createGateway } from '../../gateway/src/server.js';
import { listen, startRealBackend } from '../test/real-backend.js';
import { webOperation } from '../../gateway/test/web-operations.js';
import { seedMarkingPile } from './marking-pile.js';

const WARMUP = 5;
const ROUNDS = 100;

const backend = await startRealBackend((db) => seedMarkingPile(db, 100));
const counter = { calls: 0 };
const gateway = await createGateway({
  restBaseUrl: backend.restBaseUrl,
  keycloak: backend.keycloak,
  onRestCall: () => void counter.calls++,
});
const server = http.createServer(createHttpApp(gateway, { backendUrl: backend.backendUrl }));
const graphqlUrl = `${await listen(server)}/graphql`;
const token = await backend.token(backend.seeded.teacher, 'teacher');

async function run(operation: string, variables: Record<string, unknown>) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: webOperation(operation).query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round2 = (n: number) => Math.round(n * 100) / 100;

async function measure(operation: string, variables: (i: number) => Record<string, unknown>) {
  for (let i = 0; i < WARMUP; i++) await run(operation, variables(i));
  const samples: number[] = [];
  let calls = 0;
  for (let i = 0; i < ROUNDS; i++) {
    counter.calls = 0;
    const start = performance.now();
    await run(operation, variables(i));
    samples.push(performance.now() - start);
    calls = Math.max(calls, counter.calls);
  }
  const sorted = samples.sort((a, b) => a - b);
  return { restCalls: calls, p50: round2(percentile(sorted, 50)), p95: round2(percentile(sorted, 95)) };
}

const { attempts } = backend.seeded;
const results = {
  queue: await measure('MarkingPageQuery', () => ({ page: 1, pageSize: 100 })),
  // Each round opens another submission of the pile, as moving to the next one does.
  nextSubmission: await measure('MarkAttemptQuery', (i) => ({
    id: String(attempts[i % attempts.length]!.id),
  })),
};
server.close();
await gateway.server.stop();
await backend.stop();

console.log('\nMarking pile of 100 submissions: REST calls, latency in ms (p50 / p95)\n');
console.table(
  Object.entries(results).map(([name, r]) => ({
    operation: name,
    calls: r.restCalls,
    p50: r.p50,
    p95: r.p95,
  })),
);
const targets = {
  queueAtMost3Calls: results.queue.restCalls <= 3,
  nextSubmissionP95Under200ms: results.nextSubmission.p95 < 200,
};
console.log('Targets:', targets);

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench-results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `marking-queue-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
const meta = { node: process.version, database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite' };
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), ...meta, results, targets }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
