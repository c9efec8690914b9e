import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { ROLE, users } from '../db/schema.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { buildAdmin, buildClass, buildStudent, buildTeacher, enrol } from '../test/factories.js';
import type { UserRow } from './auth.js';

/**
 * Issue 8, findings 1 to 3: which tokens the API accepts, how a first sign-in finds its row, and who
 * decides roles. Each test fails on the code before the fix.
 */
let t: TestContext;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

async function callWith(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `${API_PREFIX}/${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload,
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}

/** A user with a sign-in account at the (fake) identity provider, linked by subject. */
async function linkedStudent(email: string) {
  const student = await buildStudent(t.db, { email });
  const sub = await t.identity.admin.createUser({
    email,
    firstName: '',
    lastName: '',
    password: 'Cu2026abcd',
  });
  await t.db.update(users).set({ sub }).where(eq(users.id, student.id));
  return { ...student, sub };
}

describe('only access tokens of the LMS clients', () => {
  const change = { current_password: 'Cu2026abcd', password: 'Moi2026abcd', confirm_password: 'Moi2026abcd' };

  it("refuses the web's ID token (no typ, audience the web client) for a password change", async () => {
    const victim = await linkedStudent('id-token@example.test');
    // What oidc-provider puts in an ID token: aud and azp the web client, no typ, no roles.
    const idToken = await t.mint({
      sub: victim.sub,
      email: victim.email,
      email_verified: true,
      typ: undefined,
      aud: 'lms-web',
      azp: 'lms-web',
    });
    const res = await callWith(idToken, 'POST', 'accounts/password/change/', change);
    expect(res.status).toBe(401);
    expect(t.identity.accounts.get(victim.sub)!.password).toBe('Cu2026abcd');
    // Keycloak's ID tokens say typ ID.
    const keycloakId = await t.mint({ sub: victim.sub, typ: 'ID', aud: 'lms-web', azp: 'lms-web' });
    expect((await callWith(keycloakId, 'POST', 'accounts/password/change/', change)).status).toBe(401);
    // The role of the row is untouched: an ID token carries no roles, and none is written anyway.
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row!.role).toBe(ROLE.STUDENT);
  });

  it('refuses an access token issued to and for another client', async () => {
    const student = await linkedStudent('other-client@example.test');
    const foreign = await t.mint({ sub: student.sub, azp: 'billing-app', aud: ['billing-api', 'account'] });
    expect((await callWith(foreign, 'GET', 'self/')).status).toBe(401);
    const noAudience = await t.mint({ sub: student.sub, azp: undefined });
    expect((await callWith(noAudience, 'GET', 'self/')).status).toBe(401);
  });

  it('accepts an access token of the web or for the gateway', async () => {
    const student = await linkedStudent('good-token@example.test');
    const web = await t.mint({ sub: student.sub, realm_access: { roles: ['student'] } });
    expect((await callWith(web, 'POST', 'accounts/password/change/', change)).status).toBe(200);
    const forGateway = await t.mint({ sub: student.sub, azp: 'some-tool', aud: ['lms-gateway', 'account'] });
    expect((await callWith(forGateway, 'GET', 'self/')).status).toBe(200);
  });
});

describe('linking a first sign-in to a user row', () => {
  it('never re-links a row already linked to another subject', async () => {
    const victim = await linkedStudent('victim@example.test');
    const stranger = await t.mint({
      sub: 'stranger-sub',
      email: 'victim@example.test',
      email_verified: true,
    });
    const res = await callWith(stranger, 'GET', 'self/');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/another LMS account/);
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row!.sub).toBe(victim.sub);
  });

  it('links a row nobody is linked to only when the address is verified', async () => {
    const seeded = await buildStudent(t.db, { email: 'candidate@example.test' });
    const unverified = await t.mint({
      sub: 'claimer',
      email: 'candidate@example.test',
      email_verified: false,
    });
    const refused = await callWith(unverified, 'GET', 'self/');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Verify your e-mail/);
    expect((await t.db.select().from(users).where(eq(users.id, seeded.id)))[0]!.sub).toBeNull();

    const verified = await t.mint({ sub: 'owner', email: 'candidate@example.test', email_verified: true });
    expect((await callWith(verified, 'GET', 'self/')).status).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, seeded.id)))[0]!.sub).toBe('owner');
  });

  it('lets the same person sign in from several tabs at once the first time', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `tabs-${round}@example.test`;
      await buildStudent(t.db, { email });
      const token = await t.mint({ sub: `tabs-${round}`, email, email_verified: true });
      const answers = await Promise.all(Array.from({ length: 8 }, () => callWith(token, 'GET', 'self/')));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    }
  });
});

describe("an administrator's change of e-mail", () => {
  it('reaches the identity provider in the same command, so the new address links to nobody new', async () => {
    const victim = await linkedStudent('before@example.test');
    const res = await t.api(admin, {
      method: 'PUT',
      url: `user/${victim.id}/`,
      payload: { email: 'after@example.test' },
    });
    expect(res.status).toBe(200);
    expect(t.identity.accounts.get(victim.sub)).toMatchObject({
      email: 'after@example.test',
      emailVerified: true,
    });
    // Whoever now registers the new address elsewhere gets nothing of the victim.
    const stranger = await t.mint({
      sub: 'new-registrant',
      email: 'after@example.test',
      email_verified: true,
    });
    expect((await callWith(stranger, 'GET', 'self/')).status).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.id, victim.id)))[0]!.sub).toBe(victim.sub);
  });

  it('is refused whole when another sign-in account already has the address', async () => {
    const victim = await linkedStudent('kept@example.test');
    await t.identity.admin.createUser({
      email: 'squatted@example.test',
      firstName: '',
      lastName: '',
      password: 'x',
    });
    const res = await t.api(admin, {
      method: 'PUT',
      url: `user/${victim.id}/`,
      payload: { email: 'squatted@example.test', name: 'Đổi tên' },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors.email).toEqual(['This email is already used']);
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ email: 'kept@example.test', name: victim.name });
    expect(t.identity.accounts.get(victim.sub)!.email).toBe('kept@example.test');
  });

  it('changes nothing when the identity provider cannot be reached', async () => {
    const victim = await linkedStudent('unreachable@example.test');
    t.identity.failNext.updateEmail = true;
    const res = await t.api(admin, {
      method: 'PUT',
      url: `user/${victim.id}/`,
      payload: { email: 'elsewhere@example.test' },
    });
    expect(res.status).toBe(503);
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row!.email).toBe('unreachable@example.test');
  });
});

describe('roles come from the identity provider through the users command, never from a token', () => {
  it("a demoted teacher's old token neither acts as a teacher nor writes the role back", async () => {
    const teacher = await buildTeacher(t.db);
    const sub = await t.identity.admin.createUser({ email: teacher.email, firstName: '', lastName: '' });
    await t.db.update(users).set({ sub }).where(eq(users.id, teacher.id));
    const staleToken = await t.mint({ sub, realm_access: { roles: ['teacher'] } });
    const demote = await t.api(admin, {
      method: 'PUT',
      url: `user/${teacher.id}/`,
      payload: { role: ROLE.STUDENT },
    });
    expect(demote.status).toBe(200);
    const me = await callWith(staleToken, 'GET', 'self/');
    expect(me.status).toBe(200);
    expect(me.body.role).toBe(ROLE.STUDENT);
    expect((await callWith(staleToken, 'POST', 'course/', { name: 'Khóa của giáo viên cũ' })).status).toBe(
      403,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row!.role).toBe(ROLE.STUDENT);
  });

  it('a token claiming more than the row gives no more', async () => {
    const student = await linkedStudent('climber@example.test');
    const forged = await t.mint({ sub: student.sub, realm_access: { roles: ['admin'] } });
    expect((await callWith(forged, 'GET', 'user/')).status).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.id, student.id)))[0]!.role).toBe(ROLE.STUDENT);
  });

  it("an admin's role change always reaches the identity provider, even when the row already agrees", async () => {
    const student = await linkedStudent('drifted@example.test');
    await t.identity.admin.setRealmRole(student.sub, 'teacher'); // the provider drifted from the row
    const res = await t.api(admin, {
      method: 'PUT',
      url: `user/${student.id}/`,
      payload: { role: ROLE.STUDENT },
    });
    expect(res.status).toBe(200);
    expect(t.identity.accounts.get(student.sub)!.role).toBe('student');
  });
});

describe('the viewer cache', () => {
  it('reuses a row for the calls of one moment, and forgets it at once when an admin changes the user', async () => {
    const cached = await createTestContext({ viewerCacheMs: 60_000 });
    try {
      const boss = await buildAdmin(cached.db);
      const teacher = await buildTeacher(cached.db);
      const sub = await cached.identity.admin.createUser({
        email: teacher.email,
        firstName: '',
        lastName: '',
      });
      await cached.db.update(users).set({ sub }).where(eq(users.id, teacher.id));
      const token = await cached.mint({ sub, realm_access: { roles: ['teacher'] } });
      const client = (cached.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } })
        .$client;
      const query = client.query.bind(client);
      let statements = 0;
      client.query = (...a: unknown[]) => (statements++, query(...a));
      const self = () =>
        cached.app.inject({
          method: 'GET',
          url: `${API_PREFIX}/self/`,
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await self()).statusCode).toBe(200);
      const first = statements;
      expect((await self()).statusCode).toBe(200);
      expect(statements).toBe(first); // the second call asked the database nothing
      const demote = await cached.api(boss, {
        method: 'PUT',
        url: `user/${teacher.id}/`,
        payload: { role: ROLE.STUDENT },
      });
      expect(demote.status).toBe(200);
      expect((await self()).json()).toMatchObject({ role: ROLE.STUDENT });
      client.query = query;
    } finally {
      await cached.close();
    }
  });

  it('remembers who teaches and studies which class for the calls of one moment, and forgets at once when that changes', async () => {
    const cached = await createTestContext({ viewerCacheMs: 60_000 });
    try {
      const boss = await buildAdmin(cached.db);
      const teacher = await buildTeacher(cached.db);
      const student = await buildStudent(cached.db);
      const own = await buildClass(cached.db, {}, { teachers: [teacher] });
      const other = await buildClass(cached.db);
      await enrol(cached.db, own.id, student.id, 'request');
      const client = (cached.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } })
        .$client;
      const query = client.query.bind(client);
      let statements = 0;
      client.query = (...a: unknown[]) => (statements++, query(...a));
      const read = (user: UserRow, id: number) => cached.api(user, { method: 'GET', url: `class/${id}/` });

      expect((await read(teacher, own.id)).status).toBe(200);
      const before = statements;
      expect((await read(teacher, own.id)).status).toBe(200);
      // The class and its presentation, not the viewer's row or their classes again.
      expect(statements - before).toBeLessThanOrEqual(3);

      expect((await read(teacher, other.id)).status).toBe(403);
      const assign = await cached.api(boss, {
        method: 'PUT',
        url: `class/${other.id}/`,
        payload: { teacher_ids: [teacher.id] },
      });
      expect(assign.status).toBe(200);
      expect((await read(teacher, other.id)).status).toBe(200);
      await cached.api(boss, { method: 'PUT', url: `class/${other.id}/`, payload: { teacher_ids: [] } });
      expect((await read(teacher, other.id)).status).toBe(403);

      expect((await read(student, own.id)).status).toBe(403); // a request is not yet a place in the class
      const approve = await cached.api(teacher, {
        method: 'POST',
        url: 'teacher/update-student-status',
        payload: { class_id: own.id, student_id: student.id, status: 'active' },
      });
      expect(approve.status).toBe(200);
      expect((await read(student, own.id)).status).toBe(200);
      client.query = query;
    } finally {
      await cached.close();
    }
  });
});
