import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildStudent } from '../../test/factories.js';

let t: TestContext;
let student: UserRow;

beforeAll(async () => {
  t = await createTestContext();
  student = await buildStudent(t.db);
});
afterAll(() => t.close());

describe('GET question/question-type/', () => {
  it('serves the registry of the 35 types to any signed-in user', async () => {
    const res = await t.api(student, { method: 'GET', url: 'question/question-type/' });
    expect(res.status).toBe(200);
    expect(res.body.types).toHaveLength(35);
    expect(res.body.types.find((x: { type: string }) => x.type === 'true_false')).toEqual({
      type: 'true_false',
      interaction: 'single_choice',
      marked_by: 'key',
      media: null,
      fixed_options: ['true', 'false', 'not_given'],
    });
    expect(res.body.types.find((x: { type: string }) => x.type === 'speaking_ielt')).toMatchObject({
      marked_by: 'person',
    });
    expect(res.body.weights).toEqual([0.25, 0.5, 0.75, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await t.api(null, { method: 'GET', url: 'question/question-type/' })).status).toBe(401);
  });
});
