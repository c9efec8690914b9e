import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { Request } from 'express';

/** The claims of the access tokens we issue (Keycloak's shape). */
export interface AccessTokenClaims extends JWTPayload {
  typ: 'Bearer';
  azp: string;
  sid?: string;
  scope?: string;
  realm_access?: { roles: string[] };
  resource_access?: Record<string, { roles: string[] }>;
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  client_id?: string;
}

export type VerifyAccessToken = (token: string) => Promise<AccessTokenClaims | null>;

/**
 * Checks one of our access tokens: RS256 signature by a current key, our issuer, not expired, an access
 * token (`typ: Bearer`, not an ID or refresh token). Null when any of it fails.
 */
export function createAccessTokenVerifier(issuer: string, publicKeys: { keys: JWK[] }): VerifyAccessToken {
  const keys = createLocalJWKSet(publicKeys);
  return async (token) => {
    try {
      const { payload } = await jwtVerify<AccessTokenClaims>(token, keys, {
        issuer,
        algorithms: ['RS256'],
        clockTolerance: 5,
      });
      if (payload.typ !== 'Bearer' || !payload.sub || typeof payload.azp !== 'string') return null;
      return payload;
    } catch {
      return null;
    }
  };
}

/** The bearer token of a request: the Authorization header, or `access_token` in a form body (RFC 6750). */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (match) return match[1];
  const body = req.body as Record<string, unknown> | undefined;
  if (!header && req.method === 'POST' && typeof body?.access_token === 'string') return body.access_token;
  return undefined;
}
