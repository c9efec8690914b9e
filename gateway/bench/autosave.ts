/**
 * The autosave load of issue 12: simulated takers each saving an answer every 5 s through the gateway
 * (`saveAnswers`, one part per save with a growing sequence number), for 2 minutes by default; then every
 * acknowledged save is read back (`user-exam/{id}`): the part must hold the last acknowledged sequence
 * number and answer. Prints p50/p95/p99 latency, errors and lost saves. Target: p95 <= 100 ms.
 *
 *   npm run bench:autosave -w gateway                               500 takers on PGlite, 2 minutes
 *   npm run bench:autosave -w gateway -- --db=postgres --takers=1000
 *   npm run bench:autosave -w gateway -- --minutes=0.5 --takers=50  a short run
 *
 * The backend (PGlite, or PostgreSQL at BENCH_DATABASE_URL in a fresh database) and the gateway run in this
 * process as in bench/stack.ts; the takers run in a worker thread with its own event loop, so the load
 * generator does not queue behind the services it measures. Only 127.0.0.1 is targeted.
 */
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { examAgreements, userExams } from '../../backend/src/db/schema.js';
import { buildExamExercise, buildQuestion } from '../../backend/src/test/exams.js';
import {
  buildAssignment,
  buildClass,
  buildEnrolledStudents,
  buildTeacher,
} from '../../backend/src/test/factories.js';
import { createHttpApp } from '../src/http.js';
import { createGateway } from '../src/server.js';
import { listen, startRealBackend } from '../test/real-backend.js';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const db = arg('db') ?? 'pglite';
const takers = Number(arg('takers') ?? (db === 'postgres' ? 1000 : 500));
const minutes = Number(arg('minutes') ?? 2);

interface Taker {
  token: string;
  attemptId: number;
  parts: number[];
}
interface Ack {
  attemptId: number;
  part: number;
  seq: number;
  value: string;
}
interface WorkerResult {
  latencies: number[];
  errors: string[];
  acks: Ack[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  if (db === 'postgres') {
    process.env.TEST_DATABASE_URL ??=
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  } else delete process.env.TEST_DATABASE_URL;
  console.log(`autosave: ${takers} takers on ${db}, a save every 5 s for ${minutes} min`);
  const backend = await startRealBackend(
    async (database) => {
      const teacher = await buildTeacher(database);
      const cls = await buildClass(database, {}, { teachers: [teacher] });
      const students = await buildEnrolledStudents(database, cls.id, takers);
      const choice = await buildQuestion(database, 'choice_one_answer');
      const gaps = await buildQuestion(database, 'gap_fill');
      const exercise = await buildExamExercise(database, [choice.question.id, gaps.question.id]);
      const assignment = await buildAssignment(database, cls.id, exercise.id, { timeLimit: 24 * 60 });
      await database
        .insert(examAgreements)
        .values(students.map((s) => ({ assignmentId: assignment.id, studentId: s.id })));
      const now = new Date();
      const attempts = await database
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
      return { students, attempts, parts: [choice.parts[0]!.id, gaps.parts[0]!.id] };
      // The backend's default: a viewer is remembered one second, so most saves authenticate afresh.
    },
    { viewerCacheMs: 1000 },
  );
  const gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
  const server = http.createServer(createHttpApp(gateway, { backendUrl: backend.backendUrl }));
  const gatewayUrl = await listen(server);
  const { students, attempts, parts } = backend.seeded;
  const list: Taker[] = [];
  for (const [i, s] of students.entries()) {
    list.push({ token: await backend.token(s, 'student'), attemptId: attempts[i]!.id, parts });
  }
  const until = Date.now() + minutes * 60_000;
  // Plain JavaScript, so the worker needs no TypeScript loader.
  const worker = new Worker(new URL('./autosave-takers.mjs', import.meta.url), {
    workerData: { list, url: `${gatewayUrl}/graphql`, until },
  });
  const result = await new Promise<WorkerResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();

  // Read back every acknowledged save through the REST API, as its student.
  const tokens = new Map(list.map((t) => [t.attemptId, t.token]));
  const byAttempt = new Map<number, Ack[]>();
  for (const ack of result.acks) byAttempt.set(ack.attemptId, [...(byAttempt.get(ack.attemptId) ?? []), ack]);
  let lost = 0;
  for (const [attemptId, acks] of byAttempt) {
    const res = await fetch(`${backend.restBaseUrl}/user-exam/${attemptId}`, {
      headers: { authorization: `Bearer ${tokens.get(attemptId)}` },
    });
    const body = (await res.json()) as {
      answers: { question_part_id: number; seq: number; answer: Record<string, unknown> }[];
    };
    for (const ack of acks) {
      const held = body.answers.find((a) => a.question_part_id === ack.part);
      const value =
        held &&
        ('choice' in held.answer ? held.answer.choice : (held.answer.blanks as Record<string, string>)['1']);
      // A newer save may have landed after its answer timed out at the taker: held, not lost.
      if (!held || held.seq < ack.seq || (held.seq === ack.seq && value !== ack.value)) lost++;
    }
  }
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const seconds = minutes * 60;
  console.log(
    JSON.stringify(
      {
        db,
        takers,
        minutes,
        saves: sorted.length,
        savesPerSecond: Math.round((sorted.length / seconds) * 10) / 10,
        p50Ms: Math.round(percentile(sorted, 50)),
        p95Ms: Math.round(percentile(sorted, 95)),
        p99Ms: Math.round(percentile(sorted, 99)),
        maxMs: Math.round(sorted.at(-1) ?? 0),
        errors: result.errors.length,
        firstErrors: result.errors.slice(0, 3),
        acknowledgedParts: result.acks.length,
        lost,
        target: 'p95 <= 100 ms, no error, nothing lost',
      },
      null,
      2,
    ),
  );
  server.close();
  await gateway.server.stop();
  await backend.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
