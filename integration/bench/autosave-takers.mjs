// The takers of bench/autosave.ts, in their own process (forked, told what to do by one message): each saves one part every 5 s through the gateway
// (first after a random offset), and remembers the last save the gateway acknowledged for each part.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { SAVE, saveVariables } from './autosave-save.mjs';

const INTERVAL_MS = 5000;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// node:http with kept-alive connections, not fetch: the load generator shares the machine with what it
// measures, and fetch cost it 3 to 4 times the CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** POSTs JSON; resolves to the status and parsed body. */
function post(url, token, payload) {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
    request.end(body);
  });
}

async function take(t, url, until, out) {
  await pause(Math.random() * INTERVAL_MS);
  let seq = 0;
  const last = new Map();
  while (Date.now() < until) {
    const started = Date.now();
    seq++;
    const part = t.parts[seq % t.parts.length];
    const isChoice = part === t.parts[0];
    const value = isChoice ? t.choices[seq % 2] : `answer ${seq} of ${t.attemptId}`;
    const t0 = performance.now();
    try {
      const { status, body } = await post(url, t.token, {
        query: SAVE,
        variables: saveVariables(t.attemptId, part, seq, value, isChoice),
      });
      out.latencies.push(performance.now() - t0);
      out.startedAt.push(started);
      const payload = body.data?.saveAnswers;
      if (
        status !== 200 ||
        body.errors ||
        !payload ||
        payload.errors.length ||
        payload.saved[0]?.seq !== seq
      ) {
        out.errors.push(JSON.stringify(body.errors ?? payload?.errors ?? status).slice(0, 200));
      } else last.set(part, { attemptId: t.attemptId, part, seq, value });
    } catch (error) {
      out.latencies.push(performance.now() - t0);
      out.startedAt.push(started);
      out.errors.push(String(error).slice(0, 200));
    }
    await pause(Math.max(0, started + INTERVAL_MS - Date.now()));
  }
  out.acks.push(...last.values());
}

process.once('message', async ({ list, url, until }) => {
  const out = { latencies: [], startedAt: [], errors: [], acks: [] };
  await Promise.all(list.map((t) => take(t, url, until, out)));
  process.send(out);
});
