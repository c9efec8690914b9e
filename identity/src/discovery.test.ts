import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/server.js';

let server: TestServer;
let issuer: string;

beforeAll(async () => {
  server = await startTestServer();
  issuer = `http://localhost:${server.port}/realms/lms`;
});
afterAll(() => server?.close());

describe('discovery and keys at Keycloak paths', () => {
  it('serves the OpenID configuration with the exact issuer and Keycloak endpoint paths', async () => {
    expect(server.issuer).toBe(issuer);
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      introspection_endpoint: `${issuer}/protocol/openid-connect/token/introspect`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'phone']));
    expect(doc.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials', 'password']),
    );
  });

  it('publishes the public RS256 signing key with a kid, and nothing private', async () => {
    const res = await fetch(`${issuer}/protocol/openid-connect/certs`);
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(keys[0]!.kid).toEqual(expect.any(String));
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(keys[0]).not.toHaveProperty(secret);
  });

  it('serves the realm document with its public key, as Keycloak does', async () => {
    const res = await fetch(issuer);
    expect(res.status).toBe(200);
    const realm = (await res.json()) as Record<string, unknown>;
    expect(realm).toMatchObject({ realm: 'lms', 'token-service': `${issuer}/protocol/openid-connect` });
    expect(realm.public_key).toMatch(/^MII[A-Za-z0-9+/=]+$/);
  });

  it('knows only its own realm', async () => {
    const res = await fetch(`http://localhost:${server.port}/realms/other/.well-known/openid-configuration`);
    expect(res.status).toBe(404);
  });

  it('writes the client secrets for the other services in development', () => {
    const clients = JSON.parse(readFileSync(server.clientsFile, 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    expect(clients['lms-backend']).toMatchObject({
      secret: server.secrets.clientSecrets['lms-backend'],
      realm: 'lms',
      'auth-server-url': `http://localhost:${server.port}`,
    });
    expect(clients['lms-gateway']).toMatchObject({
      'bearer-only': true,
      credentials: { secret: server.secrets.clientSecrets['lms-gateway'] },
    });
    expect(clients['lms-web']).not.toHaveProperty('secret');
  });
});
