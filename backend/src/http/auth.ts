import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client.js';
import { ROLE, type RoleNumber, users } from '../db/schema.js';
import { ApiError, unauthenticated } from './errors.js';
import { Bounded } from './bounded.js';

export type UserRow = typeof users.$inferSelect;

/** The caller, resolved from a verified access token to a user row. */
export interface Viewer {
  user: UserRow;
  role: RoleNumber;
  realmRoles: string[];
  /**
   * What policies remember about this viewer for as long as the viewer itself is remembered (see
   * `policies/memberships.ts`); absent for viewers built outside the authenticator.
   */
  memo?: Map<string, unknown>;
}

interface KeycloakClaims extends JWTPayload {
  typ?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  preferred_username?: string;
  realm_access?: { roles?: string[] };
}

/** Highest role wins: a token with admin and teacher is an admin. */
export function roleFromRealmRoles(roles: string[]): RoleNumber {
  if (roles.includes('admin')) return ROLE.ADMIN;
  if (roles.includes('teacher')) return ROLE.TEACHER;
  if (roles.includes('specialize')) return ROLE.SPECIALIZE;
  return ROLE.STUDENT;
}

export interface Authenticator {
  viewerFor(request: FastifyRequest): Promise<Viewer>;
  /** Drops what is remembered of a subject (after a change of role, activity or e-mail). */
  forget(sub: string): void;
}

/** The LMS's own OpenID Connect clients: an access token is for one of them (`azp`) or names one (`aud`). */
export const DEFAULT_LMS_CLIENTS = ['lms-web', 'lms-gateway', 'lms-backend'];

const audiences = (aud: JWTPayload['aud']) => (aud === undefined ? [] : Array.isArray(aud) ? aud : [aud]);

export function createAuthenticator(opts: {
  db: Db;
  issuer: string;
  keys: JWTVerifyGetKey;
  clients?: string[];
  /**
   * How long a subject's row is reused without asking the database (ms; 0: never). A GraphQL query is
   * several REST calls with one token within milliseconds; one second bounds how late a change made in
   * another backend process is seen (this process forgets at once, see `forget`).
   */
  viewerCacheMs?: number;
  now?: () => number;
}): Authenticator {
  const { db, issuer, keys } = opts;
  const clients = new Set(opts.clients ?? DEFAULT_LMS_CLIENTS);
  const viewerCacheMs = opts.viewerCacheMs ?? 1000;
  const now = opts.now ?? Date.now;
  // A signature checked once stays checked: the same token string verifies the same way until it expires.
  const verified = new Bounded<string, KeycloakClaims>(10_000);
  const rows = new Bounded<string, { user: UserRow; until: number; memo: Map<string, unknown> }>(10_000);
  // Every request of a viewer not remembered asks this: built once, on first use (not per request).
  const prepareUserBySub = () =>
    db
      .select()
      .from(users)
      .where(eq(users.sub, sql.placeholder('sub')))
      .prepare('viewer_by_sub');
  let userBySub: ReturnType<typeof prepareUserBySub> | undefined;

  /**
   * Only access tokens: `typ: Bearer` (an ID token has none, or `ID` at Keycloak) issued to or for one of
   * the LMS clients. An ID token proves who signed in to the web, not that the web may act for them.
   */
  async function verify(token: string): Promise<KeycloakClaims> {
    const known = verified.get(token);
    if (known && (known.exp ?? 0) * 1000 > now()) return known;
    try {
      const { payload } = await jwtVerify<KeycloakClaims>(token, keys, {
        issuer,
        algorithms: ['RS256', 'PS256', 'ES256'],
      });
      if (payload.typ !== 'Bearer') throw new Error('not an access token');
      const forLms =
        (typeof payload.azp === 'string' && clients.has(payload.azp)) ||
        audiences(payload.aud).some((a) => clients.has(a));
      if (!forLms) throw new Error('not for the LMS');
      if (!payload.sub) throw new Error('no subject');
      verified.set(token, payload);
      return payload;
    } catch {
      throw unauthenticated();
    }
  }

  /**
   * The user row of the token's subject. A first sign-in links a row by e-mail only when the identity
   * provider says the address is verified and the row is linked to nobody; a row linked to another subject
   * is never re-linked (that would hand one person's account to whoever holds the address now). Without a
   * row, one is made from the token. Nothing here ever writes a role: the row's role changes only with the
   * identity provider's, in the users command.
   */
  async function userFor(claims: KeycloakClaims): Promise<UserRow> {
    const sub = claims.sub!;
    const [bySub] = await (userBySub ??= prepareUserBySub()).execute({ sub });
    if (bySub) return bySub;
    const email = claims.email?.toLowerCase();
    if (!email) throw unauthenticated();
    const [byEmail] = await db.select().from(users).where(eq(users.email, email));
    if (byEmail) {
      // Linked to this very subject between our two reads: another tab's first sign-in got there first.
      if (byEmail.sub === sub) return byEmail;
      if (byEmail.sub !== null) throw new ApiError(403, 'account_linked_elsewhere');
      if (claims.email_verified !== true) throw new ApiError(403, 'email_not_verified');
      const [linked] = await db
        .update(users)
        .set({ sub })
        .where(and(eq(users.id, byEmail.id), isNull(users.sub)))
        .returning();
      if (linked) return linked;
      const [raced] = await db.select().from(users).where(eq(users.sub, sub));
      if (!raced) throw new ApiError(403, 'account_linked_elsewhere');
      return raced;
    }
    const [created] = await db
      .insert(users)
      .values({
        sub,
        email,
        firstName: claims.given_name ?? '',
        lastName: claims.family_name ?? '',
        name: claims.name ?? claims.preferred_username ?? email,
        // A new row mirrors the identity provider's role as the fresh token states it.
        role: roleFromRealmRoles(claims.realm_access?.roles ?? []),
        joinedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await db.select().from(users).where(eq(users.sub, sub));
    if (!raced) throw new ApiError(403, 'account_linked_elsewhere');
    return raced;
  }

  return {
    async viewerFor(request) {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthenticated();
      const claims = await verify(match[1]);
      const cached = viewerCacheMs ? rows.get(claims.sub!) : undefined;
      let user: UserRow;
      let memo: Map<string, unknown>;
      if (cached && cached.until > now()) ({ user, memo } = cached);
      else {
        user = await userFor(claims);
        memo = new Map();
        if (viewerCacheMs) rows.set(claims.sub!, { user, until: now() + viewerCacheMs, memo });
      }
      if (!user.isActive) throw unauthenticated();
      // The row's role, not the token's: a token keeps the role it was issued with for its whole life,
      // while the row changes the moment an administrator changes the role at the identity provider.
      // A copy: handlers may not change the remembered row.
      return {
        user: { ...user },
        role: user.role as RoleNumber,
        realmRoles: claims.realm_access?.roles ?? [],
        memo,
      };
    },
    forget(sub) {
      rows.delete(sub);
    },
  };
}

export function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 600_000 });
}
