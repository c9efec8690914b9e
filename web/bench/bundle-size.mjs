// `npm run bench -w web`: builds the web with a manifest and measures, for every page the router loads
// lazily, the JavaScript a browser downloads before the page shows (the entry's static imports, the page
// chunk's static imports, keycloak-js, which loads while the sign-on spinner shows, and the interface
// language's catalogue: its common part, and the parts of the areas the page's route loads), gzip -9.
// Budgets (issue 9 item 10): 250 kB for what a signed-out visitor sees (home, sign-in and the other account
// pages open to them), for the dashboard and for the exam runner (issue 12), 320 kB for every other page. Fails over budget; writes
// bench-results/web-bundle.json at the repo root.
// `-- --report` prints the figures and passes even over budget (npm test runs it so until the serving issue's
// budgets hold, then without it). `-- --modules` also prints where the weight comes from: the shell's and each page's own share, by package.
// BUNDLE_MODULES=80 lists more packages per page than the 14 it shows by default.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const web = new URL('..', import.meta.url);
const KB = 1024;
const BUDGET_FIRST_LOAD = 250 * KB;
const BUDGET_PAGE = 320 * KB;
/** Pages held to the first-load budget: a signed-out visitor's pages, and the dashboard everyone lands on. */
const FIRST_LOAD_PAGES = [
  'HomePage',
  'LoginPage',
  'RegisterPage',
  'ForgotPasswordPage',
  'ResetPasswordPage',
  'DashboardPage',
  // Issue 12: the exam runner (introduction and runner in one page) loads on a student's phone mid-course.
  'ExamPage',
];
const showModules = process.argv.includes('--modules');
const reportOnly = process.argv.includes('--report');

// Each chunk's modules and their rendered length, to share the chunk's gzip size among them.
const chunkModules = new Map();
const collect = {
  name: 'collect-chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle))
      if (out.type === 'chunk')
        chunkModules.set(
          out.fileName,
          Object.entries(out.modules).map(([id, m]) => [id, m.renderedLength]),
        );
  },
};
await build({
  root: fileURLToPath(web),
  logLevel: 'warn',
  build: { manifest: true },
  plugins: [collect],
});

const dist = new URL('dist/', web);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length);
  return gzCache.get(file);
};

