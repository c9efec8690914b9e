/**
 * Issue 11's import budget: 1,000 rows of Excel imported in at most 10 s. Builds a workbook of 1,000 rows
 * (every interaction in turn, the templates' examples), then times the whole route (upload, parse, validate,
 * one transaction) for a dry run and a commit. PGlite by default; PostgreSQL with TEST_DATABASE_URL.
 *
 *   npm run bench -w backend        (or: npx tsx bench/import.ts [rows])
 */
import { INTERACTIONS, typesOf } from '@lms/domain/questions';
import { API_PREFIX } from '../src/app.js';
import { questionRows } from '../src/import/layout.js';
import { headerOf } from '../src/import/columns.js';
import { writeWorkbook } from '../src/import/sheets.js';
import { samplePart } from '@lms/domain/questions';
import { createTestContext } from '../src/test/context.js';
import { buildTeacher } from '../src/test/factories.js';

const ROWS = Number(process.argv[2] ?? 1000);
const BUDGET_MS = 10_000;

const types = INTERACTIONS.map((i) => typesOf(i)[0]!);
const rows = Array.from({ length: ROWS }, (_, i) => {
  const type = types[i % types.length]!;
  return questionRows({
    title: `Bench question ${i + 1}`,
    questionType: type,
    content: '',
    description: '',
    topicGroup: 'reading',
    tagNames: [],
    parts: [samplePart(type)],
  })[0]!;
});
const file = await writeWorkbook([{ name: 'Questions', header: headerOf(rows), rows }]);

const t = await createTestContext();
const teacher = await buildTeacher(t.db);
const token = await t.tokenFor(teacher);
const boundary = '----lmsBench';
const payload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ),
  file,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

async function run(dryRun: boolean) {
  const start = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/import-data/?dry_run=${dryRun}`,
    payload,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  const ms = performance.now() - start;
  const body = JSON.parse(res.body) as { valid: number; created_ids: number[] };
  if (res.statusCode >= 300 || body.valid !== ROWS)
    throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
  return { ms, created: body.created_ids.length };
}

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const dry = await run(true);
const commit = await run(false);
await t.close();
console.log(
  `import bench (${db}): ${ROWS} Excel rows (${(file.length / 1024).toFixed(0)} kB) — dry run ${(dry.ms / 1000).toFixed(2)} s, ` +
    `commit ${(commit.ms / 1000).toFixed(2)} s (${commit.created} questions written); budget ${BUDGET_MS / 1000} s`,
);
if (commit.ms > BUDGET_MS || dry.ms > BUDGET_MS) {
  console.error('import bench: over budget');
  process.exit(1);
}
