import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from './db.js';
import { hashPassword } from './passwords.js';

/** The realm's roles (docs/design.md section 6); `student` is the default role of every new user. */
export const REALM_ROLES = ['admin', 'teacher', 'student', 'specialize'] as const;
export const DEFAULT_ROLES = ['student'];

const ROLE_DESCRIPTIONS: Record<(typeof REALM_ROLES)[number], string> = {
  admin: 'Administrator: manages users, classes, exercises and statistics',
  teacher: 'Teacher: manages own classes, questions and exercises',
  student: 'Student: takes assignments in own classes',
  specialize: 'Examiner: marks submissions in assigned classes',
};

export type Attributes = Record<string, string[]>;

export interface User {
  id: string;
  username: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  enabled: boolean;
  attributes: Attributes;
  createdAt: Date;
  passwordHash: string | null;
}

export interface Role {
  id: string;
  name: string;
  description: string;
}

export interface NewUser {
  username?: string;
  email?: string | null;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  emailVerified?: boolean;
  attributes?: Attributes;
  password?: string;
}

export type UserPatch = Omit<NewUser, 'password'>;

export interface UserQuery {
  search?: string;
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  exact?: boolean;
  enabled?: boolean;
  emailVerified?: boolean;
  /** Attribute filters, all of which must match (Keycloak's `q=key:value`). */
  attributes?: Record<string, string>;
  first?: number;
  max?: number;
}

export class UserConflictError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(`User exists with same ${field}`);
  }
}

interface UserRow {
  id: string;
  username: string;
  email: string | null;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  enabled: boolean;
  attributes: Attributes;
  created_at: Date | string;
  password_hash: string | null;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  emailVerified: row.email_verified,
  firstName: row.first_name,
  lastName: row.last_name,
  enabled: row.enabled,
  attributes: row.attributes ?? {},
  createdAt: new Date(row.created_at),
  passwordHash: row.password_hash,
});

/** A unique violation that slipped past the check (two requests at once) is the same conflict. */
async function mapConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code !== '23505') throw error;
    throw new UserConflictError(constraint?.includes('email') ? 'email' : 'username');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const normalize = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

export type UserStore = ReturnType<typeof createUserStore>;

