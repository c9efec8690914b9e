/**
 * Issue 31 point 5's budget: 1,000 users imported from Excel in under 10 s on PGlite, into a class, with their
 * welcome mails. Times the whole route (upload, parse, check, one transaction, mails) for a dry run and a
 * commit. PGlite by default; PostgreSQL with TEST_DATABASE_URL.
 *
 *   npm run bench:users-import -w backend        (or: npx tsx bench/users-import.ts [rows])
 */
import { API_PREFIX } from '../src/app.js';
import { USER_COLUMNS } from '../src/import/users.js';
import { writeWorkbook } from '../src/import/sheets.js';
import { createTestContext } from '../src/test/context.js';
import { buildAdmin, buildClass } from '../src/test/factories.js';

const ROWS = Number(process.argv[2] ?? 1000);
const BUDGET_MS = 10_000;

const rows = Array.from({ length: ROWS }, (_, i) => ({
  email: `bench.user.${i + 1}@example.test`,
  first_name: `Học viên ${i + 1}`,
  last_name: 'Nguyễn',
  role: 'student',
  phone: `09${String(10000000 + i)}`,
  date_of_birth: '2008-05-17',
}));
const file = await writeWorkbook([{ name: 'Users', header: USER_COLUMNS, rows }]);

const t = await createTestContext();
const admin = await buildAdmin(t.db);
const cls = await buildClass(t.db);
const token = await t.tokenFor(admin);
const boundary = '----lmsBench';
const payload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="class_id"\r\n\r\n${cls.id}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ),
  file,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

async function run(dryRun: boolean) {
  const start = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/users/import?dry_run=${dryRun}`,
    payload,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  const ms = performance.now() - start;
  const body = JSON.parse(res.body) as { new: number; created_ids: number[] };
  if (res.statusCode >= 300 || body.new !== ROWS)
    throw new Error(`users import failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
  return { ms, created: body.created_ids.length };
}

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const dry = await run(true);
const commit = await run(false);
const mails = (await t.mailer.recent(ROWS + 10)).length;
await t.close();
console.log(
  `users import bench (${db}): ${ROWS} Excel rows (${(file.length / 1024).toFixed(0)} kB) — dry run ${(dry.ms / 1000).toFixed(2)} s, ` +
    `commit ${(commit.ms / 1000).toFixed(2)} s (${commit.created} users, enrolled, ${mails} welcome mails); budget ${BUDGET_MS / 1000} s`,
);
if (commit.ms > BUDGET_MS || dry.ms > BUDGET_MS || mails !== ROWS) {
  console.error('users import bench: over budget or mails missing');
  process.exit(1);
}
