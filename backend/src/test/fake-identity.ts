import { randomUUID } from 'node:crypto';
import {
  EmailTakenError,
  IdentityUnavailableError,
  type IdentityAdmin,
  type RealmRole,
  type TokenSet,
} from '../identity/admin-client.js';

interface FakeAccount {
  id: string;
  email: string;
  emailVerified?: boolean;
  password?: string;
  role?: RealmRole;
  enabled: boolean;
  sessions: number;
}

/**
 * An in-memory identity provider behind the IdentityAdmin interface, for route tests.
 * The real client is tested against the embedded identity server.
 */
export function createFakeIdentity() {
  const accounts = new Map<string, FakeAccount>();
  /** Makes the next call of that kind fail as an unreachable provider would. */
  const failNext = { updateEmail: false };
  const byId = (id: string) => {
    const a = accounts.get(id);
    if (!a) throw new Error(`no identity user ${id}`);
    return a;
  };
  const admin: IdentityAdmin = {
    async findByEmail(email) {
      const a = [...accounts.values()].find((x) => x.email === email.toLowerCase());
      return a
        ? { id: a.id, email: a.email, enabled: a.enabled, emailVerified: a.emailVerified ?? true }
        : null;
    },
    async createUser(u) {
      const id = randomUUID();
      accounts.set(id, {
        id,
        email: u.email.toLowerCase(),
        emailVerified: u.emailVerified ?? true,
        password: u.password,
        enabled: true,
        sessions: 0,
      });
      return id;
    },
    async setPassword(id, password) {
      byId(id).password = password;
    },
    async setRealmRole(id, role) {
      byId(id).role = role;
    },
    async updateEmail(id, email, emailVerified) {
      if (failNext.updateEmail) {
        failNext.updateEmail = false;
        throw new IdentityUnavailableError('identity provider unreachable');
      }
      const taken = [...accounts.values()].find((x) => x.email === email.toLowerCase() && x.id !== id);
      if (taken) throw new EmailTakenError('taken');
      const a = byId(id);
      a.email = email.toLowerCase();
      a.emailVerified = emailVerified;
    },
    async setEnabled(id, enabled) {
      byId(id).enabled = enabled;
    },
    async logout(id) {
      byId(id).sessions = 0;
    },
    async passwordGrant(email, password): Promise<TokenSet | null> {
      const a = [...accounts.values()].find((x) => x.email === email.toLowerCase());
      if (!a || !a.enabled || a.password !== password) return null;
      a.sessions++;
      return {
        access_token: `token-for-${a.id}`,
        refresh_token: `refresh-for-${a.id}`,
        expires_in: 300,
        token_type: 'Bearer',
      };
    },
    async refreshGrant(refreshToken): Promise<TokenSet | null> {
      const a = accounts.get(refreshToken.replace(/^refresh-for-/, ''));
      if (!refreshToken.startsWith('refresh-for-') || !a || !a.enabled || a.sessions === 0) return null;
      return {
        access_token: `token-for-${a.id}`,
        refresh_token: `refresh-for-${a.id}`,
        expires_in: 300,
        token_type: 'Bearer',
      };
    },
    async revoke(refreshToken) {
      const a = accounts.get(refreshToken.replace(/^refresh-for-/, ''));
      if (a && a.sessions > 0) a.sessions--;
    },
  };
  return { admin, accounts, failNext };
}