export function createUserStore(db: Database) {
  async function assertFree(tx: Queryable, username: string, email: string | null, exceptId: string | null) {
    const [taken] = await tx.query<{ username: string; email: string | null }>(
      `SELECT username, email FROM identity_users
       WHERE (username = $1 OR ($2::text IS NOT NULL AND email = $2)) AND ($3::uuid IS NULL OR id <> $3::uuid)
       LIMIT 1`,
      [username, email, exceptId],
    );
    if (taken) throw new UserConflictError(taken.username === username ? 'username' : 'email');
  }

  async function findById(id: string): Promise<User | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db.query<UserRow>('SELECT * FROM identity_users WHERE id = $1', [id]);
    return row ? toUser(row) : null;
  }

  return {
    findById,

    /** Sign-in accepts the username or the e-mail, case-insensitively (Keycloak's default). */
    async findByLogin(login: string): Promise<User | null> {
      const key = normalize(login);
      if (!key) return null;
      const [row] = await db.query<UserRow>(
        'SELECT * FROM identity_users WHERE username = $1 OR email = $1 ORDER BY username = $1 DESC LIMIT 1',
        [key],
      );
      return row ? toUser(row) : null;
    },

    async create(input: NewUser): Promise<User> {
      const email = normalize(input.email);
      const username = normalize(input.username) ?? email;
      if (!username) throw new TypeError('a user needs a username or an e-mail');
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const id = randomUUID();
      await mapConflicts(() =>
        db.transaction(async (tx) => {
          await assertFree(tx, username, email, null);
          await tx.query(
            `INSERT INTO identity_users
             (id, username, email, email_verified, first_name, last_name, enabled, attributes, password_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
            [
              id,
              username,
              email,
              input.emailVerified ?? false,
              input.firstName?.trim() ?? '',
              input.lastName?.trim() ?? '',
              input.enabled ?? true,
              JSON.stringify(input.attributes ?? {}),
              passwordHash,
            ],
          );
          await tx.query(
            `INSERT INTO identity_user_roles (user_id, role_id)
           SELECT $1, id FROM identity_roles WHERE name = ANY($2::text[])`,
            [id, DEFAULT_ROLES],
          );
        }),
      );
      return (await findById(id))!;
    },

    async update(id: string, patch: UserPatch): Promise<User | null> {
      const current = await findById(id);
      if (!current) return null;
      const username = normalize(patch.username) ?? current.username;
      const email = patch.email === undefined ? current.email : normalize(patch.email);
      await mapConflicts(() =>
        db.transaction(async (tx) => {
          await assertFree(tx, username, email, id);
          await tx.query(
            `UPDATE identity_users SET username = $2, email = $3, email_verified = $4, first_name = $5,
             last_name = $6, enabled = $7, attributes = $8::jsonb WHERE id = $1`,
            [
              id,
              username,
              email,
              patch.emailVerified ?? (email === current.email ? current.emailVerified : false),
              patch.firstName?.trim() ?? current.firstName,
              patch.lastName?.trim() ?? current.lastName,
              patch.enabled ?? current.enabled,
              JSON.stringify(patch.attributes ?? current.attributes),
            ],
          );
        }),
      );
      return findById(id);
    },

    async setPassword(id: string, password: string): Promise<boolean> {
      const rows = await db.query('UPDATE identity_users SET password_hash = $2 WHERE id = $1 RETURNING id', [
        id,
        await hashPassword(password),
      ]);
      return rows.length > 0;
    },

    async remove(id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const rows = await db.query('DELETE FROM identity_users WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },

    async search(query: UserQuery): Promise<User[]> {
      const { where, params } = whereClause(query);
      params.push(query.max ?? 100, query.first ?? 0);
      const rows = await db.query<UserRow>(
        `SELECT * FROM identity_users ${where} ORDER BY username
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return rows.map(toUser);
    },

    async count(query: UserQuery): Promise<number> {
      const { where, params } = whereClause(query);
      const [row] = await db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM identity_users ${where}`,
        params,
      );
      return Number(row?.n ?? 0);
    },

    async ensureRealmRoles(): Promise<void> {
      for (const name of REALM_ROLES) {
        await db.query(
          'INSERT INTO identity_roles (id, name, description) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
          [randomUUID(), name, ROLE_DESCRIPTIONS[name]],
        );
      }
    },

    listRoles(): Promise<Role[]> {
      return db.query<Role>('SELECT id, name, description FROM identity_roles ORDER BY name');
    },

    async findRole(name: string): Promise<Role | null> {
      const [role] = await db.query<Role>(
        'SELECT id, name, description FROM identity_roles WHERE name = $1',
        [name],
      );
      return role ?? null;
    },

    rolesOf(userId: string): Promise<Role[]> {
      return db.query<Role>(
        `SELECT r.id, r.name, r.description FROM identity_roles r
         JOIN identity_user_roles ur ON ur.role_id = r.id WHERE ur.user_id = $1 ORDER BY r.name`,
        [userId],
      );
    },

    async roleNamesOf(userId: string): Promise<string[]> {
      return (await this.rolesOf(userId)).map((r) => r.name);
    },

    async addRoles(userId: string, roleIds: string[]): Promise<void> {
      await db.query(
        `INSERT INTO identity_user_roles (user_id, role_id)
         SELECT $1, id FROM identity_roles WHERE id = ANY($2::uuid[]) ON CONFLICT DO NOTHING`,
        [userId, roleIds],
      );
    },

    async removeRoles(userId: string, roleIds: string[]): Promise<void> {
      await db.query('DELETE FROM identity_user_roles WHERE user_id = $1 AND role_id = ANY($2::uuid[])', [
        userId,
        roleIds,
      ]);
    },
  };
}

function whereClause(query: UserQuery): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  const fields = [
    ['username', 'username'],
    ['email', 'email'],
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
  ] as const;
  for (const [key, column] of fields) {
    const value = query[key]?.trim();
    if (!value) continue;
    if (query.exact) add((p) => `lower(${column}) = lower(${p})`, value);
    else add((p) => `${column} ILIKE ${p}`, escapeLike(value));
  }
  const search = query.search?.trim();
  if (search && search !== '*') {
    add(
      (p) => `(username ILIKE ${p} OR email ILIKE ${p} OR first_name ILIKE ${p} OR last_name ILIKE ${p})`,
      escapeLike(search.replace(/^\*|\*$/g, '')),
    );
  }
  if (query.enabled !== undefined) add((p) => `enabled = ${p}`, query.enabled);
  if (query.emailVerified !== undefined) add((p) => `email_verified = ${p}`, query.emailVerified);
  for (const [name, value] of Object.entries(query.attributes ?? {})) {
    add((p) => `attributes @> ${p}::jsonb`, JSON.stringify({ [name]: [value] }));
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
