import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClientMetadata } from 'oidc-provider';
import { REALM } from './config.js';

/**
 * The realm's clients, as Keycloak's realm export declares them:
 * - `lms-web`: public, authorization code with PKCE S256, the web origins' `/*` as redirect URIs;
 * - `lms-gateway`: confidential and bearer-only (keycloak-connect validates tokens, introspects);
 * - `lms-backend`: confidential with a service account (client credentials) holding the realm-management
 *   roles the admin API asks for, and direct access grants (password) for the backend's login endpoint.
 */
export const WEB_CLIENT = 'lms-web';
export const GATEWAY_CLIENT = 'lms-gateway';
export const BACKEND_CLIENT = 'lms-backend';

/** What the `lms-backend` service account holds, in `resource_access['realm-management'].roles`. */
export const SERVICE_ACCOUNT_ROLES: Record<string, Record<string, string[]>> = {
  [BACKEND_CLIENT]: { 'realm-management': ['manage-users', 'view-users', 'query-users'] },
};

/** Every user holds Keycloak's default roles on the `account` client. */
export const ACCOUNT_ROLES = { account: { roles: ['manage-account', 'view-profile'] } };

export function clientMetadata(
  webOrigins: string[],
  secrets: { 'lms-backend': string; 'lms-gateway': string },
): ClientMetadata[] {
  const wildcard = webOrigins.map((origin) => `${origin}/*`);
  return [
    {
      client_id: WEB_CLIENT,
      client_name: 'LMS web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: wildcard,
      post_logout_redirect_uris: wildcard,
    },
    {
      client_id: GATEWAY_CLIENT,
      client_name: 'LMS gateway',
      client_secret: secrets[GATEWAY_CLIENT],
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: [],
      response_types: [],
      redirect_uris: [],
    },
    {
      client_id: BACKEND_CLIENT,
      client_name: 'LMS backend',
      client_secret: secrets[BACKEND_CLIENT],
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['client_credentials', 'password', 'refresh_token'],
      response_types: [],
      redirect_uris: [],
    },
  ];
}

/**
 * Keycloak's redirect URI rule: an exact match, or a registered value ending in `*` that the requested
 * URI (fragment excluded) starts with. Registered wildcards end with `/*`, so the origin always matches
 * whole (`http://localhost:5173/*` never admits `http://localhost:5173.evil.example`).
 */
export function redirectUriMatches(registered: readonly string[], requested: string): boolean {
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  return registered.some((pattern) =>
    pattern.endsWith('*') ? requested.startsWith(pattern.slice(0, -1)) : pattern === requested,
  );
}

/** The origins a client may call from in a browser (CORS), derived from its redirect URIs. */
export function originsOf(redirectUris: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const uri of redirectUris) {
    try {
      origins.add(new URL(uri.replace(/\*$/, '')).origin);
    } catch {
      // not a URL: no origin
    }
  }
  return origins;
}

/**
 * Development convenience: the secrets other services need, in a file beside the database (mode 600,
 * git-ignored). Each entry has `secret` plus the keycloak.json fields of Keycloak's adapters.
 */
export async function writeClientsFile(
  dataDir: string,
  issuer: string,
  secrets: { 'lms-backend': string; 'lms-gateway': string },
): Promise<string> {
  const file = path.join(dataDir, 'clients.json');
  const authServerUrl = issuer.replace(new RegExp(`/realms/${REALM}$`), '');
  const entry = (clientId: string, extra: Record<string, unknown>) => ({
    realm: REALM,
    'auth-server-url': authServerUrl,
    'ssl-required': 'external',
    resource: clientId,
    issuer,
    ...extra,
  });
  const content = {
    [WEB_CLIENT]: entry(WEB_CLIENT, { 'public-client': true }),
    [GATEWAY_CLIENT]: entry(GATEWAY_CLIENT, {
      'bearer-only': true,
      secret: secrets[GATEWAY_CLIENT],
      credentials: { secret: secrets[GATEWAY_CLIENT] },
    }),
    [BACKEND_CLIENT]: entry(BACKEND_CLIENT, {
      secret: secrets[BACKEND_CLIENT],
      credentials: { secret: secrets[BACKEND_CLIENT] },
    }),
  };
  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
  return file;
}
