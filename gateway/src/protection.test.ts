import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { createTestGateway, type TestGateway } from '../test/gateway.js';
import { DEFAULT_LIMITS } from './protection.js';

function nested(depth: number): string {
  // class -> students -> class -> students ... : a loop the schema allows.
  let selection = 'id';
  for (let level = 1; level < depth; level++) {
    selection = level % 2 ? `students { class { ${selection} } }` : `id ${selection}`;
  }
  return `query Deep { class(id: 1) { ${selection} } }`;
}

describe('operation limits', () => {
  let t: TestGateway;
  const user = buildUser();
  beforeAll(async () => {
    t = await createTestGateway();
    t.world.users.push(user);
  });
  afterAll(() => t.close());

  const refused = async (query: string) => {
    t.resetCalls();
    const { status, body } = await t.execute(query, { as: user });
    expect(t.calls).toEqual([]);
    expect(body.data).toBeUndefined();
    return { status, errors: body.errors ?? [] };
  };

  it('refuses a query deeper than the limit', async () => {
    const { status, errors } = await refused(nested(DEFAULT_LIMITS.maxDepth + 4));
    expect(status).toBe(400);
    expect(errors[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'depth' });
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: DEFAULT_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: viewer { id }`);
    const { errors } = await refused(`{ ${aliases.join(' ')} }`);
    expect(errors[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'aliases' });
  });

  it('refuses a document with too many tokens while parsing it', async () => {
    const fields = Array.from({ length: DEFAULT_LIMITS.maxTokens }, () => 'id').join(' ');
    const { errors } = await refused(`{ viewer { ${fields} } }`);
    expect(errors[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(errors[0]?.message).toMatch(/tokens/);
  });

  it('refuses a query over the cost limit', async () => {
    // Few tokens, shallow, no aliases: fragments spread five times per level multiply the fields.
    const leaves =
      'id name classCode numberOfSessions startDate endDate expectedEndDate studyTimeStart studyTimeEnd ' +
      'sessionsPassed weekdays description studentCount createdAt classroomOnline classroomOffline';
    const five = (name: string) => Array.from({ length: 5 }, () => `...${name}`).join(' ');
    const query = `{ class(id: 1) { students { class { ...F3 } } } }
      fragment F0 on Class { ${leaves} }
      fragment F1 on Class { ${five('F0')} }
      fragment F2 on Class { ${five('F1')} }
      fragment F3 on Class { ${five('F2')} }`;
    const { errors } = await refused(query);
    expect(errors.map((e) => e.extensions?.limit)).toEqual(['cost']);
  });

  it('answers an ordinary query within the limits', async () => {
    const { body } = await t.execute('{ viewer { id name } }', { as: user });
    expect(body.errors).toBeUndefined();
  });

  it('rejects malformed queries, unknown fields and wrong variable types with their codes', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['{ viewer { id }', {}, 'GRAPHQL_PARSE_FAILED'],
      ['{ viewer { idd } }', {}, 'GRAPHQL_VALIDATION_FAILED'],
      ['query ($id: ID!) { class(id: $id) { id } }', { id: { not: 'an id' } }, 'BAD_USER_INPUT'],
      [
        'query ($d: Date!) { calculateEndDate(input: { startDate: $d, numberOfSessions: 3, weekdays: [1] }) { expectedEndDate } }',
        { d: '2026-02-30' },
        'BAD_USER_INPUT',
      ],
    ];
    for (const [query, variables, code] of cases) {
      const { body } = await t.execute(query, { as: user, variables });
      expect(body.errors?.[0]?.extensions?.code, query).toBe(code);
    }
  });
});

describe('production settings', () => {
  let t: TestGateway;
  const user = buildUser();
  beforeAll(async () => {
    t = await createTestGateway({ production: true });
    t.world.users.push(user);
  });
  afterAll(() => t.close());

  it('refuses introspection', async () => {
    const { body } = await t.execute('{ __schema { types { name } } }', { as: user });
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('gives no field suggestions', async () => {
    const { body } = await t.execute('{ viewer { nam } }', { as: user });
    expect(body.errors?.[0]?.message).toBe('Cannot query field "nam" on type "User".');
  });

  it('still allows __typename', async () => {
    const { body } = await t.execute('{ __typename }');
    expect(body).toEqual({ data: { __typename: 'Query' } });
  });
});
