import type { AttemptLimits } from './rate-limits.js';
import { needsRehash, verifyPassword } from './passwords.js';
import type { User, UserStore } from './users.js';

export type AuthenticationResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'too_many'; retryAfter: number }
  | { ok: false; reason: 'disabled' };

/**
 * Where the password was typed: the sign-in page (from a client address), or the password grant, which only
 * the confidential `lms-backend` may use and whose login endpoint counts, slows and mails for its callers
 * itself (backend/src/commands/accounts.ts): counting there again would slow twice and mail twice.
 */
export type AttemptSource = { via: 'page'; ip: string } | { via: 'grant' };

export type Authenticate = (
  login: string,
  password: string,
  from: AttemptSource,
) => Promise<AuthenticationResult>;

/**
 * The one password check behind the login page and the password grant (issue 27 item 4). On the page, an
 * address (or an address with this login) that failed too often is refused before anything is looked up or
 * hashed; the account is never refused, only slowed, and its owner is told once per burst. The answer for
 * an unknown user and a wrong password is the same and takes as long (an unknown login is slowed by its own
 * count); a disabled account is only revealed to someone who knows its password.
 */
export function createAuthenticator(
  users: UserStore,
  limits?: AttemptLimits,
  notify?: (user: User) => Promise<void>,
): Authenticate {
  return async (login, password, from) => {
    const ip = from.via === 'page' ? from.ip : undefined;
    if (ip !== undefined) {
      const wait = await limits?.failures(ip, login);
      if (wait) return { ok: false, reason: 'too_many', retryAfter: wait };
    }
    const user = await users.findByLogin(login);
    const account = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
    const counted = from.via === 'page';
    if (counted) await limits?.slowDown(account);
    // Hashed for an unknown login too: the same work as a real check.
    const valid = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !valid) {
      if (counted && (await limits?.failed(ip, login, account)) && user) await notify?.(user);
      return { ok: false, reason: 'invalid_credentials' };
    }
    if (counted) await limits?.succeeded(ip, login, account);
    if (!user.enabled) return { ok: false, reason: 'disabled' };
    // A hash of an older kind or cost (scrypt before issue 29) is replaced while the password is at hand.
    if (needsRehash(user.passwordHash)) await users.setPassword(user.id, password);
    return { ok: true, user };
  };
}
