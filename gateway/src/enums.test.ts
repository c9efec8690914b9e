import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isEnumType, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { enumValues } from './enums.js';
import { SCHEMA_DIR, buildGatewaySchema } from './schema.js';

const ROOT = path.resolve(SCHEMA_DIR, '..');
type Value = string | number;
const key = (values: Value[]) => JSON.stringify([...values].map(String).sort());

/** Every enumeration of the REST contract (backend/openapi.json): `enum` lists, and `anyOf` of them. */
function restEnumerations(): Set<string> {
  const spec: unknown = JSON.parse(readFileSync(path.join(ROOT, 'backend/openapi.json'), 'utf8'));
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    const { enum: values, anyOf } = node as { enum?: Value[]; anyOf?: { enum?: Value[] }[] };
    if (values) found.add(key(values));
    if (anyOf?.every((member) => member.enum)) found.add(key(anyOf.flatMap((member) => member.enum!)));
    Object.values(node).forEach(walk);
  };
  walk(spec);
  return found;
}

/**
 * docs/product.md point 3 enumerations that no REST route carries yet (the banks and IELTS come later): checked
 * against the backend's declarations in backend/src/db/schema/enums.ts, read as text (the gateway never
 * imports backend code). Visibility has no backend column yet, and openapi.json types `scoring_mode` as a
 * bare integer: docs/product.md's numbers are their values.
 */
const NOT_YET_IN_REST: Record<string, string | Value[]> = {
  QuestionType: 'QUESTION_TYPES',
  ChangeAction: 'CHANGE_ACTIONS',
  MediaKind: 'MEDIA_KINDS',
  IeltsRegistrationStatus: 'IELTS_REGISTRATION_STATUSES',
  SkillPackage: 'SKILL_PACKAGES',
  IeltsSkill: 'IELTS_SKILLS',
  IeltsModule: 'IELTS_MODULES',
  IeltsExamFormat: 'EXAM_FORMATS',
  IeltsShift: 'IELTS_SHIFTS',
  IeltsExamDateStatus: 'EXAM_DATE_STATUSES',
  IeltsPaymentStatus: 'PAYMENT_STATUSES',
  IeltsPaymentMethod: 'PAYMENT_METHODS',
  PromotionCodeStatus: 'PROMOTION_STATUSES',
  PromotionDiscountKind: 'DISCOUNT_KINDS',
  Visibility: [0, 1],
  ScoringMode: [0, 1, 2],
  // Computed by the gateway with @lms/domain's rule from REST's monthly counts (modules/analytics/tallies.ts).
  ErrorTagTrend: ['falling', 'rising', 'steady'],
};

function backendDeclaration(name: string): Value[] {
  const source = readFileSync(path.join(ROOT, 'backend/src/db/schema/enums.ts'), 'utf8');
  const list = new RegExp(`export const ${name} = \\[([^\\]]*)\\] as const`).exec(source)?.[1];
  if (!list) throw new Error(`backend/src/db/schema/enums.ts declares no ${name}`);
  return [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

describe('GraphQL enums', () => {
  const schema = buildGatewaySchema();
  const enums = Object.values(schema.getTypeMap()).filter(
    (t) => isEnumType(t) && !t.name.startsWith('__'),
  ) as GraphQLEnumType[];

  it('maps every enum of the schema, value by value, to the REST values (enums.ts)', () => {
    const names = (e: GraphQLEnumType) =>
      e
        .getValues()
        .map((v) => v.name)
        .sort();
    expect(enums.filter((e) => !(e.name in enumValues)).map((e) => e.name)).toEqual([]);
    for (const e of enums) {
      expect(names(e), e.name).toEqual(Object.keys(enumValues[e.name as keyof typeof enumValues]).sort());
    }
  });

  it('documents every enum value', () => {
    const undocumented = enums.flatMap((e) =>
      e
        .getValues()
        .filter((v) => !v.description)
        .map((v) => `${e.name}.${v.name}`),
    );
    // schema/users.graphql's Gender and UserSort get theirs with the users domain's next change.
    expect(undocumented.filter((v) => !/^(Gender|UserSort)\./.test(v))).toEqual([]);
  });

  it("has the backend's values, as backend/openapi.json states them", () => {
    const rest = restEnumerations();
    const differing = Object.entries(enumValues).flatMap(([name, map]) => {
      const values: Value[] = Object.values(map);
      const declared = NOT_YET_IN_REST[name];
      if (rest.has(key(values))) return [];
      if (declared === undefined) return [`${name}: ${key(values)} is in no enum of openapi.json`];
      const expected = typeof declared === 'string' ? backendDeclaration(declared) : declared;
      return key(expected) === key(values) ? [] : [`${name}: ${key(values)} is not ${key(expected)}`];
    });
    expect(differing).toEqual([]);
  });

  it('has the 35 question types of docs/product.md point 3', () => {
    expect(Object.keys(enumValues.QuestionType)).toHaveLength(35);
  });
});
