// The takers of bench/autosave.ts, in a worker thread: each saves one part every 5 s through the gateway
// (first after a random offset), and remembers the last save the gateway acknowledged for each part.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const INTERVAL_MS = 5000;
const SAVE = `mutation ($input: SaveAnswersInput!) {
  saveAnswers(input: $input) { saved { partId seq } errors { field messages } } }`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function take(t, url, until, out) {
  await pause(Math.random() * INTERVAL_MS);
  let seq = 0;
  const last = new Map();
  while (Date.now() < until) {
    const started = Date.now();
    seq++;
    const part = t.parts[seq % t.parts.length];
    const isChoice = part === t.parts[0];
    const value = isChoice ? (seq % 2 ? 'A' : 'B') : `answer ${seq} of ${t.attemptId}`;
    const answer = isChoice
      ? { choice: { choices: [value] } }
      : { textEntry: { blanks: [{ id: '1', value }] } };
    const t0 = performance.now();
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t.token}` },
        body: JSON.stringify({
          query: SAVE,
          variables: {
            input: { attemptId: String(t.attemptId), answers: [{ partId: String(part), seq, answer }] },
          },
        }),
      });
      const body = await res.json();
      out.latencies.push(performance.now() - t0);
      const payload = body.data?.saveAnswers;
      if (!res.ok || body.errors || !payload || payload.errors.length || payload.saved[0]?.seq !== seq) {
        out.errors.push(JSON.stringify(body.errors ?? payload?.errors ?? res.status).slice(0, 200));
      } else last.set(part, { attemptId: t.attemptId, part, seq, value });
    } catch (error) {
      out.latencies.push(performance.now() - t0);
      out.errors.push(String(error).slice(0, 200));
    }
    await pause(Math.max(0, started + INTERVAL_MS - Date.now()));
  }
  out.acks.push(...last.values());
}

const { list, url, until } = workerData;
const out = { latencies: [], errors: [], acks: [] };
await Promise.all(list.map((t) => take(t, url, until, out)));
parentPort.postMessage(out);
