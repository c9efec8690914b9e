import { NESTING_MESSAGES, nestsDeeperThan } from '@lms/domain';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { revokeEverythingOf } from './adapter.js';
import { REALM } from './config.js';
import type { Database } from './db.js';
import { resolveLang } from './i18n.js';
import type { Logger } from './log.js';
import { bearerToken, type VerifyAccessToken } from './tokens.js';
import { UserConflictError, type Attributes, type Role, type User, type UserStore } from './users.js';

/**
 * The part of Keycloak's Admin REST API (`/admin/realms/lms/...`) the backend uses, with Keycloak's
 * JSON shapes and status codes. Callers authenticate with a service-account token whose
 * `resource_access['realm-management'].roles` holds `view-users` (reads) or `manage-users` (writes).
 */
export interface AdminApiDeps {
  db: Database;
  users: UserStore;
  verifyAccessToken: VerifyAccessToken;
  /** Absolute base of this API, for Location headers. */
  adminBase: string;
  log: Logger;
}

const attributesInput = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .transform((record): Attributes =>
    Object.fromEntries(Object.entries(record).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])),
  );

const userInput = z.object({
  username: z.string().trim().min(1).max(255).optional(),
  email: z
    .union([z.literal(''), z.email()])
    .nullable()
    .optional(),
  firstName: z.string().max(255).nullable().optional(),
  lastName: z.string().max(255).nullable().optional(),
  enabled: z.boolean().optional(),
  emailVerified: z.boolean().optional(),
  attributes: attributesInput.nullable().optional(),
  credentials: z
    .array(
      z.object({
        type: z.string().optional(),
        value: z.string().optional(),
        temporary: z.boolean().optional(),
      }),
    )
    .optional(),
});

const credentialInput = z.object({
  type: z.literal('password').optional(),
  value: z.string().min(1),
  temporary: z.boolean().optional(),
});

const roleRefs = z.array(z.object({ id: z.string().optional(), name: z.string().optional() }));

type Handler = (req: Request, res: Response) => Promise<void>;
type Permission = 'view-users' | 'manage-users';

