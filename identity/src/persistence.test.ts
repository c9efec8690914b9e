import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  WEB_REDIRECT,
  authorizeUrl,
  callbackParams,
  decodeJwt,
  refresh,
  signIn,
} from './test/oidc-client.js';
import { seedUser, startTestServer, type TestServer } from './test/server.js';

const started: TestServer[] = [];
afterAll(async () => {
  for (const server of started) await server.close().catch(() => undefined);
  await started[0]?.remove();
});

describe('persistence across a restart', () => {
  it('keeps users, keys, secrets and sessions: a refresh token issued before the restart still works', async () => {
    const first = await startTestServer({ persistent: true });
    started.push(first);
    const user = await seedUser(first, { roles: ['teacher'] });
    const { tokens, browser } = await signIn(first.issuer, user.email!, user.password);
    const certsBefore = await (await fetch(`${first.issuer}/protocol/openid-connect/certs`)).json();
    const secretsBefore = readFileSync(first.clientsFile, 'utf8');
    await first.close();

    // Same port, so the same issuer: tokens name their issuer.
    const second = await startTestServer({
      reuse: { dataDir: first.dataDir, databaseTarget: first.databaseTarget },
      env: { IDENTITY_PORT: String(first.port) },
    });
    started.push(second);
    expect(second.issuer).toBe(first.issuer);
    expect(await (await fetch(`${second.issuer}/protocol/openid-connect/certs`)).json()).toEqual(certsBefore);
    expect(readFileSync(second.clientsFile, 'utf8')).toBe(secretsBefore);

    const refreshed = await refresh(second.issuer, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.access_token as string)).toMatchObject({
      sub: user.id,
      sid: decodeJwt(tokens.access_token).sid,
      realm_access: { roles: ['student', 'teacher'] },
    });

    // The browser's SSO session survived too: a silent authorization succeeds without a login.
    const silent = authorizeUrl(second.issuer, { challenge: 'x'.repeat(43), prompt: 'none' });
    const { url } = await browser.navigate(silent.url, WEB_REDIRECT);
    expect(callbackParams(url).get('code')).toEqual(expect.any(String));

    const again = await signIn(second.issuer, user.email!, user.password);
    expect(again.tokens.access_token).toEqual(expect.any(String));
  });
});
