import { HeaderMap } from '@apollo/server';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const SIGN_UP = /* GraphQL */ `
  mutation ($input: SignUpInput!) {
    signUp(input: $input) {
      message
      errors {
        field
        messages
      }
    }
  }
`;
const REQUEST_RESET = /* GraphQL */ `
  mutation ($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      errors {
        field
        messages
      }
    }
  }
`;
const VERIFY_CODE = /* GraphQL */ `
  query ($code: String!) {
    verifyResetCode(code: $code) {
      message
      errors {
        field
        messages
      }
    }
  }
`;
const RESET = /* GraphQL */ `
  mutation ($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
      errors {
        field
        messages
      }
    }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation ($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
      errors {
        field
        messages
      }
    }
  }
`;

const invalid = (errors: Record<string, string[]>, status = 400) =>
  HttpResponse.json({ code: status, message: 'Invalid input', errors }, { status });

/** What the backend received: body, token and language. */
interface Received {
  body: unknown;
  authorization: string | null;
  language: string | null;
  url: URL;
}
const receive = async (request: Request): Promise<Received> => ({
  body: request.method === 'GET' ? null : await request.json(),
  authorization: request.headers.get('authorization'),
  language: request.headers.get('accept-language'),
  url: new URL(request.url),
});

describe('account actions', () => {
  let t: TestGateway;
  const user = buildUser();
  beforeAll(async () => {
    t = await createTestGateway();
    t.world.users.push(user);
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('signs up anonymously with the REST field names', async () => {
    let got: Received | undefined;
    t.server.use(
      http.post(`${BACKEND}/accounts/signup/`, async ({ request }) => {
        got = await receive(request);
        return HttpResponse.json(
          { email: 'an@x.vn', first_name: 'An', last_name: 'Nguyễn' },
          { status: 201 },
        );
      }),
    );
    const input = {
      email: 'an@x.vn',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      firstName: 'An',
      lastName: 'Nguyễn',
    };
    const { status, body } = await t.execute(SIGN_UP, { variables: { input } });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { signUp: { message: null, errors: [] } } });
    expect(got).toMatchObject({
      body: {
        email: 'an@x.vn',
        password: 'abc12345',
        confirm_password: 'abc12345',
        first_name: 'An',
        last_name: 'Nguyễn',
      },
      authorization: null,
      language: 'en',
    });
  });

  it('passes the IELTS candidate mark of a sign-up from the IELTS page (issue 30 point 1)', async () => {
    let got: Received | undefined;
    t.server.use(
      http.post(`${BACKEND}/accounts/signup/`, async ({ request }) => {
        got = await receive(request);
        return HttpResponse.json({ email: 'thi@x.vn', first_name: '', last_name: '' }, { status: 201 });
      }),
    );
    const input = {
      email: 'thi@x.vn',
      password: 'abc12345',
      firstName: '',
      lastName: '',
      ieltsCandidate: true,
    };
    const { body } = await t.execute(SIGN_UP, { variables: { input } });
    expect(body).toEqual({ data: { signUp: { message: null, errors: [] } } });
    expect(got).toMatchObject({ body: { email: 'thi@x.vn', ielts_candidate: true }, authorization: null });
  });

  it('reports a taken e-mail and a short password under their fields', async () => {
    t.server.use(
      http.post(`${BACKEND}/accounts/signup/`, () =>
        invalid({ email: ['This e-mail is already registered'] }, 409),
      ),
    );
    const input = { email: 'an@x.vn', password: 'abc12345', firstName: 'An', lastName: 'Nguyễn' };
    const taken = await t.execute(SIGN_UP, { variables: { input } });
    expect(taken.body.data.signUp.errors).toEqual([
      { field: 'email', messages: ['This e-mail is already registered'] },
    ]);

    t.server.use(
      http.post(`${BACKEND}/accounts/signup/`, () =>
        invalid({
          password: ['At least 8 characters'],
          confirm_password: ['Passwords do not match'],
        }),
      ),
    );
    const short = await t.execute(SIGN_UP, { variables: { input } });
    expect(short.body.data.signUp).toEqual({
      message: null,
      errors: [
        { field: 'password', messages: ['At least 8 characters'] },
        { field: 'confirmPassword', messages: ['Passwords do not match'] },
      ],
    });
  });

  it("asks for a reset code anonymously and answers the backend's message", async () => {
    let got: Received | undefined;
    t.server.use(
      http.post(`${BACKEND}/accounts/password/reset/`, async ({ request }) => {
        got = await receive(request);
        return HttpResponse.json({ email: 'an@x.vn', message: 'Check your e-mail' }, { status: 201 });
      }),
    );
    const { body } = await t.execute(REQUEST_RESET, { variables: { input: { email: 'an@x.vn' } } });
    expect(body).toEqual({ data: { requestPasswordReset: { message: 'Check your e-mail', errors: [] } } });
    expect(got).toMatchObject({ body: { email: 'an@x.vn' }, authorization: null, language: 'en' });

    t.server.use(
      http.post(`${BACKEND}/accounts/password/reset/`, () => invalid({ email: ['Enter a valid e-mail'] })),
    );
    const wrong = await t.execute(REQUEST_RESET, { variables: { input: { email: 'an' } } });
    expect(wrong.body.data.requestPasswordReset.errors).toEqual([
      { field: 'email', messages: ['Enter a valid e-mail'] },
    ]);
  });

  it('checks a reset code anonymously, a wrong one under `code`', async () => {
    let got: Received | undefined;
    t.server.use(
      http.get(`${BACKEND}/accounts/password/reset/verify/`, async ({ request }) => {
        got = await receive(request);
        return got.url.searchParams.get('code') === 'good'
          ? HttpResponse.json({ success: 'OK' })
          : invalid({ code: ['This code is invalid or has expired'] });
      }),
    );
    const good = await t.execute(VERIFY_CODE, { variables: { code: 'good' } });
    expect(good.body).toEqual({ data: { verifyResetCode: { message: 'OK', errors: [] } } });
    expect(got?.authorization).toBeNull();
    const bad = await t.execute(VERIFY_CODE, { variables: { code: 'old' } });
    expect(bad.body.data.verifyResetCode.errors).toEqual([
      { field: 'code', messages: ['This code is invalid or has expired'] },
    ]);
  });

  it('sets a new password with a code anonymously, mistakes under their fields', async () => {
    let got: Received | undefined;
    t.server.use(
      http.post(`${BACKEND}/accounts/password/reset/verified/`, async ({ request }) => {
        got = await receive(request);
        return HttpResponse.json({ success: 'Your password has been reset' });
      }),
    );
    const input = { code: 'good', password: 'abc12345', confirmPassword: 'abc12345' };
    const { body } = await t.execute(RESET, { variables: { input } });
    expect(body).toEqual({
      data: { resetPassword: { message: 'Your password has been reset', errors: [] } },
    });
    expect(got).toMatchObject({
      body: { code: 'good', password: 'abc12345', confirm_password: 'abc12345' },
      authorization: null,
    });

    t.server.use(
      http.post(`${BACKEND}/accounts/password/reset/verified/`, () =>
        invalid({
          code: ['This code is invalid or has expired'],
          confirm_password: ['Passwords do not match'],
        }),
      ),
    );
    const wrong = await t.execute(RESET, { variables: { input: { ...input, confirmPassword: 'x' } } });
    expect(wrong.body.data.resetPassword.errors).toEqual([
      { field: 'code', messages: ['This code is invalid or has expired'] },
      { field: 'confirmPassword', messages: ['Passwords do not match'] },
    ]);
  });

  it("changes the signed-in user's password with their token", async () => {
    let got: Received | undefined;
    t.server.use(
      http.post(`${BACKEND}/accounts/password/change/`, async ({ request }) => {
        got = await receive(request);
        return HttpResponse.json({ success: 'Your password has been changed' });
      }),
    );
    const input = { currentPassword: 'old12345', password: 'abc12345', confirmPassword: 'abc12345' };
    const { body } = await t.execute(CHANGE, { as: user, variables: { input } });
    expect(body).toEqual({
      data: { changePassword: { message: 'Your password has been changed', errors: [] } },
    });
    expect(got?.body).toEqual({
      current_password: 'old12345',
      password: 'abc12345',
      confirm_password: 'abc12345',
    });
    expect(got?.authorization).toMatch(/^Bearer /);

    t.server.use(
      http.post(`${BACKEND}/accounts/password/change/`, () =>
        invalid({ password: ['Letters and digits only'] }),
      ),
    );
    const wrong = await t.execute(CHANGE, { as: user, variables: { input } });
    expect(wrong.body.data.changePassword.errors).toEqual([
      { field: 'password', messages: ['Letters and digits only'] },
    ]);
    // A wrong current password: the backend's 400 on current_password becomes the typed field error.
    t.server.use(
      http.post(`${BACKEND}/accounts/password/change/`, () =>
        invalid({ current_password: ['Mật khẩu hiện tại không đúng'] }),
      ),
    );
    const refused = await t.execute(CHANGE, { as: user, variables: { input } });
    expect(refused.body.data.changePassword).toEqual({
      message: null,
      errors: [{ field: 'currentPassword', messages: ['Mật khẩu hiện tại không đúng'] }],
    });
  });

  it('refuses a password change without a token, before any REST call', async () => {
    t.resetCalls();
    const { body } = await t.execute(CHANGE, {
      variables: {
        input: { currentPassword: 'old12345', password: 'abc12345', confirmPassword: 'abc12345' },
      },
    });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(t.calls).toEqual([]);
  });

  it('refuses a public action with a forged token: 401, no REST call', async () => {
    t.resetCalls();
    const { status, body } = await t.execute(REQUEST_RESET, {
      authorization: 'Bearer not.a.jwt',
      variables: { input: { email: 'an@x.vn' } },
    });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(t.calls).toEqual([]);
  });

  it('keeps a backend outage a GraphQL error, not a field error', async () => {
    t.server.use(
      http.post(`${BACKEND}/accounts/password/reset/`, () =>
        HttpResponse.json({ code: 503, message: 'down' }, { status: 503 }),
      ),
    );
    const { body } = await t.execute(REQUEST_RESET, { variables: { input: { email: 'an@x.vn' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it("tells a rate-limited caller TOO_MANY_REQUESTS with the wait, and sends the backend the caller's address", async () => {
    const seen: (string | null)[] = [];
    t.server.use(
      http.post(`${BACKEND}/accounts/password/reset/`, ({ request }) => {
        seen.push(request.headers.get('x-forwarded-for'));
        return HttpResponse.json(
          { code: 429, message: 'Too many attempts; please wait a little and try again' },
          { status: 429, headers: { 'retry-after': '42' } },
        );
      }),
    );
    const response = await t.gateway.server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'POST',
        headers: new HeaderMap([['content-type', 'application/json']]),
        search: '',
        body: { query: REQUEST_RESET, variables: { input: { email: 'an@x.vn' } } },
      },
      context: () => t.gateway.context({ acceptLanguage: 'en', clientAddress: '203.0.113.77' }),
    });
    const body = JSON.parse(response.body.kind === 'complete' ? response.body.string : '{}') as {
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
    expect(body.errors?.[0]).toMatchObject({
      message: 'Too many attempts; please wait a little and try again',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 42 },
    });
    expect(seen).toEqual(['203.0.113.77']);
  });
});
