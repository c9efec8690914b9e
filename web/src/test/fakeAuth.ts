import { vi } from 'vitest';
import type { AuthClient } from '../app/auth';

/** The sign-on client of the tests: signed in with a token, or not; `init` may fail like a broken SSO. */
export function createFakeAuth(
  options: { signedIn?: boolean; initFails?: boolean; expiresSoon?: boolean } = {},
) {
  let token: string | undefined = options.signedIn === false ? undefined : 'token-1';
  const auth = {
    init: vi.fn(() =>
      options.initFails ? Promise.reject(new Error('iframe timeout')) : Promise.resolve(Boolean(token)),
    ),
    token: () => token,
    expiresWithin: vi.fn(() => Boolean(options.expiresSoon)),
    updateToken: vi.fn(() => {
      token = 'token-2';
      return Promise.resolve(true);
    }),
    login: vi.fn(() => Promise.resolve()),
    register: vi.fn(() => Promise.resolve()),
    logout: vi.fn(() => {
      token = undefined;
      return Promise.resolve();
    }),
  } satisfies AuthClient;
  return auth;
}
