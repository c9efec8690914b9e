import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS_KEY, createKeycloakAuth } from './auth';
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
