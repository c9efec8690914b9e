// `npm run bench:marking -w web` (issue 13): "moving to the next submission shows it within 200 ms (prefetched)",
// measured in Debian's chromium on the stack at E2E_BASE_URL (started for the run when none answers), as
// teacher1 of the demo data, whose queue holds submissions waiting for marks.
//   next (prefetched): a submission's marking page is opened and left until its network settles (the page
//     fetches the next one in the queue meanwhile), then the app moves to that next one, as returning the
//     work does (the router's navigation, no page load); timed from the navigation until the next one's
//     marking form shows (no skeleton left, its "Trả bài" button there).
//   other (not prefetched): the same move to a submission the page did not fetch, for contrast.
// Several runs; prints and writes (bench-results/web-marking-next.json) the median and p95 of each.
// Options: `-- --runs 15`, `-- --budget 200` (fails when the prefetched p95 is over it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { arg, BASE_URL, ensureStack, launch, median, percentile, root, signIn } from './stack.mjs';

const RUNS = Number(arg('runs', 15));
const BUDGET = arg('budget', null);
const USER = arg('user', 'teacher1@academy.test');

/** The viewer's queue, oldest first (what MarkAttemptQuery's `queue` reads), through the page's session. */
async function queue(page) {
  return page.evaluate(async () => {
    const { sessionStorage, fetch } = globalThis;
    const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null');
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.token}` },
      body: JSON.stringify({
        query:
          '{ results(filter: { status: WAITING_SCORE }, pageSize: 40) { items { id student { id } assignment { class { id } } } } }',
      }),
    });
    const body = await response.json();
    return body.data.results.items
      .filter((r) => r.student && r.assignment?.class)
      .map((r) => ({
        id: r.id,
        path: `/manageClass/${r.assignment.class.id}/manageClassDetail/${r.student.id}/examResult/${r.id}`,
      }));
  });
}

/** Waits until the marking form of `attemptId` shows; answers performance.now() in the page then. */
async function formShown(page, attemptId) {
  const handle = await page.waitForFunction(
    (id) => {
      const { document, location } = globalThis;
      if (!location.pathname.endsWith(`/examResult/${id}`)) return false;
      if (document.querySelector('.ant-skeleton')) return false;
      const buttons = [...document.querySelectorAll('button')];
      return buttons.some((b) => /Trả bài/.test(b.textContent)) ? performance.now() : false;
    },
    attemptId,
    { polling: 'raf', timeout: 30_000 },
  );
  return handle.jsonValue();
}

/** Moves the app to `to` as the router does (history + popstate), timing until its form shows. */
async function move(page, to) {
  const started = await page.evaluate((target) => {
    const { history, dispatchEvent, PopStateEvent } = globalThis;
    const at = performance.now();
    history.pushState({ usr: null, key: 'bench', idx: 1 }, '', target.path);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return at;
  }, to);
  return Math.round((await formShown(page, to.id)) - started);
}

const stop = await ensureStack();
const browser = await launch();
let status = 0;
try {
  const context = await browser.newContext({ locale: 'vi-VN', viewport: { width: 1280, height: 860 } });
  const first = await signIn(context, USER, '/marking');
  const items = await queue(first);
  if (items.length < 3) throw new Error(`${USER} has ${items.length} submissions waiting; the bench needs 3`);
  await first.close();
  const [head, ...rest] = items;
  const next = [];
  const other = [];
  for (let run = 0; run < RUNS; run++) {
    // The page of a submission other than the oldest: its "next" is the oldest one (the queue's first).
    const current = rest[run % rest.length];
    const unfetched = rest[(run + 1) % rest.length];
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${current.path}`);
    await formShown(page, current.id);
    await page.waitForLoadState('networkidle');
    next.push(await move(page, head));
    // Back on a fresh page for the contrast: a submission this page never fetched.
    await page.goto(`${BASE_URL}${current.path}`);
    await formShown(page, current.id);
    await page.waitForLoadState('networkidle');
    other.push(await move(page, unfetched.id === head.id ? rest[(run + 2) % rest.length] : unfetched));
    await page.close();
  }
  const summary = (values) => ({ median: median(values), p95: percentile(values, 95), runs: values });
  const result = { user: USER, runs: RUNS, prefetchedMs: summary(next), notPrefetchedMs: summary(other) };
  console.log(`Marking: moving to the next submission (${RUNS} runs, ${USER}):`);
  console.log(`  prefetched:     median ${result.prefetchedMs.median} ms, p95 ${result.prefetchedMs.p95} ms`);
  console.log(
    `  not prefetched: median ${result.notPrefetchedMs.median} ms, p95 ${result.notPrefetchedMs.p95} ms`,
  );
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results/web-marking-next.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (BUDGET && result.prefetchedMs.p95 > Number(BUDGET)) {
    console.error(`The prefetched p95 is over the budget of ${BUDGET} ms.`);
    status = 1;
  }
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await browser.close();
  await stop();
}
process.exit(status);
