import { generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { SignJWT, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, signIn, type SignInResult } from './test/oidc-client.js';
import { seedUser, startTestServer, type TestServer } from './test/server.js';

/** keycloak-connect as the gateway uses it: bearer-only, JWKS from /certs, introspection for live checks. */
interface KeycloakConnect {
  grantManager: {
    createGrant(raw: object): Promise<{ access_token: { content: Record<string, unknown> } }>;
    validateAccessToken(token: string): Promise<unknown>;
  };
}
const Keycloak = createRequire(import.meta.url)('keycloak-connect') as new (
  options: object,
  config: object,
) => KeycloakConnect;

let server: TestServer;
let other: TestServer;
let keycloak: KeycloakConnect;
let session: SignInResult;

const gateway = (s: TestServer) =>
  new Keycloak(
    {},
    {
      realm: 'lms',
      'auth-server-url': `http://localhost:${s.port}`,
      resource: 'lms-gateway',
      'bearer-only': true,
      credentials: { secret: s.secrets.clientSecrets['lms-gateway'] },
    },
  );

beforeAll(async () => {
  [server, other] = await Promise.all([startTestServer(), startTestServer()]);
  const user = await seedUser(server, { roles: ['student'] });
  session = await signIn(server.issuer, user.email!, user.password);
  keycloak = gateway(server);
});
afterAll(async () => {
  await Promise.all([server?.close(), other?.close()]);
});

/** Signs claims with the server's own private key (to forge tokens that only differ in one respect). */
async function signWithServerKey(claims: Record<string, unknown>, key: JWK = server.secrets.signingKeys[0]!) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: server.secrets.signingKeys[0]!.kid })
    .sign(await importJWK(key, 'RS256'));
}

const rejection = (token: string) =>
  keycloak.grantManager.createGrant({ access_token: token }).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('keycloak-connect (the gateway) validating our tokens', () => {
  it('accepts a real access token and reads its claims', async () => {
    const grant = await keycloak.grantManager.createGrant({ access_token: session.tokens.access_token });
    expect(grant.access_token.content).toMatchObject({
      iss: server.issuer,
      typ: 'Bearer',
      azp: 'lms-web',
      realm_access: { roles: ['student'] },
    });
  });

  it('rejects a tampered token (claims changed, signature kept)', async () => {
    const [header, , signature] = session.tokens.access_token.split('.');
    const claims = { ...decodeJwt(session.tokens.access_token), realm_access: { roles: ['admin'] } };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(await rejection(forged)).toMatch(/signature/);
  });

  it('rejects an expired token', async () => {
    const claims = decodeJwt(session.tokens.access_token);
    // Relative to when the server issued the session's token: five minutes before that, it had expired.
    const issued = claims.iat as number;
    const expired = await signWithServerKey({ ...claims, iat: issued - 600, exp: issued - 300 });
    expect(await rejection(expired)).toMatch(/expired/);
  });

  it('rejects a token signed by another key under our kid', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT(decodeJwt(session.tokens.access_token))
      .setProtectedHeader({ alg: 'RS256', kid: server.secrets.signingKeys[0]!.kid })
      .sign(privateKey);
    expect(await rejection(forged)).toMatch(/signature/);
  });

  it('rejects a token of another issuer, even one signed with our key', async () => {
    const claims = decodeJwt(session.tokens.access_token);
    const elsewhere = await signWithServerKey({
      ...claims,
      iss: `http://127.0.0.1:${server.port}/realms/lms`,
    });
    expect(await rejection(elsewhere)).toMatch(/wrong ISS/);

    const user = await seedUser(other);
    const foreign = await signIn(other.issuer, user.email!, user.password);
    expect(await rejection(foreign.tokens.access_token)).toMatch(/wrong ISS/);
  });

  it('rejects tokens that are not access tokens (ID and refresh tokens)', async () => {
    expect(await rejection(session.tokens.id_token)).toMatch(/wrong type/);
    expect(await rejection(session.tokens.refresh_token)).toMatch(/wrong type/);
  });

  it('validates live through introspection with the gateway secret', async () => {
    const valid = await keycloak.grantManager.validateAccessToken(session.tokens.access_token);
    expect(valid).toBe(session.tokens.access_token);
    const [header, payload] = session.tokens.access_token.split('.');
    expect(await keycloak.grantManager.validateAccessToken(`${header}.${payload}.AAAA`)).toBe(false);

    const wrongSecret = new Keycloak(
      {},
      {
        realm: 'lms',
        'auth-server-url': `http://localhost:${server.port}`,
        resource: 'lms-gateway',
        'bearer-only': true,
        credentials: { secret: 'not-the-secret' },
      },
    );
    await expect(wrongSecret.grantManager.validateAccessToken(session.tokens.access_token)).rejects.toThrow(
      /401/,
    );
  });
});
