import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS_KEY, createKeycloakAuth, signOnOptions } from './auth';
import { config } from './config';

/**
 * keycloak-js stands in for the identity server here (a network boundary): a small double that records
 * the options it is given and answers as the real library does after a successful check.
 */
const seen = vi.hoisted(() => ({
  initOptions: [] as Record<string, unknown>[],
  logouts: [] as { options: unknown; storedAtLogout: string | null }[],
  signedIn: true,
}));

vi.mock('keycloak-js', () => ({
  default: class {
    token?: string;
    refreshToken?: string;
    idToken?: string;
    onAuthSuccess?: () => void;
    onAuthRefreshSuccess?: () => void;
    onAuthLogout?: () => void;
    init(options: Record<string, unknown>) {
      seen.initOptions.push(options);
      if (!seen.signedIn) return Promise.resolve(false);
      this.token = 'access-2';
      this.refreshToken = 'refresh-2';
      this.idToken = 'id-2';
      this.onAuthSuccess?.();
      return Promise.resolve(true);
    }
    logout(options: unknown) {
      seen.logouts.push({ options, storedAtLogout: sessionStorage.getItem('lms.tokens') });
      return Promise.resolve();
    }
    isTokenExpired() {
      return false;
    }
    updateToken() {
      return Promise.resolve(false);
    }
  },
}));

afterEach(() => {
  seen.initOptions.length = 0;
  seen.logouts.length = 0;
  seen.signedIn = true;
  sessionStorage.clear();
});

describe('keycloak-js behind AuthClient (issue 10 items 1 and 12)', () => {
  it('checks the SSO session with PKCE and no session iframe on a first load, then keeps the tokens for the tab', async () => {
    const auth = createKeycloakAuth(config);
    expect(await auth.init()).toBe(true);
    expect(seen.initOptions[0]).toMatchObject({
      onLoad: 'check-sso',
      pkceMethod: 'S256',
      checkLoginIframe: false,
    });
    expect(seen.initOptions[0]).not.toHaveProperty('token');
    expect(JSON.parse(sessionStorage.getItem(TOKENS_KEY)!)).toEqual({
      token: 'access-2',
      refreshToken: 'refresh-2',
      idToken: 'id-2',
    });
    expect(auth.token()).toBe('access-2');
  });

  it('hands the tab’s tokens back to keycloak-js on a reload, instead of the silent iframe alone', async () => {
    sessionStorage.setItem(
      TOKENS_KEY,
      JSON.stringify({ token: 'access-1', refreshToken: 'refresh-1', idToken: 'id-1' }),
    );
    await createKeycloakAuth(config).init();
    expect(seen.initOptions[0]).toMatchObject({
      onLoad: 'check-sso',
      token: 'access-1',
      refreshToken: 'refresh-1',
      idToken: 'id-1',
    });
  });

  it('ignores stored garbage and forgets the tokens when the user is not signed in', async () => {
    sessionStorage.setItem(TOKENS_KEY, '{"token":42}');
    seen.signedIn = false;
    expect(await createKeycloakAuth(config).init()).toBe(false);
    expect(seen.initOptions[0]).not.toHaveProperty('token');
    expect(sessionStorage.getItem(TOKENS_KEY)).toBeNull();
  });

  it('forgets the tokens before the logout redirect', async () => {
    const auth = createKeycloakAuth(config);
    await auth.init();
    await auth.logout({ redirectUri: 'http://localhost:4000/' });
    expect(seen.logouts).toEqual([
      { options: { redirectUri: 'http://localhost:4000/' }, storedAtLogout: null },
    ]);
  });
});

describe('what keycloak-js does as it starts (issue 29 point 4)', () => {
  const at = (pathname: string, hash = '') => ({ pathname, hash, origin: 'http://localhost:4000' });
  const tokens = { token: 'access-1', refreshToken: 'refresh-1', idToken: 'id-1' };
  // keycloak-js loads its third-party-cookie check (two pages, one after the other) whenever a silent
  // check-sso page is set: only the silent check itself needs it.
  const checksCookies = (options: object) => 'silentCheckSsoRedirectUri' in options;

  it('checks the SSO session silently on a first visit, with the third-party-cookie check it needs', () => {
    expect(signOnOptions(at('/dashboard'), null)).toMatchObject({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: 'http://localhost:4000/silent-check-sso.html',
      pkceMethod: 'S256',
      checkLoginIframe: false,
    });
  });

  it('exchanges the sign-in’s answer at once, with no check before it', () => {
    for (const hash of ['#state=s1&session_state=x&code=c1', '#error=login_required&state=s1']) {
      const options = signOnOptions(at('/dashboard', hash), null);
      expect(options).toMatchObject({ onLoad: 'check-sso', pkceMethod: 'S256' });
      expect(checksCookies(options)).toBe(false);
    }
  });

  it('refreshes the tab’s tokens with no check before it', () => {
    const options = signOnOptions(at('/manageClass'), tokens);
    expect(options).toMatchObject({ onLoad: 'check-sso', ...tokens });
    expect(checksCookies(options)).toBe(false);
  });

  it('leaves /login to the identity server: no check-sso at all', () => {
    for (const path of ['/login', '/en/login']) {
      const options = signOnOptions(at(path), null);
      expect(options).not.toHaveProperty('onLoad');
      expect(checksCookies(options)).toBe(false);
    }
  });
});
