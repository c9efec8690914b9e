import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../test/gateway.js';
import { webOperation } from '../test/web-operations.js';

const CLASS_DETAIL = webOperation('ClassDetailQuery').query;
const variables = { id: '1', today: '2026-09-07' };

describe('mock mode', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway({ mocks: true });
  });
  afterAll(() => t.close());

  it('answers the real schema without a token or a backend, the same way every time', async () => {
    const first = await t.execute(CLASS_DETAIL, { variables });
    const again = await t.execute(CLASS_DETAIL, { variables });
    expect(first.body.errors).toBeUndefined();
    expect(again.body).toEqual(first.body);
    expect(t.calls).toEqual([]);
    const cls = first.body.data.class;
    expect(cls.students.length).toBeGreaterThanOrEqual(8);
    expect(cls.students[0].student.name).toMatch(
      /^(Nguyễn|Trần|Lê|Phạm|Hoàng|Huỳnh|Phan|Vũ|Võ|Đặng|Bùi|Đỗ) /,
    );
    expect(cls.students[0].student.email).toMatch(/@academy\.test$/);
    expect(cls.studyTimeStart).toMatch(/^\d\d:\d\d$/);
  });

  it("answers a class's weekdays as one list of day numbers", async () => {
    const { body } = await t.execute('{ class(id: 3) { weekdays } classes { items { weekdays } } }');
    expect(body.errors).toBeUndefined();
    const all = [body.data.class, ...body.data.classes.items] as { weekdays: unknown[] }[];
    for (const { weekdays } of all) {
      expect(weekdays.length).toBeGreaterThan(0);
      for (const day of weekdays) expect([1, 2, 3, 4, 5, 6, 7]).toContain(day);
    }
  });

  it('answers mutations with an empty error list', async () => {
    const { body } = await t.execute(
      'mutation { joinClassByCode(input: { classCode: "X" }) { status errors { field } } }',
    );
    expect(body.data.joinClassByCode.errors).toEqual([]);
  });
});

describe('a test with its own mocks', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway({
      mocks: { Class: () => ({ name: 'Lớp thử nghiệm', classCode: 'TEST01' }) },
    });
  });
  afterAll(() => t.close());

  it('answers from those mocks over the real schema', async () => {
    const { body } = await t.execute('{ class(id: 7) { name classCode } }');
    expect(body).toEqual({ data: { class: { name: 'Lớp thử nghiệm', classCode: 'TEST01' } } });
    expect(t.calls).toEqual([]);
  });
});
