import type { Lockout } from './lockout.js';
import type { AttemptLimits } from './rate-limits.js';
import { verifyPassword } from './passwords.js';
import type { User, UserStore } from './users.js';

export type AuthenticationResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'locked'; lockedUntil: Date }
  | { ok: false; reason: 'disabled' };

export type Authenticate = (login: string, password: string) => Promise<AuthenticationResult>;

/**
 * The one password check behind the login page and the password grant. The answer for an unknown user
 * and a wrong password is the same and takes as long; a disabled account is only revealed to someone
 * who knows its password.
 */
export function createAuthenticator(
  users: UserStore,
  lockout: Lockout,
  limits?: AttemptLimits,
  now: () => number = Date.now,
): Authenticate {
  return async (login, password) => {
    // Before anything is looked up or hashed: a flood of guesses, for an account that exists or not, costs
    // no scrypt once over the limit.
    const wait = await limits?.account(login);
    if (wait) return { ok: false, reason: 'locked', lockedUntil: new Date(now() + wait * 1000) };
    const user = await users.findByLogin(login);
    if (!user) {
      await verifyPassword(password, null);
      return { ok: false, reason: 'invalid_credentials' };
    }
    const lockedUntil = await lockout.lockedUntil(user.id);
    if (lockedUntil) return { ok: false, reason: 'locked', lockedUntil };
    if (!(await verifyPassword(password, user.passwordHash))) {
      const lockedNow = await lockout.recordFailure(user.id);
      return lockedNow
        ? { ok: false, reason: 'locked', lockedUntil: lockedNow }
        : { ok: false, reason: 'invalid_credentials' };
    }
    await lockout.reset(user.id);
    if (!user.enabled) return { ok: false, reason: 'disabled' };
    return { ok: true, user };
  };
}
