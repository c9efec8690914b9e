import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client.js';
import { ROLE, type RoleNumber, users } from '../db/schema.js';
import { unauthenticated } from './errors.js';

export type UserRow = typeof users.$inferSelect;

/** The caller, resolved from a verified access token to a user row. */
export interface Viewer {
  user: UserRow;
  role: RoleNumber;
  realmRoles: string[];
}

interface KeycloakClaims extends JWTPayload {
  typ?: string;
  email?: string;
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
}

export function createAuthenticator(opts: { db: Db; issuer: string; keys: JWTVerifyGetKey }): Authenticator {
  const { db, issuer, keys } = opts;

  async function verify(token: string): Promise<KeycloakClaims> {
    try {
      const { payload } = await jwtVerify<KeycloakClaims>(token, keys, {
        issuer,
        algorithms: ['RS256', 'PS256', 'ES256'],
      });
      if (payload.typ !== undefined && payload.typ !== 'Bearer') throw new Error('not an access token');
      if (!payload.sub) throw new Error('no subject');
      return payload;
    } catch {
      throw unauthenticated();
    }
  }

  /**
   * Finds the user by subject, else links an existing row by e-mail (seeded or created through the
   * admin API), else creates one from the token: the identity provider is the source of who exists.
   */
  async function userFor(claims: KeycloakClaims, role: RoleNumber): Promise<UserRow> {
    const sub = claims.sub!;
    const [bySub] = await db.select().from(users).where(eq(users.sub, sub));
    if (bySub) return bySub;
    const email = claims.email?.toLowerCase();
    if (!email) throw unauthenticated();
    const [byEmail] = await db.select().from(users).where(eq(users.email, email));
    if (byEmail) {
      const [linked] = await db.update(users).set({ sub }).where(eq(users.id, byEmail.id)).returning();
      return linked!;
    }
    const [created] = await db
      .insert(users)
      .values({
        sub,
        email,
        firstName: claims.given_name ?? '',
        lastName: claims.family_name ?? '',
        name: claims.name ?? claims.preferred_username ?? email,
        role,
        joinedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await db.select().from(users).where(eq(users.sub, sub));
    if (!raced) throw unauthenticated();
    return raced;
  }

  return {
    async viewerFor(request) {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthenticated();
      const claims = await verify(match[1]);
      const realmRoles = claims.realm_access?.roles ?? [];
      const role = roleFromRealmRoles(realmRoles);
      const user = await userFor(claims, role);
      if (!user.isActive) throw unauthenticated();
      // The token's realm roles are authoritative; the row follows them.
      if (user.role !== role) {
        await db.update(users).set({ role }).where(eq(users.id, user.id));
        user.role = role;
      }
      return { user, role, realmRoles };
    },
  };
}

export function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 600_000 });
}
