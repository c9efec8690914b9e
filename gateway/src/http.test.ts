import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_NESTING } from '@lms/domain';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYCLOAK } from '../test/tokens.js';
import { createHttpApp } from './http.js';
import { createGateway, type Gateway } from './server.js';

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the gateway over HTTP', () => {
  let base: string;
  const servers: Server[] = [];
  let gateway: Gateway;
  const seenByBackend: { method?: string; url?: string; auth?: string; offset?: string; body: string }[] = [];
  const headersAtBackend: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    // A stand-in backend for the pass-through: echoes what it received.
    const backend = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const offset = req.headers['upload-offset'] as string | undefined;
        headersAtBackend.push(req.headers);
        seenByBackend.push({
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          ...(offset ? { offset } : {}),
          body,
        });
        res.writeHead(201, { 'content-type': 'image/png', 'x-upstream': 'yes' }).end('PNGDATA');
      });
    });
    servers.push(backend);
    const backendUrl = await listen(backend);
    gateway = await createGateway({
      restBaseUrl: `${backendUrl}/lms-backend/api`,
      keycloak: KEYCLOAK,
      // Stands in for keycloak-connect (tested in auth.test.ts): 'access' is an access token, anything else not.
      verifyToken: async (token) =>
        token === 'access' ? { sub: 's', role: 1, roles: [1], email: undefined, token } : null,
    });
    const app = http.createServer(createHttpApp(gateway, { backendUrl }));
    servers.push(app);
    base = await listen(app);
  });
  afterAll(async () => {
    servers.forEach((s) => s.close());
    await gateway?.server.stop();
  });

  it('passes every MUST of the GraphQL-over-HTTP audit', async () => {
    const results = await Promise.all(serverAudits({ url: `${base}/graphql` }).map((audit) => audit.fn()));
    const failures = results.filter((r) => r.status === 'error').map((r) => `${r.id} ${r.name}`);
    expect(failures).toEqual([]);
  });

  it('blocks simple requests a browser could send cross-site (CSRF)', async () => {
    const post = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(400);
    const get = await fetch(`${base}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(400);
    const preflighted = await fetch(`${base}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await preflighted.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename } # ${'x'.repeat(200_000)}` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('answers invalid JSON with 400 and no stack trace', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toMatch(/at .*\.js/);
  });

  it('serves the health check and Apollo Sandbox in development', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const page = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('EmbeddedSandbox');
  });

  it('passes uploads and media through to the backend, token and body included', async () => {
    const response = await fetch(`${base}/lms-backend/api/upload/?kind=img`, {
      method: 'POST',
      headers: { authorization: 'Bearer access', 'content-type': 'application/octet-stream' },
      body: 'file-bytes',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.text()).toBe('PNGDATA');
    expect(seenByBackend.at(-1)).toEqual({
      method: 'POST',
      url: '/lms-backend/api/upload/?kind=img',
      auth: 'Bearer access',
      body: 'file-bytes',
    });
  });

  it('passes a calendar feed through with no token, as calendar apps fetch it (issue 31 point 4)', async () => {
    const response = await fetch(`${base}/lms-backend/api/calendar/${'A'.repeat(43)}.ics`);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(seenByBackend.at(-1)).toEqual({
      method: 'GET',
      url: `/lms-backend/api/calendar/${'A'.repeat(43)}.ics`,
      auth: undefined,
      body: '',
    });
  });

  it('passes the chunks of a resumable upload through, with their offset header', async () => {
    const response = await fetch(`${base}/lms-backend/api/upload/sessions/5f0c/`, {
      method: 'PATCH',
      headers: {
        authorization: 'Bearer access',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '262144',
      },
      body: 'chunk-bytes',
    });
    expect(response.status).toBe(201);
    expect(seenByBackend.at(-1)).toEqual({
      method: 'PATCH',
      url: '/lms-backend/api/upload/sessions/5f0c/',
      auth: 'Bearer access',
      offset: '262144',
      body: 'chunk-bytes',
    });
  });

  it('sends the backend the address it saw, never the client’s own forwarding headers', async () => {
    const response = await fetch(`${base}/lms-backend/api/accounts/login/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.9',
        forwarded: 'for=203.0.113.10',
        'x-real-ip': '203.0.113.11',
        'x-forwarded-host': 'evil.test',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ email: 'a@example.test', password: 'x' }),
    });
    expect(response.status).toBe(201);
    const seen = headersAtBackend.at(-1)!;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    for (const forged of ['forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'])
      expect(seen[forged], forged).toBeUndefined();
    expect(seen['content-type']).toBe('application/json');
  });

  describe('deeply nested JSON (issue 27)', () => {
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const objects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
    const TOO_DEEP = {
      en: `The request nests lists and objects more than ${MAX_NESTING} levels deep`,
      vi: `Dữ liệu gửi lên lồng nhau quá ${MAX_NESTING} cấp (danh sách, đối tượng)`,
    };
    const refusal = (lang: 'en' | 'vi') => ({
      errors: [
        {
          message: TOO_DEEP[lang],
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: null, messages: [TOO_DEEP[lang]] }] },
        },
      ],
    });
    const post = (body: string, lang = 'en') =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        body,
      });
    const QUERY = 'query Q($x: String!) { __type(name: $x) { name } }';

    it('refuses a body nested 7,000 deep with 400, in the caller’s language', async () => {
      for (const body of [arrays(7000), objects(7000)]) {
        for (const lang of ['en', 'vi'] as const) {
          const response = await post(body, lang);
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual(refusal(lang));
        }
      }
    });

    it('refuses variables nested 7,000 deep in a POST, and as deep as a URL takes in a GET', async () => {
      for (const [x, short] of [
        [arrays(7000), arrays(2000)],
        [objects(7000), objects(1000)],
      ] as const) {
        const response = await post(`{"query":${JSON.stringify(QUERY)},"variables":{"x":${x}}}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(refusal('en'));
        const get = await fetch(
          `${base}/graphql?query=${encodeURIComponent(QUERY)}&variables=${encodeURIComponent(`{"x":${short}}`)}`,
          { headers: { 'apollo-require-preflight': 'true', 'accept-language': 'vi' } },
        );
        expect(get.status).toBe(400);
        expect(await get.json()).toEqual(refusal('vi'));
      }
    });

    it(`validates variables as usual up to ${MAX_NESTING} levels`, async () => {
      // The body, its variables, then 30 levels: 32 in all.
      const response = await post(`{"query":${JSON.stringify(QUERY)},"variables":{"x":${arrays(30)}}}`);
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(response.status).toBe(400);
      expect(body.errors[0]!.message).toMatch(/^Variable "\$x" got invalid value/);
      expect(body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
      const fine = await post(JSON.stringify({ query: QUERY, variables: { x: 'Query' } }));
      expect(await fine.json()).toEqual({ data: { __type: { name: 'Query' } } });
      const get = await fetch(
        `${base}/graphql?query=${encodeURIComponent(QUERY)}&variables=${encodeURIComponent(`{"x":${arrays(30)}}`)}`,
        { headers: { 'apollo-require-preflight': 'true' } },
      );
      expect(get.status).toBe(400);
      expect(JSON.stringify(await get.json())).toMatch(/got invalid value/);
    });
  });

  it('refuses an ID token or any token that fails verification before it reaches the backend', async () => {
    const before = seenByBackend.length;
    for (const authorization of ['Bearer an-id-token', 'Bearer', 'Basic abc']) {
      const response = await fetch(`${base}/lms-backend/api/accounts/password/change/`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'Moi2026abcd', confirm_password: 'Moi2026abcd' }),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(seenByBackend.length).toBe(before);
  });

  it('sheds load past its bound with 503, Retry-After and a GraphQL-shaped error', async () => {
    const slow = http.createServer(
      createHttpApp(gateway, { backendUrl: 'http://127.0.0.1:9', maxInFlight: 0 }),
    );
    servers.push(slow);
    const url = await listen(slow);
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'The server is busy; please try again in a moment',
          extensions: { code: 'SERVER_BUSY', retryAfter: 1 },
        },
      ],
    });
  });
});
