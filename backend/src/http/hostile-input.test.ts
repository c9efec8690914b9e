import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import type { UserRow } from './auth.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { buildAdmin, buildClass, buildTeacher } from '../test/factories.js';

/**
 * Every route of the OpenAPI document, fed names that live on Object.prototype and text holding NUL:
 * the answer is a 4xx with an envelope, never a 5xx (issue 8, findings 5 and 6).
 */
const PROTO_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype'];
const NUL = 'a\u0000b';

interface Operation {
  method: string;
  path: string;
  stringFields: string[];
  queryFields: string[];
}

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[] };

function isStringish(s: JsonSchema | undefined): boolean {
  if (!s) return false;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.includes('string') || (s.anyOf ?? []).some(isStringish);
}

function operations(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body: JsonSchema | undefined = op.requestBody?.content?.['application/json']?.schema;
      const props = body?.properties ?? {};
      out.push({
        method: method.toUpperCase(),
        path,
        stringFields: Object.keys(props).filter((k) => isStringish(props[k])),
        queryFields: ((op.parameters ?? []) as { in: string; name: string }[])
          .filter((p) => p.in === 'query')
          .map((p) => p.name),
      });
    }
  }
  return out;
}

let ctx: TestContext;
let admin: UserRow;
let teacher: UserRow;
let ops: Operation[];
let classId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await buildAdmin(ctx.db);
  teacher = await buildTeacher(ctx.db);
  classId = (await buildClass(ctx.db, {}, { teachers: [teacher] })).id;
  ops = operations(ctx.app.swagger() as never);
  // Signed-in callers exist at the identity provider too (logout and password change reach it).
  for (const user of [admin, teacher]) {
    await ctx.tokenFor(user);
    ctx.identity.accounts.set(user.sub!, { id: user.sub!, email: user.email, enabled: true, sessions: 1 });
  }
});
afterAll(() => ctx.close());

async function call(user: UserRow | null, method: string, url: string, payload?: string) {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (user) headers.authorization = `Bearer ${await ctx.tokenFor(user)}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await ctx.app.inject({ method: method as 'GET', url, headers, payload });
  return { status: res.statusCode, body: res.body };
}

const fill = (path: string) =>
  `${API_PREFIX}${path.replace(API_PREFIX, '').replace(/\{[^}]+\}/g, String(classId))}`;

function expectClientError(what: string, res: { status: number; body: string }) {
  expect(res.status, `${what} -> ${res.status} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.status >= 400) {
    const body = JSON.parse(res.body) as { code: number; message: string };
    expect(body.code).toBe(res.status);
    expect(body.message).toBeTypeOf('string');
    expect(res.body).not.toMatch(/\/work\/|node_modules|at \w+ \(/);
  }
}

describe('hostile input on every route', () => {
  it('covers the whole API', () => {
    expect(ops.length).toBeGreaterThan(30);
  });

  for (const who of ['anonymous', 'admin', 'teacher'] as const) {
    it(`prototype names as body fields and query parameters never give 5xx (${who})`, async () => {
      const user = who === 'admin' ? admin : who === 'teacher' ? teacher : null;
      for (const op of ops) {
        const url = fill(op.path);
        const query = [...PROTO_KEYS, ...op.queryFields].map((k) => `${k}=${PROTO_KEYS[0]}`).join('&');
        const res = await call(user, op.method === 'GET' ? 'GET' : op.method, `${url}?${query}`);
        expectClientError(`${op.method} ${url}?${query}`, res);
        if (op.method === 'GET' || op.method === 'DELETE') continue;
        for (const key of PROTO_KEYS) {
          const payload = `{"${key}":"x","${key}x":{"${key}":1}}`;
          expectClientError(`${op.method} ${url} ${payload}`, await call(user, op.method, url, payload));
        }
        // Prototype names as values of every documented text field, too.
        const values = Object.fromEntries(op.stringFields.map((f) => [f, 'constructor']));
        expectClientError(
          `${op.method} ${url} values`,
          await call(user, op.method, url, JSON.stringify(values)),
        );
      }
    });

    it(`NUL in any text value is a 400 naming the field (${who})`, async () => {
      const user = who === 'admin' ? admin : who === 'teacher' ? teacher : null;
      for (const op of ops) {
        const url = fill(op.path);
        for (const field of op.queryFields) {
          const res = await call(user, 'GET', `${url}?${field}=${encodeURIComponent(NUL)}`);
          if (op.method !== 'GET') continue;
          expectClientError(`GET ${url}?${field}=NUL`, res);
          if (res.status === 400)
            expect(JSON.parse(res.body).errors?.[field], `${url} ${field}`).toBeDefined();
        }
        if (op.method === 'GET' || op.method === 'DELETE' || !op.stringFields.length) continue;
        const payload = JSON.stringify(Object.fromEntries(op.stringFields.map((f) => [f, NUL])));
        const res = await call(user, op.method, url, payload);
        expectClientError(`${op.method} ${url} NUL`, res);
      }
    });
  }

  it('NUL in a body field: 400 with the field named, in the caller language', async () => {
    const res = await ctx.api(admin, {
      method: 'POST',
      url: 'course/',
      payload: { name: `Course ${NUL}` },
      headers: { 'accept-language': 'vi' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toEqual([expect.stringMatching(/ký tự/i)]);
  });

  it('NUL in a path parameter is a 400 or 404, not a 500', async () => {
    const res = await call(admin, 'GET', `${API_PREFIX}/user/${encodeURIComponent(NUL)}/`);
    expect([400, 404]).toContain(res.status);
  });

  it('NUL inside nested values and arrays is refused', async () => {
    const res = await call(
      admin,
      'POST',
      `${API_PREFIX}/user/`,
      JSON.stringify({ email: 'x@example.test', name: 'X', role: 1, address: NUL }),
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).errors.address).toBeDefined();
  });
});
