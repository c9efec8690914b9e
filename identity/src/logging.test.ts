import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refresh, signIn, tokenRequest, openLoginPage } from './test/oidc-client.js';
import { seedUser, startTestServer, type TestServer } from './test/server.js';

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(
      (...args: unknown[]) => void lines.push(args.map(String).join(' ')),
    );
  }
  server = await startTestServer({ env: { IDENTITY_LOG_LEVEL: 'debug' } });
});
afterAll(async () => {
  await server?.close();
  vi.restoreAllMocks();
});

describe('logs', () => {
  it('record sign-ins and admin changes but never a password, token, code or secret', async () => {
    const user = await seedUser(server, { password: 'VerySecret42' });
    const page = await openLoginPage(server.issuer);
    await page.browser.submitForm(page.url, page.html, { username: user.email!, password: 'WrongGuess99' });
    const { tokens, code } = await signIn(server.issuer, user.email!, 'VerySecret42');
    const refreshed = await refresh(server.issuer, tokens.refresh_token);
    const backendSecret = server.secrets.clientSecrets['lms-backend'];
    const service = await tokenRequest(server.issuer, {
      grant_type: 'client_credentials',
      client_id: 'lms-backend',
      client_secret: backendSecret,
    });
    await tokenRequest(server.issuer, {
      grant_type: 'password',
      client_id: 'lms-backend',
      client_secret: backendSecret,
      username: user.email!,
      password: 'GrantWrong33',
    });
    const admin = `http://localhost:${server.port}/admin/realms/lms`;
    await fetch(`${admin}/users/${user.id}/reset-password`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${String(service.body.access_token)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ type: 'password', value: 'AdminChosen77', temporary: false }),
    });
    await fetch(`${admin}/users`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${String(service.body.access_token)}`,
        'content-type': 'application/json',
      },
      body: '{"username": "x", "credentials": [{"value": "BrokenJson55"',
    });

    const output = lines.join('\n');
    expect(output).toContain('sign-in refused');
    expect(output).toContain('admin: password set');
    expect(output).toContain('password grant');
    for (const secret of [
      'VerySecret42',
      'WrongGuess99',
      'AdminChosen77',
      'BrokenJson55',
      'GrantWrong33',
      code,
      tokens.access_token,
      tokens.refresh_token,
      tokens.id_token,
      String(refreshed.body.access_token),
      String(service.body.access_token),
      backendSecret,
      server.secrets.clientSecrets['lms-gateway'],
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
