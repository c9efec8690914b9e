// `npm run bench -w web` (and a step of `npm test`): builds the web with a manifest and holds every page the
// router loads to the budget of its kind (issue 29 point 2): the JavaScript a browser downloads before the page
// shows, on a first visit with a cold cache, gzip -9 as the gateway serves it (brotli, quality 11, printed
// beside it). A page's first load is the shell (the entry's static imports, the app's chunk it imports at once
// (src/app/start.tsx), keycloak-js, which loads while the sign-on spinner shows, and the interface language's
// catalogue) with the page chunk's static imports, antd's theme for a `page()` route, the header and side menu for a page in the main layout, the catalogue's parts its
// route names, and the lazy parts a page needs before it shows what it is for (COUNTED_PARTS:
// the exam runner with its introduction, the statistics page's chart).
//
// Kinds, decided by what the page really loads (its chunks' modules), not by a list:
//   no antd   <= 230 kB  the pages of NO_ANTD_PAGES (public pages, sign-in, dashboard, exam runner), which must
//                        load no antd at all; a page outside the list that loads none is held as a light page
//   light     <= 350 kB  antd, but neither its Table nor its Select or DatePicker (details, small forms)
//   form      <= 400 kB  antd's Select or DatePicker, no Table
//   table     <= 430 kB  antd's Table
// Navigation, from the same build:
//   - the first table page of a session downloads at most 240 kB beyond the shell (every table page is held to it);
//   - once one table page and one form page are cached, any later route downloads at most 40 kB. The pair is the
//     one a teacher opens first (NAVIGATION_PAIR: the class list, then the new class form); every route is held
//     to 40 kB beyond the shell and that pair, and the worst is printed.
// A repeat visit downloads no JavaScript when every file carries a content hash under assets/, which the
// gateway serves `immutable` (docs/decisions.md "The web build's caching"): the bench fails on a script that
// does not.
//
// Exits non-zero over any budget and writes bench-results/web-bundle.json at the repo root (kind, gzip and
// brotli per page, the navigation figures). `-- --report` prints the figures and passes even over budget (to
// look while working); `-- --modules` also prints where the weight comes from: the shell's and each page's
// own share, by package. BUNDLE_MODULES=80 lists more packages per page than the 14 it shows by default.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const web = new URL('..', import.meta.url);
const KB = 1024;
/** Budgets per kind of page, kB gzip (issue 29 point 2). */
const KINDS = {
  'no antd': 230,
  light: 350,
  form: 400,
  table: 430,
};
const FIRST_TABLE_BEYOND_SHELL = 240 * KB;
const LATER_ROUTE = 40 * KB;
/** The table page and the form page a teacher opens first: what is cached for "any later route". */
const NAVIGATION_PAIR = ['app/ClassListRoute', 'features/classes/ClassCreatePage'];
/** Pages held to the no-antd budget, which must load no antd: every visitor's first pages and the runner. */
const NO_ANTD_PAGES = [
  'HomePage',
  'DocsPage',
  'FeaturesPage',
  'AboutPage',
  'InfoPage',
  'LoginPage',
  'RegisterPage',
  'ForgotPasswordPage',
  'ResetPasswordPage',
  'DashboardPage',
  // Issue 12: the exam runner (introduction and runner in one page) loads on a student's phone mid-course.
  'ExamPage',
];
/** Lazy chunks of a page counted with its first load: the page is not there for its reader without them. */
const COUNTED_PARTS = {
  // The runner is fetched while the introduction shows; a student's phone needs both before the first question.
  'src/features/exam/ExamPage.tsx': ['src/features/exam/ExamRunner.tsx'],
  // The page's figures are charts (Chartist), loaded after the numbers show.
  'src/features/statistics/StatisticsPage.tsx': ['src/features/statistics/StatisticsChart.tsx'],
};
/** Modules that make a page an antd page (antd, its rc-components and style engine; its icons do not). */
const ANTD = /[\\/]node_modules[\\/](antd|@rc-component[\\/][^\\/]+|@ant-design[\\/]cssinjs[^\\/]*)[\\/]/;
// A component's own module, not the locale or context files that antd's theme shares with every page.
const ANTD_TABLE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/;
const ANTD_FORM_WIDGET =
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](select[\\/]index|date-picker[\\/]generatePicker[\\/]index)\.js$/;
const showModules = process.argv.includes('--modules');
const reportOnly = process.argv.includes('--report');

