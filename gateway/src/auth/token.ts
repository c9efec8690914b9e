import { createPublicKey, type KeyObject } from 'node:crypto';
import KeycloakConnect from 'keycloak-connect';
import { LRUCache } from 'lru-cache';
import type { RoleNumber } from '../rest/types.js';
import type { GatewayConfig } from '../config.js';

/** The caller as the verified access token describes them. */
export interface Viewer {
  /** The identity provider's subject. */
  sub: string;
  /** The highest realm role (admin > teacher > specialize > student), as the backend decides it. */
  role: RoleNumber;
  /** Every known realm role of the token. */
  roles: RoleNumber[];
  email: string | undefined;
  /** The raw token, forwarded to the backend. */
  token: string;
}

interface Claims {
  sub?: string;
  exp?: number;
  azp?: string;
  aud?: string | string[];
  email?: string;
  realm_access?: { roles?: string[] };
}

const REALM_ROLES: Record<string, RoleNumber> = { admin: 0, student: 1, teacher: 2, specialize: 4 };
const PRECEDENCE: RoleNumber[] = [0, 2, 4, 1];

export function rolesFromClaims(claims: Claims): RoleNumber[] {
  const known = (claims.realm_access?.roles ?? []).flatMap((r) =>
    r in REALM_ROLES ? [REALM_ROLES[r]!] : [],
  );
  return known.length ? known : [1];
}

/** Verifies a bearer token; resolves to null when it is missing or invalid. */
export type TokenVerifier = (token: string) => Promise<Viewer | null>;

/** The LMS's own OpenID Connect clients (as the backend's OIDC_CLIENTS). */
export const DEFAULT_LMS_CLIENTS = ['lms-web', 'lms-gateway', 'lms-backend'];

/** An access token issued to (`azp`) or for (`aud`) one of the LMS clients. */
export function isForLms(claims: Claims, clients: readonly string[]): boolean {
  const aud = claims.aud === undefined ? [] : Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  return (claims.azp !== undefined && clients.includes(claims.azp)) || aud.some((a) => clients.includes(a));
}

/**
 * keycloak-connect's grant manager checks signature (the realm's JWKS, RS256), expiry, `typ: Bearer` and
 * that `iss` is exactly `${auth-server-url}/realms/${realm}`; on top, the token must be for the LMS (an
 * access token of another client of the realm is refused). Bearer-only: nothing is stored.
 */
export function createTokenVerifier(
  keycloak: GatewayConfig['keycloak'],
  clients: readonly string[] = DEFAULT_LMS_CLIENTS,
): TokenVerifier {
  const adapter = new KeycloakConnect(
    {},
    {
      realm: keycloak.realm,
      'auth-server-url': keycloak.authServerUrl,
      resource: keycloak.resource,
      'bearer-only': true,
      'ssl-required': 'external',
      'confidential-port': 0,
    },
  );
  rememberRealmKeys(adapter);
  // A signature checked once stays checked: the same token verifies the same way until it expires, and a
  // user's page sends the same token many times a minute (the RSA check was 7 % of the gateway's CPU).
  const verified = new LRUCache<string, { viewer: Viewer; expiresAt: number }>({ max: 10_000 });
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.viewer;
    try {
      const grant = await adapter.grantManager.createGrant(JSON.stringify({ access_token: token }));
      const claims = (grant.access_token as unknown as { content: Claims }).content;
      if (!claims.sub || !isForLms(claims, clients)) return null;
      const roles = rolesFromClaims(claims);
      const role = PRECEDENCE.find((r) => roles.includes(r)) ?? 1;
      const viewer = { sub: claims.sub, role, roles, email: claims.email, token };
      const expiresAt = (claims.exp ?? 0) * 1000;
      if (expiresAt > Date.now()) verified.set(token, { viewer, expiresAt }, { ttl: expiresAt - Date.now() });
      return viewer;
    } catch {
      return null;
    }
  };
}

interface Rotation {
  getJWK(kid: string): Promise<string | KeyObject> | undefined;
}

/**
 * keycloak-connect converts the realm's JWK to a PEM (with asn1.js) for every token it checks for the first
 * time, and the verifier parses that PEM again: a class starting an exam brings hundreds of new tokens within
 * seconds. The key of a `kid` is converted once and kept as a KeyObject; an unknown `kid` still goes to
 * keycloak-connect (which fetches the realm's keys, at most once per its minimum interval), and a failure is
 * not remembered.
 */
function rememberRealmKeys(adapter: KeycloakConnect.Keycloak) {
  const rotation = (adapter.grantManager as unknown as { rotation: Rotation }).rotation;
  const fetchKey = rotation.getJWK.bind(rotation);
  const keys = new Map<string, Promise<KeyObject>>();
  rotation.getJWK = (kid) => {
    let key = keys.get(kid);
    if (!key) {
      key = Promise.resolve(fetchKey(kid)).then((pem) => {
        if (!pem) throw new Error(`no key ${kid}`);
        return typeof pem === 'string' ? createPublicKey(pem) : pem;
      });
      keys.set(kid, key);
      key.catch(() => keys.delete(kid));
    }
    return key;
  };
}
