/**
 * The autosave load of issue 12: simulated takers each saving an answer every 5 s through the gateway
 * (`saveAnswers`, one part per save with a growing sequence number), for 2 minutes by default; then every
 * acknowledged save is read back (`user-exam/{id}`): the part must hold the last acknowledged sequence
 * number and answer. Prints p50/p95/p99 latency, errors and lost saves. Target: p95 <= 100 ms.
 *
 *   npm run bench:autosave -w integration                               500 takers on PGlite, 2 minutes
 *   npm run bench:autosave -w integration -- --db=postgres --takers=1000
 *   npm run bench:autosave -w integration -- --minutes=0.5 --takers=50  a short run
 *   … -- --profile                                                      CPU profiles of both services
 *   … -- --backend-workers=2                                            BACKEND_WORKERS (PostgreSQL only)
 *   … -- --warmup=20                                                    seconds of warm-up (default 20; 0: none)
 *
 * The services are warmed up first, as a server that has been running is: 100 other takers (other students,
 * other tokens) save for `--warmup` seconds, so V8 has compiled the hot code and PGlite's WebAssembly has
 * tiered up. The measured takers still each bring a token and an attempt the services have never seen.
 *
 * As in production (`npm start`, scripts/start.mjs): the backend and the gateway run as their own processes
 * from their compiled `dist/index.js` (built first, incrementally), configured by their environment only;
 * the load generator is a third process. This process seeds the database (PGlite in a temporary directory,
 * closed before the backend opens it; or a fresh PostgreSQL database at BENCH_DATABASE_URL), serves the
 * signing keys in place of the identity server (read once by each service) and mints the tokens. Only
 * 127.0.0.1 is used, on free ports. The services' output goes to files in the temporary directory.
 */