export function adminApi(deps: AdminApiDeps): Router {
  const { users, verifyAccessToken, adminBase } = deps;
  const router = express.Router();
  router.use(express.json({ limit: '64kb' }));
  // A body nested deeper than @lms/domain's MAX_NESTING is refused before any schema walks it (issue 27),
  // in Keycloak's shape for rejected input and the caller's language.
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!nestsDeeperThan(req.body)) return next();
    const lang = resolveLang({ acceptLanguage: req.headers['accept-language'] });
    res.status(400).json({ errorMessage: NESTING_MESSAGES.nesting_too_deep[lang] });
  });

  const toRole = (role: Role) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    composite: false,
    clientRole: false,
    containerId: REALM,
  });

  async function toUser(user: User, brief = false) {
    return {
      id: user.id,
      username: user.username,
      ...(user.firstName ? { firstName: user.firstName } : {}),
      ...(user.lastName ? { lastName: user.lastName } : {}),
      ...(user.email ? { email: user.email } : {}),
      emailVerified: user.emailVerified,
      ...(!brief && Object.keys(user.attributes).length ? { attributes: user.attributes } : {}),
      createdTimestamp: user.createdAt.getTime(),
      enabled: user.enabled,
      totp: false,
      disableableCredentialTypes: [],
      requiredActions: [],
      notBefore: 0,
      ...(brief
        ? {}
        : {
            access: {
              manageGroupMembership: true,
              view: true,
              mapRoles: true,
              impersonate: false,
              manage: true,
            },
          }),
    };
  }

  /** Keycloak's answers: `{error}` for auth and lookups, `{errorMessage}` for rejected input. */
  const fail = (res: Response, status: number, body: Record<string, unknown>) =>
    void res.status(status).json(body);
  const invalid = (res: Response, error: z.ZodError) => {
    const issue = error.issues[0];
    fail(res, 400, {
      field: issue?.path.join('.') || undefined,
      errorMessage: issue?.message ?? 'invalid input',
    });
  };

  function route(permission: Permission, handler: Handler) {
    return async (req: Request, res: Response) => {
      const token = bearerToken(req);
      const claims = token ? await verifyAccessToken(token) : null;
      if (!claims) return fail(res, 401, { error: 'HTTP 401 Unauthorized' });
      const roles = claims.resource_access?.['realm-management']?.roles ?? [];
      const allowed =
        roles.includes('manage-users') || (permission === 'view-users' && roles.includes('view-users'));
      if (!allowed) return fail(res, 403, { error: 'HTTP 403 Forbidden' });
      await handler(req, res);
    };
  }

  async function userOr404(req: Request, res: Response): Promise<User | null> {
    const user = await users.findById(String(req.params.id));
    if (!user) fail(res, 404, { error: 'User not found' });
    return user;
  }

  const bool = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : undefined);
  const int = (value: unknown, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 ? n : fallback;
  };
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

  function userQuery(req: Request) {
    const q = str(req.query.q);
    const attributes = q
      ? Object.fromEntries(
          q
            .split(/\s+/)
            .map((pair) => pair.split(':'))
            .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0])),
        )
      : undefined;
    return {
      search: str(req.query.search),
      username: str(req.query.username),
      email: str(req.query.email),
      firstName: str(req.query.firstName),
      lastName: str(req.query.lastName),
      exact: bool(req.query.exact),
      enabled: bool(req.query.enabled),
      emailVerified: bool(req.query.emailVerified),
      attributes,
      first: int(req.query.first, 0),
      max: Math.min(int(req.query.max, 100), 1000),
    };
  }

  router.get(
    '/users',
    route('view-users', async (req, res) => {
      const found = await users.search(userQuery(req));
      const brief = bool(req.query.briefRepresentation) === true;
      res.json(await Promise.all(found.map((u) => toUser(u, brief))));
    }),
  );

  router.get(
    '/users/count',
    route('view-users', async (req, res) => {
      res.json(await users.count(userQuery(req)));
    }),
  );

  router.post(
    '/users',
    route('manage-users', async (req, res) => {
      const parsed = userInput.safeParse(req.body);
      if (!parsed.success) return invalid(res, parsed.error);
      const input = parsed.data;
      const username = input.username ?? (input.email || undefined);
      if (!username)
        return fail(res, 400, { field: 'username', errorMessage: 'error-user-attribute-required' });
      const password = input.credentials?.find(
        (c) => (c.type ?? 'password') === 'password' && c.value,
      )?.value;
      try {
        const user = await users.create({
          username,
          email: input.email || null,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          enabled: input.enabled ?? false,
          emailVerified: input.emailVerified ?? false,
          attributes: input.attributes ?? {},
          password,
        });
        deps.log.info('admin: user created', { user: user.id });
        res.status(201).location(`${adminBase}/users/${user.id}`).end();
      } catch (error) {
        if (error instanceof UserConflictError) return fail(res, 409, { errorMessage: error.message });
        throw error;
      }
    }),
  );

  router.get(
    '/users/:id',
    route('view-users', async (req, res) => {
      const user = await userOr404(req, res);
      if (user) res.json(await toUser(user));
    }),
  );

  router.put(
    '/users/:id',
    route('manage-users', async (req, res) => {
      const parsed = userInput.safeParse(req.body);
      if (!parsed.success) return invalid(res, parsed.error);
      const input = parsed.data;
      try {
        const user = await users.update(String(req.params.id), {
          username: input.username,
          email: input.email === undefined ? undefined : input.email || null,
          firstName: input.firstName ?? undefined,
          lastName: input.lastName ?? undefined,
          enabled: input.enabled,
          emailVerified: input.emailVerified,
          attributes: input.attributes ?? undefined,
        });
        if (!user) return fail(res, 404, { error: 'User not found' });
        deps.log.info('admin: user updated', { user: user.id, enabled: user.enabled });
        res.status(204).end();
      } catch (error) {
        if (error instanceof UserConflictError) return fail(res, 409, { errorMessage: error.message });
        throw error;
      }
    }),
  );

  router.delete(
    '/users/:id',
    route('manage-users', async (req, res) => {
      const id = String(req.params.id);
      if (!(await users.remove(id))) return fail(res, 404, { error: 'User not found' });
      await revokeEverythingOf(deps.db, id);
      deps.log.info('admin: user deleted', { user: id });
      res.status(204).end();
    }),
  );

  router.put(
    '/users/:id/reset-password',
    route('manage-users', async (req, res) => {
      const parsed = credentialInput.safeParse(req.body);
      if (!parsed.success) return invalid(res, parsed.error);
      if (parsed.data.temporary) {
        return fail(res, 400, { errorMessage: 'Temporary passwords (required actions) are not supported' });
      }
      const user = await userOr404(req, res);
      if (!user) return;
      await users.setPassword(user.id, parsed.data.value);
      deps.log.info('admin: password set', { user: user.id });
      res.status(204).end();
    }),
  );

  router.post(
    '/users/:id/logout',
    route('manage-users', async (req, res) => {
      const user = await userOr404(req, res);
      if (!user) return;
      await revokeEverythingOf(deps.db, user.id);
      deps.log.info('admin: user signed out everywhere', { user: user.id });
      res.status(204).end();
    }),
  );

  router.get(
    '/users/:id/role-mappings',
    route('view-users', async (req, res) => {
      const user = await userOr404(req, res);
      if (user) res.json({ realmMappings: (await users.rolesOf(user.id)).map(toRole) });
    }),
  );

  const realmRoles = route('view-users', async (req, res) => {
    const user = await userOr404(req, res);
    if (user) res.json((await users.rolesOf(user.id)).map(toRole));
  });
  router.get('/users/:id/role-mappings/realm', realmRoles);
  router.get('/users/:id/role-mappings/realm/composite', realmRoles);

  /** Role representations in a body resolve by id, else by name; an unknown one is a 404. */
  async function resolveRoles(req: Request, res: Response): Promise<Role[] | null> {
    const parsed = roleRefs.safeParse(req.body);
    if (!parsed.success) {
      invalid(res, parsed.error);
      return null;
    }
    const all = await users.listRoles();
    const resolved: Role[] = [];
    for (const ref of parsed.data) {
      const role = all.find((r) => (ref.id ? r.id === ref.id : r.name === ref.name));
      if (!role) {
        fail(res, 404, { error: 'Role not found' });
        return null;
      }
      resolved.push(role);
    }
    return resolved;
  }

  router.post(
    '/users/:id/role-mappings/realm',
    route('manage-users', async (req, res) => {
      const user = await userOr404(req, res);
      const roles = user && (await resolveRoles(req, res));
      if (!user || !roles) return;
      await users.addRoles(
        user.id,
        roles.map((r) => r.id),
      );
      deps.log.info('admin: roles added', { user: user.id, roles: roles.map((r) => r.name) });
      res.status(204).end();
    }),
  );

  router.delete(
    '/users/:id/role-mappings/realm',
    route('manage-users', async (req, res) => {
      const user = await userOr404(req, res);
      const roles = user && (await resolveRoles(req, res));
      if (!user || !roles) return;
      await users.removeRoles(
        user.id,
        roles.map((r) => r.id),
      );
      deps.log.info('admin: roles removed', { user: user.id, roles: roles.map((r) => r.name) });
      res.status(204).end();
    }),
  );

  router.get(
    '/roles',
    route('view-users', async (_req, res) => {
      res.json((await users.listRoles()).map(toRole));
    }),
  );

  router.get(
    '/roles/:name',
    route('view-users', async (req, res) => {
      const role = await users.findRole(String(req.params.name));
      if (!role) return fail(res, 404, { error: 'Could not find role' });
      res.json(toRole(role));
    }),
  );

  router.use((_req: Request, res: Response) =>
    fail(res, 404, { error: 'RESTEASY003210: Could not find resource' }),
  );
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) return fail(res, status, { error: 'invalid_request' });
    deps.log.error('admin API failure', { message: (error as Error).message });
    fail(res, 500, { error: 'unknown_error' });
  });
  return router;
}