// Each chunk's modules and their rendered length, to share the chunk's size among them and to tell a page's kind.
const chunkModules = new Map();
const collect = {
  name: 'collect-chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle))
      if (out.type === 'chunk')
        chunkModules.set(
          out.fileName,
          Object.entries(out.modules)
            .filter(([, m]) => m.renderedLength > 0)
            .map(([id, m]) => [id, m.renderedLength]),
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
const sizes = new Map();
/** A file's bytes as served: gzip -9 and brotli 11. */
const sizeOf = (file) => {
  if (!sizes.has(file)) {
    const bytes = readFileSync(new URL(file, dist));
    sizes.set(file, {
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).length,
    });
  }
  return sizes.get(file);
};
const gz = (file) => sizeOf(file).gzip;

/** The manifest keys a chunk loads with it (its static imports, transitively), itself included. */
function closure(key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const jsFiles = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
const gzipOf = (files) => [...files].reduce((sum, f) => sum + gz(f), 0);
const brotliOf = (files) => [...files].reduce((sum, f) => sum + sizeOf(f).brotli, 0);
const minus = (files, cached) => new Set([...files].filter((f) => !cached.has(f)));
const kB = (bytes) => Math.round(bytes / 102.4) / 10;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const keycloakKey = Object.keys(manifest).find((k) => k.includes('keycloak-js'));
// The entry starts sign-on, then imports the app's chunk, which the entry page preloads (src/main.tsx).
const APP_KEY = 'src/app/start.tsx';
if (!manifest[APP_KEY])
  throw new Error(`${APP_KEY} is not a chunk of the build: the shell could not be counted`);
const shell = closure(entryKey);
closure(APP_KEY, shell);
if (keycloakKey) closure(keycloakKey, shell);
// The scripts the entry page itself asks for (the catalogue's part comes once the language is known).
const entryPageScripts = jsFiles(shell);
const entryDynamicImports = [...new Set([...shell].flatMap((k) => manifest[k].dynamicImports ?? []))];
// The interface language's catalogue loads before the first render: count the larger one. Split per area
// (src/app/locales/<language>/<part>.ts), the shell has the common part, and a page the parts its route names.
const catalogueLanguage = (k) => k.match(/^src\/app\/locales\/(\w+)\/common\.ts$/)?.[1];
const catalogue = entryDynamicImports
  .filter((k) => k.startsWith('src/app/locales/') && (!k.includes('/', 16) || catalogueLanguage(k)))
  .map((k) => [k, gzipOf(jsFiles(closure(k)))])
  .sort((a, b) => b[1] - a[1])[0]?.[0];
if (catalogue) closure(catalogue, shell);
const shellFiles = jsFiles(shell);
const partKey = (part) => `src/app/locales/${catalogueLanguage(catalogue)}/${part}.ts`;

// Every page the router loads (src/app/routes.tsx imports them lazily); those it loads with `nativePage` come
// without antd's theme and locale (src/app/antdTheme.tsx, outside the shell), the others with it.
const routesSource = readFileSync(new URL('src/app/routes.tsx', web), 'utf8');
const sourceKey = (path) => `src/${path.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}.tsx`;
const pages = [
  ...new Set([...routesSource.matchAll(/import\('(\.\.?\/[^']+)'\)/g)].map((m) => sourceKey(m[1]))),
]
  .filter((k) => k !== 'src/app/antdTheme.tsx')
  .sort();
/** The catalogue's parts each page's routes load with it (`page(load, name, ['area', ...])`). */
const catalogueParts = new Map();
for (const m of routesSource.matchAll(/import\('(\.\.?\/[^']+)'\),\s*'\w+',\s*\[([^\]]*)\]/g)) {
  const parts = catalogueParts.get(sourceKey(m[1])) ?? new Set();
  for (const part of m[2].matchAll(/'([^']+)'/g)) parts.add(part[1]);
  catalogueParts.set(sourceKey(m[1]), parts);
}
// The header and side menu load beside the pages in the main layout (src/app/layouts/loadMainLayout.ts).
const mainLayoutPages = new Set(
  [
    ...routesSource.matchAll(
      /route\(\s*[^,]+,\s*\{([^}]*)\},\s*(?:page|nativePage)\(\s*\(\) => import\('(\.\.?\/[^']+)'\)/g,
    ),
  ]
    .filter((m) => !/layout: '(blank|none)'/.test(m[1]))
    .map((m) => sourceKey(m[2])),
);
const mainLayoutKey = 'src/app/layouts/MainLayout.tsx';
const nativePages = new Set(
  [...routesSource.matchAll(/nativePage\(\s*\(\) => import\('(\.\.?\/[^']+)'\)/g)].map((m) =>
    sourceKey(m[1]),
  ),
);
const nameOf = (key) => key.replace(/^src\//, '').replace(/\.tsx?$/, '');
const baseName = (key) => key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
const unknown = [...pages, ...Object.keys(COUNTED_PARTS), ...Object.values(COUNTED_PARTS).flat()].filter(
  (k) => !manifest[k],
);
if (unknown.length) throw new Error(`not a chunk of the build: ${unknown.join(', ')}`);
const missing = [...NO_ANTD_PAGES, ...NAVIGATION_PAIR.map(baseName)].filter(
  (name) => !pages.some((k) => baseName(k) === name),
);
if (missing.length) throw new Error(`no page the router loads for ${missing.join(', ')}`);

const themeKey = Object.keys(manifest).find((k) => k === 'src/app/antdTheme.tsx');
const pageKeys = (key) => {
  const keys = closure(key);
  if (themeKey && !nativePages.has(key)) closure(themeKey, keys);
  for (const part of COUNTED_PARTS[key] ?? []) closure(part, keys);
  if (mainLayoutPages.has(key)) closure(mainLayoutKey, keys);
  if (catalogueLanguage(catalogue))
    for (const part of catalogueParts.get(key) ?? []) closure(partKey(part), keys);
  return keys;
};
const pageFiles = (key) => new Set([...shellFiles, ...jsFiles(pageKeys(key))]);
const modulesOf = (files) => [...files].flatMap((f) => (chunkModules.get(f) ?? []).map(([id]) => id));

function kindOf(key, files) {
  const modules = modulesOf(files);
  if (modules.some((id) => ANTD_TABLE.test(id))) return 'table';
  if (modules.some((id) => ANTD_FORM_WIDGET.test(id))) return 'form';
  if (modules.some((id) => ANTD.test(id))) return 'light';
  return NO_ANTD_PAGES.includes(baseName(key)) ? 'no antd' : 'light';
}

const problems = [];
const routes = {};
for (const key of pages) {
  const files = pageFiles(key);
  const gzipBytes = gzipOf(files);
  const kind = kindOf(key, files);
  const budget = KINDS[kind] * KB;
  const parts = (COUNTED_PARTS[key] ?? []).map(baseName);
  const name = [nameOf(key), ...parts].join(' + ');
  if (NO_ANTD_PAGES.includes(baseName(key)) && kind !== 'no antd')
    problems.push(`${name} loads antd (${kind}), but it is a page without antd`);
  if (gzipBytes > budget) problems.push(`${name} (${kind}) ${kB(gzipBytes)} > ${KINDS[kind]} kB`);
  routes[name] = {
    kind,
    files: files.size,
    gzipBytes,
    gzipKB: kB(gzipBytes),
    brotliKB: kB(brotliOf(files)),
    budgetKB: KINDS[kind],
    beyondShellBytes: gzipOf(minus(files, shellFiles)),
    withinBudget: gzipBytes <= budget,
  };
}
const routeOf = (key) => Object.values(routes)[pages.indexOf(key)];

// Navigation: the first table page beyond the shell, then every route beyond the shell and the cached pair.
let firstTable = { page: undefined, bytes: 0, kB: 0 };
for (const key of pages) {
  const route = routeOf(key);
  if (route.kind !== 'table') continue;
  const bytes = route.beyondShellBytes;
  if (bytes > firstTable.bytes) firstTable = { page: nameOf(key), bytes, kB: kB(bytes) };
  if (bytes > FIRST_TABLE_BEYOND_SHELL)
    problems.push(
      `${nameOf(key)} as a session's first table page: ${kB(bytes)} > ${FIRST_TABLE_BEYOND_SHELL / KB} kB beyond the shell`,
    );
}
const pairKeys = NAVIGATION_PAIR.map((name) => pages.find((k) => nameOf(k) === name));
const pairKinds = pairKeys.map((k) => routeOf(k).kind);
if (pairKinds[0] !== 'table' || pairKinds[1] !== 'form')
  problems.push(
    `the navigation pair ${NAVIGATION_PAIR.join(', ')} is ${pairKinds.join(', ')}, not table and form`,
  );
const cached = new Set(pairKeys.flatMap((k) => [...pageFiles(k)]));
const later = [];
for (const key of pages) {
  const bytes = gzipOf(minus(pageFiles(key), cached));
  routeOf(key).laterKB = kB(bytes);
  later.push([nameOf(key), bytes]);
  if (bytes > LATER_ROUTE)
    problems.push(
      `${nameOf(key)} after ${NAVIGATION_PAIR.join(' and ')}: ${kB(bytes)} > ${LATER_ROUTE / KB} kB`,
    );
}
later.sort((a, b) => b[1] - a[1]);

// vite-plugin-lazy-table-parts.ts keeps antd's filter dropdown out of every first load: a guard that it still does.
const FILTER_DROPDOWN = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const withFilter = pages.filter((k) => modulesOf(pageFiles(k)).some((id) => FILTER_DROPDOWN.test(id)));
if (withFilter.length)
  problems.push(`antd's filter dropdown is in the first load of ${withFilter.map(nameOf).join(', ')}`);

// A repeat visit: every script under assets/ with a content hash in its name (the gateway's `immutable`).
const scripts = readdirSync(dist, { recursive: true })
  .map((f) => String(f).replace(/\\/g, '/'))
  .filter((f) => f.endsWith('.js'));
const unhashed = scripts.filter((f) => !/^assets\/[^/]+-[A-Za-z0-9_-]{8,}\.js$/.test(f));
if (unhashed.length) problems.push(`scripts without a content hash under assets/: ${unhashed.join(', ')}`);

// The entry page asks for the whole shell at once (vite-plugin-preload-sign-on.ts): a shell script neither the
// entry nor preloaded would come a round trip later, once the script importing it has run.
const entryPage = readFileSync(new URL('index.html', dist), 'utf8');
const asked = new Set(
  [
    ...entryPage.matchAll(
      /<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+)"/g,
    ),
  ].map((m) => m[1]),
);
const unasked = [...entryPageScripts].filter((f) => !asked.has(f));
if (unasked.length) problems.push(`shell scripts the entry page does not preload: ${unasked.join(', ')}`);

const shellBytes = gzipOf(shellFiles);
console.log(
  `First load per page, cold cache (kB gzip -9 as served, brotli 11 beside it); the shell alone: ${kB(shellBytes)} kB gzip, ${kB(brotliOf(shellFiles))} brotli`,
);
console.log(
  `  ${'page'.padEnd(56)} ${'kind'.padEnd(8)} ${'gzip'.padStart(6)} ${'brotli'.padStart(7)} ${'budget'.padStart(7)} ${'later'.padStart(6)}  files`,
);
for (const [name, r] of Object.entries(routes))
  console.log(
    `  ${name.padEnd(56)} ${r.kind.padEnd(8)} ${r.gzipKB.toFixed(1).padStart(6)} ${r.brotliKB.toFixed(1).padStart(7)} ${String(r.budgetKB).padStart(7)} ${r.laterKB.toFixed(1).padStart(6)}  ${String(r.files).padStart(5)}${r.withinBudget ? '' : '  OVER'}`,
  );
const worstOfKind = Object.keys(KINDS)
  .map((kind) => {
    const list = Object.values(routes).filter((r) => r.kind === kind);
    return `${kind} ${list.length ? Math.max(...list.map((r) => r.gzipKB)) : '-'}/${KINDS[kind]}`;
  })
  .join(', ');
console.log(`Worst per kind (kB gzip / budget): ${worstOfKind}`);
console.log(
  `Navigation: the heaviest first table page, ${firstTable.page}, ${firstTable.kB} kB beyond the shell (budget ${FIRST_TABLE_BEYOND_SHELL / KB}); ` +
    `after ${NAVIGATION_PAIR.join(' and ')}, the heaviest later routes: ${later
      .slice(0, 4)
      .map(([name, bytes]) => `${name} ${kB(bytes)}`)
      .join(', ')} kB (budget ${LATER_ROUTE / KB}; the column "later")`,
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
  for (const key of pages)
    print(
      `${nameOf(key)}, beyond the shell`,
      minus(pageFiles(key), shellFiles),
      Number(process.env.BUNDLE_MODULES ?? 14),
    );
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

mkdirSync(new URL('../bench-results/', web), { recursive: true });
writeFileSync(
  new URL('../bench-results/web-bundle.json', web),
  `${JSON.stringify(
    {
      budgetKB: {
        ...KINDS,
        firstTablePageBeyondShell: FIRST_TABLE_BEYOND_SHELL / KB,
        laterRoute: LATER_ROUTE / KB,
      },
      shell: { gzipKB: kB(shellBytes), brotliKB: kB(brotliOf(shellFiles)) },
      routes,
      navigation: {
        firstTablePage: firstTable,
        cachedPair: NAVIGATION_PAIR,
        laterRoute: { page: later[0]?.[0], kB: kB(later[0]?.[1] ?? 0) },
      },
      problems,
      withinBudget: problems.length === 0,
    },
    null,
    2,
  )}\n`,
);
// The manifest served the bench only: the gateway serves dist/ as it is.
rmSync(new URL('.vite/', dist), { recursive: true, force: true });
if (problems.length) {
  const list = problems.map((p) => `\n  ${p}`).join('');
  // `--report`: says so and passes, to look at the figures while working on them.
  if (reportOnly) console.log(`Over budget (reported only):${list}`);
  else {
    console.error(`Over budget:${list}`);
    process.exit(1);
  }
}
