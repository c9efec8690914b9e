import http from 'node:http';
import { MAX_NESTING } from '@lms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, SIGN_IN_FAILURES } from '../../backend/src/http/rate-limits.js';
import { createHttpApp } from '../../gateway/src/http.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { listen, startRealBackend } from './real-backend.js';

/**
 * The REST pass-through in front of the real backend (issue 27): a client's own X-Forwarded-For no longer
 * reaches the backend, which believes the gateway's, so a new forged address per request does not escape the
 * per-address sign-in limit; and a body nested past the bound is the backend's 400 through the gateway.
 */
describe('the pass-through and the real backend', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<null>>>;
  let gateway: Gateway;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    backend = await startRealBackend(async () => null);
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
    server = http.createServer(createHttpApp(gateway, { backendUrl: backend.backendUrl }));
    base = await listen(server);
  });
  afterAll(async () => {
    server?.close();
    await gateway?.server.stop();
    await backend?.stop();
  });

  const login = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/lms-backend/api/accounts/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body,
    });

  it('refuses a body nested 7,000 deep with the backend’s 400', async () => {
    const response = await login(`${'['.repeat(7000)}${']'.repeat(7000)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'Invalid input',
      errors: {
        non_field_errors: [`The request nests lists and objects more than ${MAX_NESTING} levels deep`],
      },
    });
  });

  it('limits failed sign-ins per address whatever X-Forwarded-For the client sends', async () => {
    // The address is refused at its attempts' limit or its failures' limit, whichever comes first.
    const limit = Math.min(ACCOUNT_LIMITS.signIn.perAddress.points, SIGN_IN_FAILURES.perAddress.points);
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) {
      const response = await login(JSON.stringify({ email: `nobody${i}@example.test`, password: 'wrong' }), {
        'x-forwarded-for': `198.51.100.${i + 1}`,
        forwarded: `for=192.0.2.${i + 1}`,
        'x-real-ip': `203.0.113.${i + 1}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429]);
  });
});
