import type Keycloak from 'keycloak-js';
import type { KeycloakInitOptions } from 'keycloak-js';
import { paths } from '../shared/paths';
import type { WebConfig } from './config';

/**
 * What the app needs from the sign-on provider. keycloak-js implements it in the browser; tests pass a
 * small fake (the identity server is a network boundary, like the gateway that msw stands in for).
 */
export interface AuthClient {
  /** Initialises the session (check-sso); resolves true when the user is signed in. */
  init: () => Promise<boolean>;
  /** The current access token, if any. */
  token: () => string | undefined;
  /** True when the token expires within `seconds`. */
  expiresWithin: (seconds: number) => boolean;
  /** Refreshes the token so that it stays valid for at least `minValidity` seconds. */
  updateToken: (minValidity: number) => Promise<boolean>;
  login: (options?: { redirectUri?: string; locale?: string }) => Promise<void>;
  register: (options?: { redirectUri?: string; locale?: string }) => Promise<void>;
  logout: (options?: { redirectUri?: string }) => Promise<void>;
}

/**
 * The realm roles an access token carries (`realm_access.roles`), unchecked: a hint for what to load first,
 * never for what to allow (the gateway's `viewer` says who the user is).
 */
export function realmRolesOf(token: string | undefined): string[] {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return [];
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const roles = (JSON.parse(json) as { realm_access?: { roles?: unknown } }).realm_access?.roles;
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/** Where this tab keeps its tokens between reloads (sessionStorage: gone with the tab, never shared). */
export const TOKENS_KEY = 'lms.tokens';

export interface StoredTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
  /** keycloak-js's estimate of the browser's clock minus the identity server's, in seconds. */
  timeSkew?: number;
}

/**
 * A kept access token still valid for this long (the gateway's own margin, ./apollo.ts) is used as it is on
 * a reload; a shorter-lived one is refreshed first.
 */
export const STORED_TOKEN_MIN_VALIDITY_SECONDS = 60;

