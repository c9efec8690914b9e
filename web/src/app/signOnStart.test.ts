import Keycloak from 'keycloak-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOnOptions, trustingStoredToken, withoutThirdPartyCookieCheck } from './auth';

/**
 * The real keycloak-js, up to the first page it asks the identity server for: which frames it adds to the
 * document before anything has answered (nothing does here: the frames' pages are never loaded).
 */
const framesAsked = async (kc: Keycloak) => {
  const address = { pathname: '/dashboard', hash: '', origin: window.location.origin };
  void kc.init({ ...signOnOptions(address, null), messageReceiveTimeout: 60_000 }).catch(() => undefined);
  // keycloak-js adds its first frame after its configuration is read: a few microtasks.
  for (let i = 0; i < 20 && !document.querySelector('iframe'); i++)
    await new Promise((r) => setTimeout(r, 5));
  return [...document.querySelectorAll('iframe')].map((f) => f.getAttribute('src') ?? '');
};

const realm = () => new Keycloak({ url: 'http://identity.test', realm: 'lms', clientId: 'lms-web' });

describe('sign-on on a new tab (issue 29 point 3)', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((f) => f.remove()));

  it('asks keycloak-js as it comes for the third-party-cookie check first', async () => {
    const frames = await framesAsked(realm());
    expect(frames).toEqual(['http://identity.test/realms/lms/protocol/openid-connect/3p-cookies/step1.html']);
  });

  it('goes straight to the silent check-sso, without the third-party-cookie check', async () => {
    const frames = await framesAsked(withoutThirdPartyCookieCheck(realm()));
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatch(/^http:\/\/identity\.test\/realms\/lms\/protocol\/openid-connect\/auth\?/);
    expect(new URL(frames[0]!).searchParams.get('prompt')).toBe('none');
    expect(new URL(frames[0]!).searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/silent-check-sso.html`,
    );
  });
});

/** A token as the identity server signs it (unsigned here: keycloak-js reads it, never checks it). */
const tokenAt = (issuedAt: number, lifetime: number) => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ iat: issuedAt, exp: issuedAt + lifetime, sub: 'u1', sid: 's1' })}.x`;
};

describe('a reload with the tab’s kept tokens (issue 29 point 3)', () => {
  const NOW = Date.UTC(2026, 11, 3, 8, 0, 0);
  const now = NOW / 1000;
  const address = { pathname: '/manageClass', hash: '', origin: 'http://app.test' };
  const REFRESHED = tokenAt(now, 1800);

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const start = (token: string, timeSkew: number | undefined) => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const requests: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      requests.push(String(url));
      const fresh = tokenAt(now, 300);
      return new Response(
        JSON.stringify({ access_token: fresh, refresh_token: REFRESHED, id_token: fresh }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    });
    const kc = realm();
    const stored = {
      token,
      refreshToken: tokenAt(now - 60, 1800),
      ...(timeSkew === undefined ? {} : { timeSkew }),
    };
    const signedIn = trustingStoredToken(kc, () => kc.init(signOnOptions(address, stored)));
    return { kc, signedIn, requests };
  };

  it('uses a kept access token that is still valid, with no request to the identity server', async () => {
    const token = tokenAt(now - 60, 300);
    const { kc, signedIn, requests } = start(token, 0);
    await expect(signedIn).resolves.toBe(true);
    expect(requests).toEqual([]);
    expect(kc.token).toBe(token);
  });

  it('refreshes a kept token that expires within the gateway’s margin', async () => {
    const { kc, signedIn, requests } = start(tokenAt(now - 270, 300), 0);
    await expect(signedIn).resolves.toBe(true);
    expect(requests).toEqual(['http://identity.test/realms/lms/protocol/openid-connect/token']);
    expect(kc.refreshToken).toBe(REFRESHED);
  });

  it('refreshes when no clock estimate was kept, as keycloak-js does', async () => {
    const { signedIn, requests } = start(tokenAt(now - 60, 300), undefined);
    await expect(signedIn).resolves.toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('leaves every later refresh to keycloak-js', async () => {
    const { kc, signedIn, requests } = start(tokenAt(now - 60, 300), 0);
    await signedIn;
    await kc.updateToken(-1);
    expect(requests).toHaveLength(1);
  });
});
