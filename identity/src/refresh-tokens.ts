import { randomUUID } from 'node:crypto';
import { compactVerify, SignJWT } from 'jose';

/**
 * oidc-provider's refresh tokens are opaque; keycloak-js decodes the refresh token as a JWT
 * (`refreshTokenParsed`). Like Keycloak, we hand out an HS512-signed JWT (`typ: Refresh`) that carries
 * the opaque token in its `rt` claim; the adapter unwraps it whenever oidc-provider looks a token up.
 * The opaque value inside stays the credential: the wrapper adds readable claims, not authority.
 */
export interface RefreshTokenCodec {
  wrap(token: WrappableRefreshToken): Promise<string>;
  /** The opaque token inside a wrapper whose signature and issuer check out, else undefined. */
  unwrap(value: string): Promise<string | undefined>;
}

export interface WrappableRefreshToken {
  jti?: string;
  exp?: number;
  accountId?: string;
  clientId?: string;
  scope?: string;
  sessionUid?: string;
}

const ALG = 'HS512';

export function isJwtShaped(value: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);
}

export function createRefreshTokenCodec(key: Uint8Array, issuer: string): RefreshTokenCodec {
  return {
    async wrap(token) {
      if (!token.jti) throw new TypeError('refresh token has no value yet');
      const jwt = new SignJWT({
        typ: 'Refresh',
        azp: token.clientId,
        sid: token.sessionUid,
        scope: token.scope,
        rt: token.jti,
      })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(issuer)
        .setIssuedAt()
        .setJti(randomUUID());
      if (token.accountId) jwt.setSubject(token.accountId);
      if (token.exp) jwt.setExpirationTime(token.exp);
      return jwt.sign(key);
    },
    async unwrap(value) {
      if (!isJwtShaped(value)) return undefined;
      try {
        // Expiry is the stored token's business (oidc-provider reports it precisely); check the seal only.
        const { payload } = await compactVerify(value, key, { algorithms: [ALG] });
        const claims = JSON.parse(new TextDecoder().decode(payload)) as { iss?: unknown; rt?: unknown };
        return claims.iss === issuer && typeof claims.rt === 'string' ? claims.rt : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
