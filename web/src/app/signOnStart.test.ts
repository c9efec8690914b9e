import Keycloak from 'keycloak-js';
import { afterEach, describe, expect, it } from 'vitest';
import { signOnOptions, withoutThirdPartyCookieCheck } from './auth';

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
