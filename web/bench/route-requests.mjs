// `node web/bench/route-requests.mjs` (under `flock /tmp/e2e.lock`): what a cold new tab of a signed-in user
// asks for before a page shows (issue 29 point 1): how many requests, how many of them the build's JavaScript,
// when the last of the page's chunks was asked for, how many bytes came over the wire, and when the content
// showed, all in milliseconds from the navigation's start, in Debian's chromium. Per network profile:
//   none: this machine's loopback, as fast as it goes;
//   fast: 70 ms round trip, 9 Mbit/s down, 2 Mbit/s up;
//   slow: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Chromium's network emulation).
// The identity server's SSO cookie is in the context (the user signed in earlier), the HTTP cache is empty.
// Uses the stack at E2E_BASE_URL (default http://localhost:4000) when it answers; otherwise builds the web and
// starts the stack for the run. Options: `-- --runs 5`, `-- --path /manageClass`, `-- --user teacher1@academy.test`,
// `-- --profiles none,fast,slow`,
// `-- --chunk <regexp of the page chunk's address>`. Prints the medians and writes bench-results/route-requests.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { arg, BASE_URL, ensureStack, launch, median, root, signIn } from './stack.mjs';

const RUNS = Number(arg('runs', 5));
const PATH = arg('path', '/manageClass');
const USER = arg('user', 'teacher1@academy.test');
/** The route's own chunks (its lazy page, antd's theme), whose requests the early start moves forward. */
const CHUNK = new RegExp(arg('chunk', '/assets/(?:ClassListRoute|antdTheme)-[^/]+\\.js$'));

/**
 * The chunks `entries` import statically, themselves included, read from the built files the gateway serves
 * (`import{…}from"./x.js"`, `import"./x.js"`; a dynamic `import("./x.js")` is not followed): what the route
 * needs before it renders, which Vite's modulepreload asks for with the page's chunk.
 */
const graphs = new Map();
async function staticGraph(entries) {
  const key = [...entries].sort().join(' ');
  if (graphs.has(key)) return graphs.get(key);
  const seen = new Set(entries);
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift();
    const code = await (await fetch(url)).text();
    for (const [, file] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
      const next = new URL(file, url).href;
      if (!seen.has(next)) (seen.add(next), queue.push(next));
    }
  }
  graphs.set(key, seen);
  return seen;
}
const PROFILES = {
  none: null,
  fast: { offline: false, latency: 70, downloadThroughput: 1_125_000, uploadThroughput: 250_000 },
  slow: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
};
const profiles = arg('profiles', 'none,fast,slow').split(',');

/** One cold visit of PATH in a new tab: the page's content is a table row, or a heading, with no spinner left. */
async function visit(context, profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  if (PROFILES[profile]) await cdp.send('Network.emulateNetworkConditions', PROFILES[profile]);
  let wireBytes = 0;
  cdp.on('Network.loadingFinished', (event) => (wireBytes += event.encodedDataLength));
  const encodings = new Map();
  cdp.on('Network.responseReceived', ({ response }) => {
    const encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none';
    if (/\/assets\/.+\.js$/.test(new URL(response.url).pathname))
      encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
  });
  await page.goto(`${BASE_URL}${PATH}`);
  const handle = await page.waitForFunction(
    // Runs in the page: its `document` and `performance`, not Node's.
    () => {
      const { document } = globalThis;
      const shown = document.querySelector('.ant-table-row, main h1');
      if (!shown || document.querySelector('[aria-busy="true"]')) return false;
      return performance.now();
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const contentMs = await handle.jsonValue();
  // Settle: whatever the page asks for right after its content is not counted.
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: e.responseEnd })),
  );
  await page.close();
  const before = entries.filter((e) => e.startTime <= contentMs);
  const scripts = before.filter((e) => /\/assets\/.+\.js$/.test(new URL(e.name).pathname));
  const pageChunks = scripts.filter((e) => CHUNK.test(e.name));
  const graph = await staticGraph(pageChunks.map((e) => e.name));
  const ofGraph = scripts.filter((e) => graph.has(e.name));
  return {
    requests: before.length + 1, // and the page itself
    scripts: scripts.length,
    pageChunkRequestedMs: Math.round(Math.min(...pageChunks.map((e) => e.startTime))),
    pageGraph: ofGraph.length,
    pageGraphRequestedMs: Math.round(Math.max(...ofGraph.map((e) => e.startTime))),
    pageGraphLoadedMs: Math.round(Math.max(...ofGraph.map((e) => e.responseEnd))),
    lastScriptRequestedMs: Math.round(Math.max(0, ...scripts.map((e) => e.startTime))),
    lastScriptLoadedMs: Math.round(Math.max(0, ...scripts.map((e) => e.responseEnd))),
    contentMs: Math.round(contentMs),
    wireKB: Math.round(wireBytes / 1024),
    scriptEncodings: Object.fromEntries(encodings),
  };
}

const stop = await ensureStack();
const browser = await launch();
let status = 0;
try {
  const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 860 } });
  const signedIn = await signIn(context, USER, '/dashboard');
  await signedIn.close();
  const result = { path: PATH, user: USER, runs: RUNS, profiles: {} };
  for (const profile of profiles) {
    const visits = [];
    for (let run = 0; run < RUNS; run++) visits.push(await visit(context, profile));
    const of = (key) => ({ median: median(visits.map((v) => v[key])), runs: visits.map((v) => v[key]) });
    result.profiles[profile] = {
      requests: of('requests'),
      scripts: of('scripts'),
      pageChunkRequestedMs: of('pageChunkRequestedMs'),
      pageGraph: of('pageGraph'),
      pageGraphRequestedMs: of('pageGraphRequestedMs'),
      pageGraphLoadedMs: of('pageGraphLoadedMs'),
      lastScriptRequestedMs: of('lastScriptRequestedMs'),
      lastScriptLoadedMs: of('lastScriptLoadedMs'),
      contentMs: of('contentMs'),
      wireKB: of('wireKB'),
      scriptEncodings: visits[0].scriptEncodings,
    };
    const p = result.profiles[profile];
    console.log(
      `${PATH} cold, profile ${profile} (${RUNS} runs, medians): ${p.requests.median} requests, ` +
        `${p.scripts.median} scripts, page chunk asked at ${p.pageChunkRequestedMs.median} ms, its ${p.pageGraph.median} chunks all asked at ${p.pageGraphRequestedMs.median} ms and in at ${p.pageGraphLoadedMs.median} ms, last script asked at ${p.lastScriptRequestedMs.median} ms and in at ` +
        `${p.lastScriptLoadedMs.median} ms, content at ${p.contentMs.median} ms, ${p.wireKB.median} kB on the wire ` +
        `(scripts' encodings ${JSON.stringify(p.scriptEncodings)})`,
    );
    console.log(
      `  content at [${p.contentMs.runs.join(', ')}] ms; page's chunks all asked at [${p.pageGraphRequestedMs.runs.join(', ')}] ms`,
    );
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results/route-requests.json'), `${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await browser.close();
  await stop();
}
process.exit(status);