import { spawn, spawnSync, fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, createWriteStream, readdirSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../backend/src/db/client.js';
import { inArray, sql } from 'drizzle-orm';
import { examAgreements, userExams, users } from '../../backend/src/db/schema.js';
import { attemptPresentation } from '../../backend/src/presenters/exams.js';
import { buildExamExercise, buildQuestion } from '../../backend/src/test/exams.js';
import { openTestDatabase } from '../../backend/src/test/database.js';
import {
  buildAssignment,
  buildClass,
  buildEnrolledStudents,
  buildTeacher,
} from '../../backend/src/test/factories.js';
import { listen } from '../test/real-backend.js';
import { createSigner } from '../../gateway/test/tokens.js';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const db = arg('db') ?? 'pglite';
const takers = Number(arg('takers') ?? (db === 'postgres' ? 1000 : 500));
const minutes = Number(arg('minutes') ?? 2);
const profile = process.argv.includes('--profile');
const backendWorkers = arg('backend-workers');
const warmupSeconds = Number(arg('warmup') ?? 20);
const warmupTakers = warmupSeconds > 0 ? 100 : 0;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Taker {
  token: string;
  attemptId: number;
  parts: number[];
  /** Two options of the choice part, by the opaque keys its attempt shows them under (issue 26). */
  choices: string[];
}
interface Ack {
  attemptId: number;
  part: number;
  seq: number;
  value: string;
}
interface TakersResult {
  latencies: number[];
  /** When each save was sent (epoch ms), in the order of `latencies`. */
  startedAt: number[];
  errors: string[];
  acks: Ack[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

async function waitUntilReady(name: string, child: ChildProcess, url: string, log: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${name} stopped while starting; see ${log}:\n${readFileSync(log, 'utf8').slice(-2000)}`,
      );
    }
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start within 120 s (${url}); see ${log}`);
}

/** A service as `npm start -w <name>` runs it: `node --enable-source-maps dist/index.js` in its folder. */
const started: ChildProcess[] = [];
const spawnedAt = new Map<string, number>();

function startService(name: string, env: Record<string, string>, dir: string) {
  const log = path.join(dir, `${name}.log`);
  const out = createWriteStream(log);
  const flags = ['--enable-source-maps'];
  if (profile) flags.push('--cpu-prof', `--cpu-prof-dir=${path.join(dir, `profile-${name}`)}`);
  const child = spawn(process.execPath, [...flags, 'dist/index.js'], {
    cwd: path.join(root, name),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  spawnedAt.set(name, Date.now());
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return { child, log };
}

async function stopService(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function seed(database: Database) {
  const d = database.db;
  const teacher = await buildTeacher(d);
  const cls = await buildClass(d, {}, { teachers: [teacher] });
  const enrolled = await buildEnrolledStudents(d, cls.id, takers + warmupTakers);
  // Linked to their identity already, as a student who has signed in before an exam is (a first sign-in
  // links the row by e-mail once in a lifetime; it is not part of taking an exam).
  const students = await d
    .update(users)
    .set({ sub: sql`'sub-' || ${users.email}` })
    .where(
      inArray(
        users.id,
        enrolled.map((s) => s.id),
      ),
    )
    .returning();
  const choice = await buildQuestion(d, 'choice_one_answer');
  const gaps = await buildQuestion(d, 'gap_fill');
  const exercise = await buildExamExercise(d, [choice.question.id, gaps.question.id]);
  const assignment = await buildAssignment(d, cls.id, exercise.id, { timeLimit: 24 * 60 });
  await d
    .insert(examAgreements)
    .values(students.map((s) => ({ assignmentId: assignment.id, studentId: s.id })));
  const now = new Date();
  const attempts = await d
    .insert(userExams)
    .values(
      students.map((s) => ({
        assignmentId: assignment.id,
        studentId: s.id,
        startedAt: now,
        endsAt: new Date(now.getTime() + 24 * 3600_000),
      })),
    )
    .returning();
  // Each attempt shows the choice's options under keys of its own; a taker answers with two of them.
  const choices = attempts.map((a) =>
    Object.keys(attemptPresentation(a, choice.parts[0]!).keys.options ?? {}).slice(0, 2),
  );
  return { students, attempts, choices, parts: [choice.parts[0]!.id, gaps.parts[0]!.id] };
}

async function main() {
  const cpus = os.cpus().length;
  console.log(
    `autosave: ${takers} takers on ${db}, a save every 5 s for ${minutes} min; ${cpus} CPUs, ` +
      `load average at start ${load().join(' ')}`,
  );
  console.log('Building the services (as npm start does)…');
  const build = spawnSync(
    'npm',
    ['run', 'build', '--silent', '-w', 'domain', '-w', 'backend', '-w', 'gateway'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'lms-autosave-'));
  const signer = await createSigner();
  const certs = http.createServer((req, res) => {
    if (req.url === '/realms/lms/protocol/openid-connect/certs') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(signer.jwks));
    } else res.writeHead(404).end();
  });
  const issuer = `${await listen(certs)}/realms/lms`;

  // Seed, then close: PGlite belongs to one process, and the backend opens its own pool on PostgreSQL.
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let database: Database;
  if (db === 'postgres') {
    process.env.TEST_DATABASE_URL ??=
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    database = await openTestDatabase();
    const client = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    databaseUrl = client.options.connectionString;
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'backend') });
  }
  const { students, attempts, choices, parts } = await seed(database);
  if (db === 'postgres') {
    const close = database.close.bind(database);
    const pool = (database.db as unknown as { $client: { end(): Promise<void> } }).$client;
    await pool.end();
    // openTestDatabase's close ends the pool (already ended) and drops the database.
    dropDatabase = async () => {
      try {
        await close();
      } catch {
        // the pool was ended above; the drop is what matters
      }
    };
  } else await database.close();

  const [backendPort, gatewayPort] = [await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const backend = startService(
    'backend',
    {
      BACKEND_PORT: String(backendPort),
      BACKEND_HOST: '127.0.0.1',
      DATA_DIR: dir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(backendWorkers ? { BACKEND_WORKERS: backendWorkers } : {}),
      OIDC_ISSUER: issuer,
      SEED_ON_START: 'false',
    },
    dir,
  );
  await waitUntilReady('backend', backend.child, `${backendUrl}/lms-backend/api/schema/`, backend.log);
  const gateway = startService(
    'gateway',
    {
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      BACKEND_URL: backendUrl,
      OIDC_ISSUER: issuer,
    },
    dir,
  );
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitUntilReady('gateway', gateway.child, `${gatewayUrl}/healthz`, gateway.log);

  // Tokens live as long as the run and the read-back (a real client refreshes every few minutes).
  const expiresIn = `${Math.ceil(minutes * 60 + 600)}s`;
  const list: Taker[] = [];
  for (const [i, s] of students.entries()) {
    const token = await signer.mint(
      { sub: `sub-${s.email}`, email: s.email, roles: ['student'] },
      { issuer, expiresIn, claims: { email_verified: true } },
    );
    list.push({ token, attemptId: attempts[i]!.id, parts, choices: choices[i]! });
  }

  /** Runs `group` in a takers process until `until`; answers what they saw. */
  const runTakers = (group: Taker[], until: number) => {
    const child = fork(fileURLToPath(new URL('./autosave-takers.mjs', import.meta.url)), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    const done = new Promise<TakersResult>((resolve, reject) => {
      child.once('message', (m) => resolve(m as TakersResult));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the takers stopped (exit code ${code})`)));
    });
    child.send({ list: group, url: `${gatewayUrl}/graphql`, until });
    return { child, done };
  };
  let warmup: { saves: number; errors: number } | undefined;
  if (warmupTakers) {
    console.log(`Warming up: ${warmupTakers} other takers for ${warmupSeconds} s…`);
    const run = runTakers(list.slice(takers), Date.now() + warmupSeconds * 1000);
    const seen = await run.done;
    run.child.kill();
    warmup = { saves: seen.latencies.length, errors: seen.errors.length };
  }
  const measured = list.slice(0, takers);

  const loadStart = Date.now();
  const until = loadStart + minutes * 60_000;
  const { child: takersProcess, done: result } = runTakers(measured, until);
  const pids = {
    backend: backend.child.pid,
    gateway: gateway.child.pid,
    takers: takersProcess.pid,
  };
  const cpuBefore = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)]));
  const loadAtLoadStart = load();
  const { latencies, startedAt, errors, acks } = await result;
  const cpuAfter = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)]));
  const loadAtEnd = load();
  takersProcess.kill();

  // Read back every acknowledged save through the REST API, as its student.
  const tokens = new Map(list.map((t) => [t.attemptId, t.token]));
  const byAttempt = new Map<number, Ack[]>();
  for (const ack of acks) byAttempt.set(ack.attemptId, [...(byAttempt.get(ack.attemptId) ?? []), ack]);
  let lost = 0;
  for (const [attemptId, held] of byAttempt) {
    const res = await fetch(`${backendUrl}/lms-backend/api/user-exam/${attemptId}`, {
      headers: { authorization: `Bearer ${tokens.get(attemptId)}` },
    });
    const body = (await res.json()) as {
      answers: { question_part_id: number; seq: number; answer: Record<string, unknown> }[];
    };
    for (const ack of held) {
      const answer = body.answers.find((a) => a.question_part_id === ack.part);
      const value =
        answer &&
        ('choice' in answer.answer
          ? answer.answer.choice
          : (answer.answer.blanks as Record<string, string>)['1']);
      // A newer save may have landed after its answer timed out at the taker: held, not lost.
      if (!answer || answer.seq < ack.seq || (answer.seq === ack.seq && value !== ack.value)) lost++;
    }
  }

  await stopService(gateway.child);
  await stopService(backend.child);
  certs.close();
  await dropDatabase();

  const sorted = [...latencies].sort((a, b) => a - b);
  // p95 per 15-second window: a slow start (first token checks, cold code) and a steady state look alike in
  // one figure, not here.
  const windows: number[][] = [];
  latencies.forEach((ms, i) => {
    const w = Math.floor(((startedAt[i] ?? loadStart) - loadStart) / 15_000);
    (windows[w] ??= []).push(ms);
  });
  const p95ByWindow = windows.map((w) =>
    Math.round(
      percentile(
        [...w].sort((a, b) => a - b),
        95,
      ),
    ),
  );
  const seconds = minutes * 60;
  const cpuShare = Object.fromEntries(
    Object.keys(pids).map((k) => {
      const used = (cpuAfter[k] ?? NaN) - (cpuBefore[k] ?? NaN);
      // Share of one CPU over the run, and CPU milliseconds per save (steadier than latency on a busy machine).
      return [
        k,
        Number.isFinite(used)
          ? `${Math.round((used / seconds) * 100)} % of a CPU, ${((used * 1000) / Math.max(1, latencies.length)).toFixed(1)} ms per save`
          : 'n/a',
      ];
    }),
  );
  console.log(
    JSON.stringify(
      {
        db,
        takers,
        minutes,
        warmup: warmup ? { takers: warmupTakers, seconds: warmupSeconds, ...warmup } : 'none',
        cpus,
        loadAverage: { start: loadAtLoadStart, end: loadAtEnd },
        cpu: cpuShare,
        saves: sorted.length,
        savesPerSecond: Math.round((sorted.length / seconds) * 10) / 10,
        p50Ms: Math.round(percentile(sorted, 50)),
        p95Ms: Math.round(percentile(sorted, 95)),
        p99Ms: Math.round(percentile(sorted, 99)),
        p95Per15sMs: p95ByWindow,
        maxMs: Math.round(sorted.at(-1) ?? 0),
        errors: errors.length,
        firstErrors: errors.slice(0, 3),
        acknowledgedParts: acks.length,
        lost,
        target: 'p95 <= 100 ms, no error, nothing lost',
      },
      null,
      2,
    ),
  );
  if (profile) {
    for (const name of ['backend', 'gateway']) {
      const files = readdirSync(path.join(dir, `profile-${name}`)).map((f) =>
        path.join(dir, `profile-${name}`, f),
      );
      // The load's window in the profile's own time (seconds after the process started, roughly).
      const from = (loadStart - spawnedAt.get(name)!) / 1000;
      console.log(
        `${name} CPU profile: ${files.join(', ')} (the load from ${Math.round(from)} s to ` +
          `${Math.round(from + minutes * 60)} s)`,
      );
    }
    console.log(`Logs and profiles kept in ${dir}`);
  } else rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  for (const child of started) child.kill('SIGKILL');
  process.exit(1);
});
