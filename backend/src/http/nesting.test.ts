import { MAX_NESTING } from '@lms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import type { UserRow } from './auth.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { buildAdmin } from '../test/factories.js';
import { samplePart } from '@lms/domain/questions';

/**
 * Deeply nested JSON (issue 27 item 1): `[[[…]]]` 7,000 levels deep gave a 500 after seconds (a recursive NUL
 * check copying its path at each level). Every route refuses a body nested deeper than MAX_NESTING with a
 * 400 before validation; a body at the bound is validated as any other.
 */
const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
const TOO_DEEP = {
  en: `The request nests lists and objects more than ${MAX_NESTING} levels deep`,
  vi: `Dữ liệu gửi lên lồng nhau quá ${MAX_NESTING} cấp (danh sách, đối tượng)`,
};

let t: TestContext;
let admin: UserRow;
let writes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['post', 'put', 'patch'].includes(m))
      .map((m) => ({
        method: m.toUpperCase(),
        path: path.replace(API_PREFIX, '').replace(/\{[^}]+\}/g, '1'),
      })),
  );
});
afterAll(() => t.close());

const send = (user: UserRow | null, method: string, url: string, payload: string, lang = 'en') =>
  t.api(user, {
    method: method as 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', 'accept-language': lang },
  });

describe('deeply nested JSON bodies', () => {
  it('are a 400 naming the nesting on the public sign-in, in the caller’s language', async () => {
    for (const body of [arrays(7000), objects(7000)]) {
      for (const lang of ['en', 'vi'] as const) {
        const res = await send(null, 'POST', 'accounts/login/', body, lang);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: 400,
          message: lang === 'en' ? 'Invalid input' : expect.any(String),
          errors: { non_field_errors: [TOO_DEEP[lang]] },
        });
      }
    }
    const charset = await t.api(null, {
      method: 'POST',
      url: 'accounts/login/',
      payload: arrays(7000),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(400);
    expect(charset.body.errors).toEqual({ non_field_errors: [TOO_DEEP.en] });
    const signup = await send(null, 'POST', 'accounts/signup/', `{"email":${arrays(7000)}}`);
    expect(signup.status).toBe(400);
    expect(signup.body.errors).toEqual({ non_field_errors: [TOO_DEEP.en] });
  });

  it('are a 400 on every route that takes a body, before any validation', async () => {
    expect(writes.length).toBeGreaterThan(30);
    for (const { method, path } of writes) {
      for (const body of [arrays(7000), objects(7000)]) {
        const res = await send(admin, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body.errors, `${method} ${path}`).toEqual({ non_field_errors: [TOO_DEEP.en] });
      }
    }
  });

  it(`are validated as usual up to ${MAX_NESTING} levels`, async () => {
    const arraysRes = await send(null, 'POST', 'accounts/login/', arrays(MAX_NESTING));
    expect(arraysRes.status).toBe(400);
    expect(arraysRes.body.errors.non_field_errors).not.toContain(TOO_DEEP.en);
    const field = await send(null, 'POST', 'accounts/login/', `{"email":${arrays(MAX_NESTING - 1)}}`);
    expect(field.status).toBe(400);
    expect(Object.keys(field.body.errors)).toContain('email');
    expect(JSON.stringify(field.body)).not.toContain(TOO_DEEP.en);
    // A body at the bound is taken: a question whose part's content nests 32 levels in all.
    const part = samplePart('writing');
    const inPart = (extra: unknown) => ({ ...part, content: { ...part.content, extra } });
    const nested = JSON.parse(objects(MAX_NESTING - 4)) as object;
    const question = await send(
      admin,
      'POST',
      'question/',
      JSON.stringify({
        title: 'Nested',
        question_type: 'writing',
        parts: [inPart(nested)],
      }),
    );
    expect(question.status, JSON.stringify(question.body)).toBe(201);
    const deeper = await send(
      admin,
      'POST',
      'question/',
      JSON.stringify({
        title: 'Nested',
        question_type: 'writing',
        parts: [inPart({ x: nested })],
      }),
    );
    expect(deeper.status).toBe(400);
    expect(deeper.body.errors).toEqual({ non_field_errors: [TOO_DEEP.en] });
  });

  it('names the path of a NUL however deep it is within the bound', async () => {
    const keys = Array.from({ length: MAX_NESTING - 1 }, (_, i) => `k${i}`);
    const body = keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), 'a\u0000b');
    const res = await send(null, 'POST', 'accounts/login/', JSON.stringify({ email: body }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([['email', ...keys].join('.')]);
  });
});
