import { SignJWT, exportJWK, generateKeyPair, createLocalJWKSet, type JWTPayload } from 'jose';

export const TEST_ISSUER = 'http://localhost:8080/realms/lms';

/** An RS256 key pair and a JWKS for it, standing in for the identity provider in tests. */
export async function createTestSigner(issuer = TEST_ISSUER) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });

  /** A Keycloak-shaped access token. */
  async function mint(claims: JWTPayload & { sub: string }, opts: { expiresIn?: string; iss?: string } = {}) {
    return new SignJWT({ typ: 'Bearer', azp: 'lms-web', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.iss ?? issuer)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign(privateKey);
  }
  return { keys, mint, issuer };
}