function readStoredTokens(): StoredTokens | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(TOKENS_KEY) ?? 'null') as Partial<StoredTokens> | null;
    return typeof value?.token === 'string' && typeof value.refreshToken === 'string'
      ? {
          token: value.token,
          refreshToken: value.refreshToken,
          idToken: value.idToken,
          ...(typeof value.timeSkew === 'number' ? { timeSkew: value.timeSkew } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

function storeTokens(kc: Keycloak) {
  if (!kc.token || !kc.refreshToken) return;
  try {
    sessionStorage.setItem(
      TOKENS_KEY,
      JSON.stringify({
        token: kc.token,
        refreshToken: kc.refreshToken,
        idToken: kc.idToken,
        timeSkew: kc.timeSkew ?? undefined,
      }),
    );
  } catch {
    // Storage refused (private mode, quota): the next reload checks the SSO session instead.
  }
}

function forgetStoredTokens() {
  try {
    sessionStorage.removeItem(TOKENS_KEY);
  } catch {
    // nothing stored
  }
}

/** docs/product.md point 3: the identity profile is requested with these scopes. */
const SCOPE = 'openid profile email phone';

/** The address keycloak-js starts on: its path, its fragment (where the sign-in's answer comes) and origin. */
type Address = Pick<Location, 'pathname' | 'hash' | 'origin'>;

/**
 * How keycloak-js starts, by what the tab holds (issue 29 point 4). keycloak-js loads its third-party-cookie
 * check (two pages of the identity server, one after the other) whenever a silent check-sso page is set,
 * before it reads anything, so the silent check is set only where it is what finds the session:
 * - the sign-in's answer in the address (`state` and `code` or `error` in the fragment): the code is
 *   exchanged at once;
 * - the tab's own tokens (issue 10 item 12): used as they are while the access token is valid (see
 *   `trustingStoredToken`), else one refresh; a refused one falls back to check-sso, then as a redirect with
 *   `prompt=none`;
 * - `/login`: no check at all, the sign-in page sends the browser to the identity server, which answers at
 *   once when its session is there;
 * - otherwise the silent check-sso in an iframe (a first visit, a new tab).
 */
export function signOnOptions(address: Address, stored: StoredTokens | null): KeycloakInitOptions {
  const base: KeycloakInitOptions = {
    pkceMethod: 'S256',
    // The embedded identity server has no session iframe (docs/stack.md); Keycloak does not need it either.
    checkLoginIframe: false,
    scope: SCOPE,
  };
  const fragment = new URLSearchParams(address.hash.replace(/^#/, ''));
  const answered = fragment.has('state') && (fragment.has('code') || fragment.has('error'));
  if (answered) return { ...base, onLoad: 'check-sso' };
  if (stored) return { ...base, onLoad: 'check-sso', ...stored };
  if (address.pathname.endsWith(paths.login)) return base;
  return {
    ...base,
    onLoad: 'check-sso',
    silentCheckSsoRedirectUri: `${address.origin}/silent-check-sso.html`,
  };
}

/** keycloak-js's endpoints (not in its types): the addresses it builds from the realm as `init` starts. */
type Endpoints = Record<string, (() => string) | undefined>;

/**
 * keycloak-js checks, before a silent check-sso, whether the browser blocks third-party cookies: two pages of
 * the identity server loaded one after the other, about two round trips on every new tab (issue 29 point 3).
 * The identity server runs on the academy's own site (docs/decisions.md "Signing in quickly"), where its
 * cookie is first-party; a browser that blocked it anyway would find no session and show the sign-in page,
 * which is where the check would have led. keycloak-js has no option for it: it runs the check when its
 * endpoints offer the check's page, so the endpoints it sets are kept without that one.
 */
export function withoutThirdPartyCookieCheck<K extends object>(kc: K): K {
  let endpoints = (kc as { endpoints?: Endpoints }).endpoints;
  Object.defineProperty(kc, 'endpoints', {
    configurable: true,
    enumerable: true,
    get: () => endpoints,
    set: (value: Endpoints) => {
      endpoints = { ...value, thirdPartyCookiesIframe: undefined };
    },
  });
  return kc;
}

/**
 * keycloak-js, given kept tokens, always refreshes them before it answers (`updateToken(-1)` in its `init`):
 * one request to the identity server on every reload, before the app may ask the gateway anything (issue 29
 * point 3). During `init` only, that forced refresh is skipped while the kept access token, on keycloak-js's
 * own clock estimate, stays valid for `STORED_TOKEN_MIN_VALIDITY_SECONDS`: the gateway checks the token as it
 * would have a second later, and the app refreshes it before it expires, as always (docs/decisions.md
 * "A reload keeps its token"). Any other refresh goes through unchanged.
 */
export async function trustingStoredToken<T>(kc: Keycloak, init: () => Promise<T>): Promise<T> {
  const refresh = kc.updateToken.bind(kc);
  kc.updateToken = async (minValidity?: number) => {
    if (minValidity === -1) {
      try {
        if (kc.token && !kc.isTokenExpired(STORED_TOKEN_MIN_VALIDITY_SECONDS)) return false;
      } catch {
        // No clock estimate kept: refresh, as keycloak-js would.
      }
    }
    return refresh(minValidity);
  };
  try {
    return await init();
  } finally {
    kc.updateToken = refresh;
  }
}

/**
 * keycloak-js behind AuthClient. The library is fetched as sign-on starts (the full-screen spinner covers
 * it), so the first paint does not wait for it.
 */
export function createKeycloakAuth(config: WebConfig): AuthClient {
  let keycloak: Keycloak | null = null;
  // keycloak-js initialises once per instance; React's development double effects must not ask twice.
  let initialising: Promise<boolean> | null = null;

  const ready = async (): Promise<Keycloak> => {
    if (!keycloak) {
      const { default: KeycloakClient } = await import('keycloak-js');
      keycloak ??= withoutThirdPartyCookieCheck(
        new KeycloakClient({ url: config.oidcUrl, realm: config.realm, clientId: config.clientId }),
      );
    }
    return keycloak;
  };

  return {
    init: () =>
      (initialising ??= ready().then(async (kc) => {
        // Tokens kept for this tab's session (issue 10 item 12): a reload uses them (refreshed with one
        // request when about to expire) instead of the silent check-sso iframe's redirects; a refused
        // refresh falls back to check-sso.
        const stored = readStoredTokens();
        kc.onAuthSuccess = () => storeTokens(kc);
        kc.onAuthRefreshSuccess = () => storeTokens(kc);
        kc.onAuthLogout = forgetStoredTokens;
        const signedIn = await trustingStoredToken(kc, () => kc.init(signOnOptions(window.location, stored)));
        if (signedIn) storeTokens(kc);
        else forgetStoredTokens();
        return signedIn;
      })),
    token: () => keycloak?.token,
    expiresWithin: (seconds) => !keycloak?.token || keycloak.isTokenExpired(seconds),
    updateToken: async (minValidity) => (await ready()).updateToken(minValidity),
    login: async (options) => (await ready()).login({ scope: SCOPE, ...options }),
    register: async (options) => (await ready()).register({ scope: SCOPE, ...options }),
    logout: async (options) => {
      const kc = await ready();
      forgetStoredTokens();
      // RP-initiated logout at the identity server's end_session endpoint, with the id_token_hint: it ends
      // the SSO session (its cookie) too, then sends the browser to `redirectUri`.
      await kc.logout(options);
    },
  };
}
