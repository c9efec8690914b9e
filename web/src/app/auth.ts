import type Keycloak from 'keycloak-js';
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

/** SPEC.md point 3: the identity profile is requested with these scopes. */
const SCOPE = 'openid profile email phone';

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
      keycloak ??= new KeycloakClient({
        url: config.oidcUrl,
        realm: config.realm,
        clientId: config.clientId,
      });
    }
    return keycloak;
  };

  return {
    init: () =>
      (initialising ??= ready().then((kc) =>
        kc.init({
          onLoad: 'check-sso',
          pkceMethod: 'S256',
          // The embedded identity server has no session iframe (STACK.md); Keycloak does not need it either.
          checkLoginIframe: false,
          silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
          scope: SCOPE,
        }),
      )),
    token: () => keycloak?.token,
    expiresWithin: (seconds) => !keycloak?.token || keycloak.isTokenExpired(seconds),
    updateToken: async (minValidity) => (await ready()).updateToken(minValidity),
    login: async (options) => (await ready()).login({ scope: SCOPE, ...options }),
    register: async (options) => (await ready()).register({ scope: SCOPE, ...options }),
    logout: async (options) => (await ready()).logout(options),
  };
}
