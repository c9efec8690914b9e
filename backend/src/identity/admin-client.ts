/**
 * The part of Keycloak's Admin REST API the backend uses. The embedded identity server implements the
 * same subset, so one code path serves both (docs/design.md section 3).
 */
export interface IdentityUser {
  id: string;
  email: string;
  enabled: boolean;
  /** Whether the owner of the address proved it (Keycloak: verify-email action, or an admin vouching). */
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
}

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  refresh_expires_in?: number;
  token_type: string;
}

export type RealmRole = 'admin' | 'teacher' | 'student' | 'specialize';

export interface IdentityAdmin {
  findByEmail(email: string): Promise<IdentityUser | null>;
  /**
   * Creates an enabled user, with a password if given; answers the new id. `emailVerified` defaults to true
   * (an administrator or a mailed code vouches for the address); self-registration passes false.
   */
  createUser(u: {
    email: string;
    firstName: string;
    lastName: string;
    password?: string;
    emailVerified?: boolean;
  }): Promise<string>;
  /** Changes the address (and whether it is verified); refused with EmailTakenError when another account has it. */
  updateEmail(id: string, email: string, emailVerified: boolean): Promise<void>;
  setPassword(id: string, password: string): Promise<void>;
  setRealmRole(id: string, role: RealmRole): Promise<void>;
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** Ends every session of the user (Keycloak: POST /users/{id}/logout). */
  logout(id: string): Promise<void>;
  /** Resource-owner password grant, for API clients that sign in with e-mail and password. */
  passwordGrant(email: string, password: string): Promise<TokenSet | null>;
  /**
   * Refresh-token grant for a refresh token this client obtained (`passwordGrant`): new tokens, or null when
   * the provider refuses it (expired, revoked, its session ended, the account disabled).
   */
  refreshGrant(refreshToken: string): Promise<TokenSet | null>;
  /** Revokes a refresh token this client obtained (RFC 7009; Keycloak's revoke endpoint). */
  revoke(refreshToken: string): Promise<void>;
}

export class IdentityUnavailableError extends Error {}
/** The identity provider already has another account with this e-mail. */
export class EmailTakenError extends Error {}

const ROLES: RealmRole[] = ['admin', 'teacher', 'student', 'specialize'];

export function createKeycloakAdmin(opts: {
  issuer: string;
  clientId: string;
  clientSecret: () => Promise<string>;
  fetch?: typeof fetch;
}): IdentityAdmin {
  const http = opts.fetch ?? fetch;
  const tokenUrl = `${opts.issuer}/protocol/openid-connect/token`;
  const adminBase = opts.issuer.replace(/\/realms\/([^/]+)$/, '/admin/realms/$1');
  let cached: { token: string; until: number } | null = null;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await http(url, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (cause) {
      throw new IdentityUnavailableError('identity provider unreachable', { cause });
    }
  }

  async function serviceToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const res = await call(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: opts.clientId,
        client_secret: await opts.clientSecret(),
      }),
    });
    if (!res.ok) throw new IdentityUnavailableError(`service token refused (${res.status})`);
    const body = (await res.json()) as TokenSet;
    cached = { token: body.access_token, until: Date.now() + (body.expires_in - 30) * 1000 };
    return body.access_token;
  }

  async function admin(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await call(`${adminBase}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${await serviceToken()}`, 'content-type': 'application/json' },
    });
    if (res.status >= 500 || res.status === 401 || res.status === 403) {
      throw new IdentityUnavailableError(`admin API ${init.method ?? 'GET'} ${path} answered ${res.status}`);
    }
    return res;
  }

  /** The token endpoint with this client's credentials: null when it refuses the grant (400, 401). */
  async function grant(params: Record<string, string>, what: string): Promise<TokenSet | null> {
    const res = await call(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...params,
        client_id: opts.clientId,
        client_secret: await opts.clientSecret(),
      }),
    });
    if (res.status === 400 || res.status === 401) return null;
    await expectOk(res, what);
    return (await res.json()) as TokenSet;
  }

  async function expectOk(res: Response, what: string) {
    if (!res.ok) throw new IdentityUnavailableError(`${what} answered ${res.status}`);
  }

  return {
    async findByEmail(email) {
      const res = await admin(`/users?email=${encodeURIComponent(email)}&exact=true`);
      await expectOk(res, 'find user');
      const list = (await res.json()) as IdentityUser[];
      return list.find((u) => u.email?.toLowerCase() === email.toLowerCase()) ?? null;
    },
    async createUser(u) {
      const res = await admin('/users', {
        method: 'POST',
        body: JSON.stringify({
          username: u.email,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          enabled: true,
          emailVerified: u.emailVerified ?? true,
          credentials: u.password ? [{ type: 'password', value: u.password, temporary: false }] : [],
        }),
      });
      await expectOk(res, 'create user');
      const id = res.headers.get('location')?.split('/').pop();
      if (id) return id;
      const found = await this.findByEmail(u.email);
      if (!found) throw new IdentityUnavailableError('created user not found');
      return found.id;
    },
    async setPassword(id, password) {
      const res = await admin(`/users/${id}/reset-password`, {
        method: 'PUT',
        body: JSON.stringify({ type: 'password', value: password, temporary: false }),
      });
      await expectOk(res, 'set password');
    },
    async setRealmRole(id, role) {
      const current = await admin(`/users/${id}/role-mappings/realm`);
      await expectOk(current, 'read roles');
      const mapped = ((await current.json()) as { id: string; name: string }[]).filter(
        (r) => ROLES.includes(r.name as RealmRole) && r.name !== role,
      );
      if (mapped.length) {
        const del = await admin(`/users/${id}/role-mappings/realm`, {
          method: 'DELETE',
          body: JSON.stringify(mapped),
        });
        await expectOk(del, 'remove roles');
      }
      const roleRes = await admin(`/roles/${role}`);
      await expectOk(roleRes, 'read role');
      const add = await admin(`/users/${id}/role-mappings/realm`, {
        method: 'POST',
        body: JSON.stringify([await roleRes.json()]),
      });
      await expectOk(add, 'assign role');
    },
    async updateEmail(id, email, emailVerified) {
      const res = await admin(`/users/${id}`, {
        method: 'PUT',
        body: JSON.stringify({ email, emailVerified }),
      });
      if (res.status === 409) throw new EmailTakenError('e-mail taken at the identity provider');
      await expectOk(res, 'update e-mail');
    },
    async setEnabled(id, enabled) {
      const res = await admin(`/users/${id}`, { method: 'PUT', body: JSON.stringify({ enabled }) });
      await expectOk(res, 'enable user');
    },
    async logout(id) {
      const res = await admin(`/users/${id}/logout`, { method: 'POST' });
      await expectOk(res, 'logout');
    },
    async passwordGrant(email, password) {
      return grant(
        { grant_type: 'password', username: email, password, scope: 'openid profile email phone' },
        'password grant',
      );
    },
    async refreshGrant(refreshToken) {
      return grant({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'refresh grant');
    },
    async revoke(refreshToken) {
      const res = await call(`${opts.issuer}/protocol/openid-connect/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: opts.clientId,
          client_secret: await opts.clientSecret(),
          token: refreshToken,
          token_type_hint: 'refresh_token',
        }),
      });
      await expectOk(res, 'revoke');
    },
  };
}
