/**
 * `npm run bench -w integration`: the class overview three ways, on one machine, in one run.
 *   (a) the web's own class detail query (ClassDetailQuery, staff view, from web/src/gql) through the
 *       gateway (one request; the gateway fans out over batch filters)
 *   (b) the best hand-written REST fan-out a client could do: the same five lists, in parallel
 *   (c) the naive per-student waterfall a REST client typically does: lists, then two calls per student
 * Prints REST calls per overview and p50/p95 latency, and writes them to bench-results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webOperation } from '../../gateway/test/web-operations.js';
import { startStack } from './stack.js';

const SIZES = [10, 40, 80];
const WARMUP = 5;
const ROUNDS = 60;
const WATERFALL_ROUNDS = 12;
const CLASS_DETAIL = webOperation('ClassDetailQuery').query;
const TODAY = new Date().toISOString().slice(0, 10);

const stack = await startStack(SIZES);
let restCalls = 0;

async function rest(pathAndQuery: string): Promise<unknown> {
  restCalls++;
  const response = await fetch(`${stack.restBase}/${pathAndQuery}`, {
    headers: { authorization: `Bearer ${stack.token}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
  return response.json();
}

const variants = {
  async graphql(classId: number) {
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.token}` },
      body: JSON.stringify({
        query: CLASS_DETAIL,
        variables: { id: String(classId), today: TODAY },
      }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  },
  async parallelRest(classId: number) {
    const q = `class_id=${classId}&page_size=300`;
    await Promise.all([
      rest(`class/${classId}/`),
      rest(`class/students?${q}`),
      rest(`class/exercises?${q}`),
      rest(`class/percent-summary?${q}`),
      rest(`class/time-table/?${q}`),
    ]);
  },
  async waterfallRest(classId: number) {
    await rest(`class/${classId}/`);
    const students = (await rest(`class/students?class_id=${classId}&status=active&page_size=300`)) as {
      results: { student: { id: number } }[];
    };
    await rest(`class/exercises?class_id=${classId}&page_size=300`);
    await rest(`class/time-table/?class_id=${classId}&page_size=300`);
    for (const { student } of students.results) {
      await rest(`students/exercise?class_id=${classId}&student_id=${student.id}&page_size=300`);
      await rest(`class/percent-summary?class_id=${classId}&student_ids=${student.id}`);
    }
  },
};
type Variant = keyof typeof variants;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Runs the variants in turn, round after round, so that they share the machine's ups and downs; the
 * slow waterfall takes part in the first `waterfallRounds` rounds only.
 */
async function measure(classId: number, rounds: number, waterfallRounds: number) {
  const all: Variant[] = ['graphql', 'parallelRest', 'waterfallRest'];
  for (const variant of all) for (let i = 0; i < WARMUP; i++) await variants[variant](classId);
  const samples = new Map<Variant, number[]>(all.map((v) => [v, []]));
  const calls = new Map<Variant, number>();
  for (let i = 0; i < rounds; i++) {
    const chosen = i < waterfallRounds ? all : all.slice(0, 2);
    const order = i % 2 ? [...chosen].reverse() : chosen;
    for (const variant of order) {
      stack.counter.calls = 0;
      restCalls = 0;
      const start = performance.now();
      await variants[variant](classId);
      samples.get(variant)!.push(performance.now() - start);
      calls.set(variant, variant === 'graphql' ? stack.counter.calls : restCalls);
    }
  }
  const stats = (variant: Variant) => {
    const sorted = samples.get(variant)!.sort((a, b) => a - b);
    return {
      restCalls: calls.get(variant)!,
      p50: round2(percentile(sorted, 50)),
      p95: round2(percentile(sorted, 95)),
    };
  };
  return {
    graphql: stats('graphql'),
    parallelRest: stats('parallelRest'),
    waterfallRest: stats('waterfallRest'),
  };
}

const results = [];
for (const { size, cls } of stack.classes) {
  const { graphql, parallelRest, waterfallRest } = await measure(cls.id, ROUNDS, WATERFALL_ROUNDS);
  results.push({
    students: size,
    assignments: 30,
    graphql,
    parallelRest,
    waterfallRest,
    graphqlVsParallelP50: round2(graphql.p50 / parallelRest.p50),
    waterfallVsGraphqlP50: Math.round((waterfallRest.p50 / graphql.p50) * 10) / 10,
  });
}
await stack.stop();

console.log('\nClass overview: REST calls per overview, latency in ms (p50 / p95)\n');
console.table(
  results.map((r) => ({
    students: r.students,
    '(a) GraphQL calls': r.graphql.restCalls,
    '(a) p50/p95': `${r.graphql.p50} / ${r.graphql.p95}`,
    '(b) parallel calls': r.parallelRest.restCalls,
    '(b) p50/p95': `${r.parallelRest.p50} / ${r.parallelRest.p95}`,
    '(c) waterfall calls': r.waterfallRest.restCalls,
    '(c) p50/p95': `${r.waterfallRest.p50} / ${r.waterfallRest.p95}`,
    'a/b p50': r.graphqlVsParallelP50,
    'c/a p50': r.waterfallVsGraphqlP50,
  })),
);

const targets = {
  callsAtMost6: results.every((r) => r.graphql.restCalls <= 6),
  callsConstant: new Set(results.map((r) => r.graphql.restCalls)).size === 1,
  graphqlWithin1_2xOfParallel: results.every((r) => r.graphqlVsParallelP50 <= 1.2),
  waterfallAtLeast10xAt40: (results.find((r) => r.students === 40)?.waterfallVsGraphqlP50 ?? 0) >= 10,
};
console.log('Targets:', targets);

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench-results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `class-overview-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
const meta = { node: process.version, database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite' };
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), ...meta, results, targets }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
