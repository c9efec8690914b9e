import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';

/** The test realm: keycloak-connect fetches `${ISSUER}/protocol/openid-connect/certs` (served by msw). */
export const AUTH_SERVER_URL = 'http://identity.test';
export const ISSUER = `${AUTH_SERVER_URL}/realms/lms`;
export const KEYCLOAK = { authServerUrl: AUTH_SERVER_URL, realm: 'lms', resource: 'lms-gateway' };

export type RealmRole = 'admin' | 'teacher' | 'student' | 'specialize';

/** An RS256 key, its JWKS, and Keycloak-shaped access tokens signed with it. */
export async function createSigner(kid = 'test-key') {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    mint(
      claims: { sub: string; email?: string; roles?: RealmRole[] },
      opts: {
        issuer?: string;
        expiresIn?: string | number;
        typ?: string;
        claims?: Record<string, unknown>;
      } = {},
    ) {
      return new SignJWT({
        typ: opts.typ ?? 'Bearer',
        azp: 'lms-web',
        email: claims.email,
        realm_access: { roles: claims.roles ?? ['student'] },
        ...opts.claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(opts.issuer ?? ISSUER)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '5m')
        .sign(privateKey);
    },
  };
}
export type Signer = Awaited<ReturnType<typeof createSigner>>;
