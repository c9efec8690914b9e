// `npm run bench -w web`: builds the web with a manifest and measures, per route, the JavaScript a browser
// downloads before the page shows (the entry's static imports, the page chunk's static imports, and
// keycloak-js, which loads while the sign-on spinner shows), gzip-compressed. Budget: 250 kB for the
// sign-in and dashboard routes (issue 5). Writes bench-results/web-bundle.json at the repo root.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const web = new URL('..', import.meta.url);
const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
  cwd: web,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dist = new URL('dist/', web);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const gz = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const keycloakKey = Object.keys(manifest).find((k) => k.includes('keycloak-js'));
const routes = {
  '/login (sign-in)': 'src/features/account/LoginPage.tsx',
  '/dashboard': 'src/features/dashboard/DashboardPage.tsx',
  '/manageClass': 'src/features/classes/ClassListPage.tsx',
  '/manageClass/{id}/manageClassDetail': 'src/features/classes/ClassDetailPage.tsx',
};
const BUDGET = 250 * 1024;
const results = {};
for (const [route, page] of Object.entries(routes)) {
  if (!manifest[page]) throw new Error(`no chunk for ${page}: is the page still lazily loaded?`);
  const files = closure(page, closure(entryKey));
  if (keycloakKey) closure(keycloakKey, files);
  const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
  results[route] = { files: files.size, gzipBytes: bytes, kB: Math.round(bytes / 102.4) / 10 };
}

console.log('Initial JavaScript per route (gzip, with keycloak-js):');
for (const [route, r] of Object.entries(results))
  console.log(`  ${route.padEnd(40)} ${String(r.kB).padStart(6)} kB  (${r.files} files)`);
const overBudget = ['/login (sign-in)', '/dashboard'].filter((r) => results[r].gzipBytes > BUDGET);
mkdirSync(new URL('../bench-results/', web), { recursive: true });
writeFileSync(
  new URL('../bench-results/web-bundle.json', web),
  `${JSON.stringify({ budgetKB: 250, routes: results, withinBudget: overBudget.length === 0 }, null, 2)}\n`,
);
if (overBudget.length) {
  console.error(`Over the 250 kB budget: ${overBudget.join(', ')}`);
  process.exit(1);
}
