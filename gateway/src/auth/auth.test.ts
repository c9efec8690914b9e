import { getDirective } from '@graphql-tools/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../test/gateway.js';
import { seedClass } from '../../test/seed.js';
import { createSigner, ISSUER } from '../../test/tokens.js';
import { buildGatewaySchema } from '../schema.js';

const CLASSMATES_RESULTS = /* GraphQL */ `
  query ($id: ID!) {
    class(id: $id) {
      students {
        student {
          id
        }
        results {
          score
        }
      }
    }
  }
`;

describe('authentication', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  it('answers the viewer as null without a token, and refuses protected fields', async () => {
    const anonymous = await t.execute('{ viewer { id } }');
    expect(anonymous.body).toEqual({ data: { viewer: null } });
    const refused = await t.execute('{ courses { total } }');
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads the viewer from a valid token', async () => {
    const user = buildUser({ name: 'Lê Thu Hà' });
    t.world.users.push(user);
    const { body } = await t.execute('{ viewer { name role } }', { as: user });
    expect(body).toEqual({ data: { viewer: { name: 'Lê Thu Hà', role: 'STUDENT' } } });
  });

  const user = buildUser();
  const forged: [string, () => Promise<string>][] = [
    [
      'signed with another key',
      async () => (await createSigner()).mint({ sub: user.id_lms, email: user.email }),
    ],
    ['expired', () => t.signer.mint({ sub: user.id_lms, email: user.email }, { expiresIn: -60 })],
    [
      'from another issuer',
      () => t.signer.mint({ sub: user.id_lms, email: user.email }, { issuer: `${ISSUER}-other` }),
    ],
    ['not an access token', () => t.signer.mint({ sub: user.id_lms, email: user.email }, { typ: 'ID' })],
    [
      'shaped as an ID token (no typ, audience the web client)',
      () =>
        t.signer.mint(
          { sub: user.id_lms, email: user.email },
          { claims: { typ: undefined, aud: 'lms-web', realm_access: undefined } },
        ),
    ],
    [
      'of another client of the realm',
      () =>
        t.signer.mint(
          { sub: user.id_lms, email: user.email },
          { claims: { azp: 'billing-app', aud: ['billing-api', 'account'] } },
        ),
    ],
    ['malformed', async () => 'not.a.jwt'],
  ];
  it.each(forged)('refuses a token %s with 401 UNAUTHENTICATED and no data', async (_, token) => {
    t.world.users.push(user);
    t.resetCalls();
    const { status, body } = await t.execute('{ viewer { id email } }', {
      authorization: `Bearer ${await token()}`,
    });
    expect(status).toBe(401);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(t.calls).toEqual([]);
  });

  it('remembers a checked token only until it expires', async () => {
    const member = buildUser();
    t.world.users.push(member);
    const token = await t.signer.mint({ sub: member.id_lms, email: member.email }, { expiresIn: '60s' });
    const ask = () => t.execute('{ viewer { id } }', { authorization: `Bearer ${token}` });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      const late = await ask();
      expect(late.status).toBe(401);
      expect(late.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('authorization', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  it('refuses a role the schema does not allow, before any REST call', async () => {
    const student = buildUser();
    t.world.users.push(student);
    t.resetCalls();
    const { body } = await t.execute('{ users { total } }', { as: student });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });

  it("refuses a student a classmate's results and fetches none of them", async () => {
    const { cls, students } = seedClass(t.world, { students: 3, assignments: 2 });
    const [me] = students;
    t.resetCalls();
    const { body } = await t.execute(CLASSMATES_RESULTS, { as: me, variables: { id: String(cls.id) } });
    const rows = body.data.class.students as { student: { id: string }; results: unknown[] | null }[];
    const mine = rows.find((r) => r.student.id === String(me!.id));
    expect(mine?.results).toHaveLength(2);
    for (const other of rows.filter((r) => r !== mine)) expect(other.results).toBeNull();
    expect(body.errors).toHaveLength(2);
    expect(body.errors?.every((e) => e.extensions?.code === 'FORBIDDEN')).toBe(true);
    // Only the student's own rows were asked for: the backend forces students/exercise to the viewer.
    expect(t.calls.filter((c) => c.includes('students/exercise'))).toHaveLength(1);
  });

  it('lets a teacher read every student of the class', async () => {
    const { cls, teacher } = seedClass(t.world, { students: 3, assignments: 2 });
    const { body } = await t.execute(CLASSMATES_RESULTS, { as: teacher, variables: { id: String(cls.id) } });
    expect(body.errors).toBeUndefined();
    expect(body.data.class.students.map((s: { results: unknown[] }) => s.results.length)).toEqual([2, 2, 2]);
  });

  it('declares @auth on every root field but viewer, the account actions before sign-in and the open IELTS dates', () => {
    const schema = buildGatewaySchema();
    const roots = [schema.getQueryType()!, schema.getMutationType()!];
    const open = roots.flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => !getDirective(schema, field, 'auth')?.length)
        .map((field) => `${type.name}.${field.name}`),
    );
    expect(open.sort()).toEqual([
      'Mutation.requestPasswordReset',
      'Mutation.resetPassword',
      'Mutation.signUp',
      'Query.ieltsOpenExamDates',
      'Query.verifyResetCode',
      'Query.viewer',
    ]);
  });
});
