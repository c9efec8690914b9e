import { MAX_NESTING } from '@lms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenRequest } from './test/oidc-client.js';
import { startTestServer, type TestServer } from './test/server.js';

/**
 * Deeply nested JSON (issue 27 item 1): the admin API refuses a body nested deeper than MAX_NESTING with a
 * 400 in Keycloak's shape and the caller's language, before any schema sees it; at the bound, as before.
 */
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
const TOO_DEEP = {
  en: `The request nests lists and objects more than ${MAX_NESTING} levels deep`,
  vi: `Dữ liệu gửi lên lồng nhau quá ${MAX_NESTING} cấp (danh sách, đối tượng)`,
};

let server: TestServer;
let admin: string;
let serviceToken: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = `http://localhost:${server.port}/admin/realms/lms`;
  const res = await tokenRequest(server.issuer, {
    grant_type: 'client_credentials',
    client_id: 'lms-backend',
    client_secret: server.secrets.clientSecrets['lms-backend'],
  });
  serviceToken = res.body.access_token as string;
});
afterAll(() => server?.close());

const send = (method: string, path: string, body: string, lang = 'en', token: string | null = serviceToken) =>
  fetch(`${admin}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });

describe('deeply nested JSON to the admin API', () => {
  it('is a 400 naming the nesting on every write, with or without a token, in the caller’s language', async () => {
    const writes: [string, string][] = [
      ['POST', '/users'],
      ['PUT', '/users/some-id'],
      ['PUT', '/users/some-id/reset-password'],
      ['POST', '/users/some-id/role-mappings/realm'],
    ];
    for (const [method, path] of writes) {
      for (const body of [arrays(7000), objects(7000)]) {
        for (const [lang, token] of [
          ['en', serviceToken],
          ['vi', null],
        ] as const) {
          const res = await send(method, path, body, lang, token);
          expect(res.status, `${method} ${path}`).toBe(400);
          expect(await res.json()).toEqual({ errorMessage: TOO_DEEP[lang] });
        }
      }
    }
  });

  it(`validates a body as usual up to ${MAX_NESTING} levels`, async () => {
    const wrong = await send('POST', '/users', `{"username":${arrays(MAX_NESTING - 1)}}`);
    expect(wrong.status).toBe(400);
    const body = (await wrong.json()) as { field?: string; errorMessage: string };
    expect(body.field).toBe('username');
    expect(body.errorMessage).not.toBe(TOO_DEEP.en);
    // Attributes are a level, each value's list another: 3 in all, far within the bound.
    const created = await send(
      'POST',
      '/users',
      JSON.stringify({
        username: 'nested@example.test',
        email: 'nested@example.test',
        attributes: { a: ['b'] },
      }),
    );
    expect(created.status).toBe(201);
  });
});