/** The manifest keys a chunk loads with it (its static imports, transitively), itself included. */
function closure(key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const jsFiles = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
const gzipOf = (files) => [...files].reduce((sum, f) => sum + gz(f), 0);
const kB = (bytes) => Math.round(bytes / 102.4) / 10;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const keycloakKey = Object.keys(manifest).find((k) => k.includes('keycloak-js'));
const shell = closure(entryKey);
if (keycloakKey) closure(keycloakKey, shell);
const entryDynamicImports = [
  ...new Set([...closure(entryKey)].flatMap((k) => manifest[k].dynamicImports ?? [])),
];
// The catalogue in the language whose parts weigh more: its common part loads before the first render (with
// the shell), each area's part with the pages whose routes load it (src/app/routes.tsx).
const catalogueParts = entryDynamicImports.filter((k) => /^src\/app\/locales\/[a-z]+\/[^/]+\.ts$/.test(k));
const languageOf = (k) => k.split('/')[3];
const catalogueLanguage = [...new Set(catalogueParts.map(languageOf))]
  .map((lng) => [lng, gzipOf(jsFiles(catalogueParts.filter((k) => languageOf(k) === lng)))])
  .sort((a, b) => b[1] - a[1])[0]?.[0];
const partKey = (part) => `src/app/locales/${catalogueLanguage}/${part}.ts`;
if (catalogueLanguage && manifest[partKey('common')]) closure(partKey('common'), shell);
const shellFiles = jsFiles(shell);

// Every page the shell (the router) loads lazily: the dynamic imports of the entry's chunks that live
// under src/features/, and the route modules of app/ that compose several features (`*Route.tsx`). A page's
// own lazy parts (modals, tabs) are its chunk's dynamic imports, not pages.
const pages = entryDynamicImports
  .filter((k) => k.startsWith('src/features/') || /^src\/app\/[A-Za-z]+Route\.tsx$/.test(k))
  .sort();
const nameOf = (key) => key.replace(/^src\//, '').replace(/\.tsx?$/, '');
const baseName = (key) => key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
const missing = FIRST_LOAD_PAGES.filter((name) => !pages.some((k) => baseName(k) === name));
if (missing.length) throw new Error(`no lazily loaded page chunk for ${missing.join(', ')}`);

// Every page but those the router loads with `nativePage` (src/app/routes.tsx) loads antd's theme and
// locale alongside (src/app/antdTheme.tsx, outside the shell): counted with the page.
const routesSource = readFileSync(new URL('src/app/routes.tsx', web), 'utf8');
const nativePages = new Set(
  [...routesSource.matchAll(/nativePage\(\s*\(\) => import\('\.\.\/([^']+)'\)/g)].map(
    (m) => `src/${m[1]}.tsx`,
  ),
);
const themeKey = Object.keys(manifest).find((k) => k === 'src/app/antdTheme.tsx');
// The catalogue parts each page's route loads with it: `page(() => import('...'), 'Name', ['part', ...])`.
const pageParts = new Map();
for (const m of routesSource.matchAll(
  /(?:page|nativePage)\(\s*\(\) => import\('(\.\.?\/[^']+)'\),\s*'\w+'(?:,\s*\[([^\]]*)\])?/g,
)) {
  const path = new URL(m[1], new URL('src/app/', web)).pathname.slice(fileURLToPath(web).length);
  const key = [`${path}.tsx`, `${path}.ts`].find((k) => manifest[k]);
  if (key)
    pageParts.set(
      key,
      [...(m[2] ?? '').matchAll(/'([^']+)'/g)].map((p) => p[1]),
    );
}
const pageKeys = (key) => {
  const keys = closure(key);
  if (themeKey && !nativePages.has(key)) closure(themeKey, keys);
  for (const part of pageParts.get(key) ?? []) if (manifest[partKey(part)]) closure(partKey(part), keys);
  return keys;
};

const routes = {};
for (const key of pages) {
  const files = new Set([...shellFiles, ...jsFiles(pageKeys(key))]);
  const gzipBytes = gzipOf(files);
  const budget = FIRST_LOAD_PAGES.includes(baseName(key)) ? BUDGET_FIRST_LOAD : BUDGET_PAGE;
  routes[nameOf(key)] = {
    files: files.size,
    gzipBytes,
    kB: kB(gzipBytes),
    budgetKB: budget / KB,
    withinBudget: gzipBytes <= budget,
  };
}

// The exam runner (issue 12) is a chunk of its page, fetched while the introduction shows: held with it to
// the first-load budget, since a student's phone needs both before the first question.
const runnerKey = Object.keys(manifest).find((k) => k === 'src/features/exam/ExamRunner.tsx');
const examKey = pages.find((k) => baseName(k) === 'ExamPage');
if (runnerKey && examKey) {
  const files = new Set([...shellFiles, ...jsFiles(pageKeys(examKey)), ...jsFiles(closure(runnerKey))]);
  const gzipBytes = gzipOf(files);
  routes['features/exam/ExamPage + ExamRunner'] = {
    files: files.size,
    gzipBytes,
    kB: kB(gzipBytes),
    budgetKB: BUDGET_FIRST_LOAD / KB,
    withinBudget: gzipBytes <= BUDGET_FIRST_LOAD,
  };
}

const shellBytes = gzipOf(shellFiles);
console.log(
  `Initial JavaScript per page (gzip -9, with keycloak-js and the ${catalogueLanguage} catalogue's common part and the page's parts); the shell alone: ${kB(shellBytes)} kB`,
);
console.log(`  ${'page'.padEnd(44)} ${'kB'.padStart(7)} ${'budget'.padStart(7)}  files`);
for (const [name, r] of Object.entries(routes))
  console.log(
    `  ${name.padEnd(44)} ${r.kB.toFixed(1).padStart(7)} ${String(r.budgetKB).padStart(7)}  ${String(r.files).padStart(5)}${r.withinBudget ? '' : '  OVER'}`,
  );

if (showModules) {
  /** Gzip bytes per package (or source folder) of these files, each chunk shared by rendered length. */
  const byPackage = (files) => {
    const sums = new Map();
    for (const file of files) {
      const modules = chunkModules.get(file) ?? [];
      const total = modules.reduce((s, [, len]) => s + len, 0) || 1;
      for (const [id, len] of modules) {
        const group = packageOf(id);
        sums.set(group, (sums.get(group) ?? 0) + (gz(file) * len) / total);
      }
    }
    return [...sums].sort((a, b) => b[1] - a[1]);
  };
  const print = (title, files, limit = 14) => {
    console.log(`\n${title}: ${kB(gzipOf(files))} kB`);
    for (const [group, bytes] of byPackage(files).slice(0, limit))
      console.log(`  ${group.padEnd(52)} ${kB(bytes).toFixed(1).padStart(7)} kB`);
  };
  print('The shell (entry and keycloak-js)', shellFiles, 40);
  for (const key of pages) {
    const own = new Set([...jsFiles(pageKeys(key))].filter((f) => !shellFiles.has(f)));
    print(`${nameOf(key)}, beyond the shell`, own, Number(process.env.BUNDLE_MODULES ?? 14));
  }
}

function packageOf(id) {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + '/node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const rest = parts.slice(parts[0].startsWith('@') ? 2 : 1);
    // antd, its rc-components and icons by component: the parts a page chooses.
    if (name === 'antd' && rest[0] === 'es') return `antd/${rest[1]}`;
    return name;
  }
  const src = path.match(/\/(web|domain)\/src\/(.*)$/);
  if (src) {
    const dirs = src[2].split('/');
    return `${src[1]}/src/${dirs.length > 2 ? dirs.slice(0, 2).join('/') : dirs[0]}`;
  }
  return path.replace(/^.*\//, '');
}

const over = Object.entries(routes).filter(([, r]) => !r.withinBudget);
mkdirSync(new URL('../bench-results/', web), { recursive: true });
writeFileSync(
  new URL('../bench-results/web-bundle.json', web),
  `${JSON.stringify(
    {
      budgetKB: { firstLoad: BUDGET_FIRST_LOAD / KB, page: BUDGET_PAGE / KB },
      shellKB: kB(shellBytes),
      routes,
      withinBudget: over.length === 0,
    },
    null,
    2,
  )}\n`,
);
// The manifest served the bench only: the gateway serves dist/ as it is.
rmSync(new URL('.vite/', dist), { recursive: true, force: true });
if (over.length) {
  const list = over.map(([name, r]) => `${name} (${r.kB} > ${r.budgetKB} kB)`).join(', ');
  // `--report` (npm test, until the serving issue's budgets per kind of page hold): says so and passes.
  if (reportOnly) console.log(`Over budget (reported, not yet enforced): ${list}`);
  else {
    console.error(`Over budget: ${list}`);
    process.exit(1);
  }
}
