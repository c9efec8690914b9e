import {
  getNamedType,
  isEnumType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import type { StoreObject } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import * as generated from '../gql/graphql';
import { gatewaySchema } from '../test/gateway';
import { createCache } from './apollo';

/**
 * docs/decisions.md, "A field named `id` is globally unique": the types whose `id` is a database row's id,
 * unique across the type, are the only ones the web's cache may normalise by it. A type whose identifier is
 * only unique inside its parent (a choice option "A", a word "w1", a matching item, a blank) names it `key`,
 * and the cache keeps it inside its parent. A new row type joins this list.
 */
const ROW_TYPES = new Set([
  'Article',
  'Assignment',
  'Attempt',
  'Attendance',
  'Class',
  'ClassStudent',
  'Course',
  'DayOff',
  'ErrorTag',
  'ExamExercise',
  'ExamPart',
  'ExamQuestion',
  'Exercise',
  'Feedback',
  'IeltsBandCorrection',
  'IeltsExamDate',
  'IeltsPayment',
  'IeltsRegistrant',
  'IeltsRegistration',
  'IeltsTest',
  'Lesson',
  'Media',
  'Notification',
  'PresentationGroup',
  'PresentationGroupMember',
  'PromotionCode',
  'Question',
  'QuestionPart',
  'Report',
  'Result',
  'Score',
  'Tag',
  'User',
]);

/** Types without an id of their own that the cache keys by a row id they carry (app/apollo.ts). */
const KEYED_BY_ROW: Record<string, string> = { Marking: 'attemptId', SpeakingScore: 'attemptId' };

const RULE =
  'a field named `id` is globally unique for its type (a database row); a key unique only inside its parent ' +
  'is named `key` and is never normalised (docs/decisions.md)';

const schema = gatewaySchema();
// The root types are the cache's roots (ROOT_QUERY, ROOT_MUTATION), not objects in it.
const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__') && !roots.has(t),
);

/** An object of the type as the gateway could answer it: every leaf field filled, an identifier "A". */
function sample(type: GraphQLObjectType): StoreObject {
  const leaf = (named: GraphQLNamedType): string | number | boolean => {
    if (isEnumType(named)) return named.getValues()[0]!.name;
    switch (named.name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      default:
        return 'A';
    }
  };
  const fields = Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)))
    .map((f) => [f.name, leaf(getNamedType(f.type))] as const);
  return { __typename: type.name, ...Object.fromEntries(fields) };
}

const documents = Object.values(generated).filter(
  (value): value is DocumentNode =>
    typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT,
);

describe('what the web’s cache normalises', () => {
  it('finds the row types in the schema, each with an `id: ID!`', () => {
    const missing = [...ROW_TYPES, ...Object.keys(KEYED_BY_ROW)].filter((name) => {
      const type = schema.getType(name);
      return !isObjectType(type);
    });
    expect(missing).toEqual([]);
    const withoutId = [...ROW_TYPES].filter(
      (name) => (schema.getType(name) as GraphQLObjectType).getFields().id?.type.toString() !== 'ID!',
    );
    expect(withoutId).toEqual([]);
  });

  it('names `id` only on row types in the schema', () => {
    const offenders = Object.values(schema.getTypeMap())
      .filter((t) => (isObjectType(t) || isInterfaceType(t)) && !t.name.startsWith('__'))
      .filter((t) => {
        const fields = (t as GraphQLObjectType).getFields();
        return ('id' in fields || '_id' in fields) && !ROW_TYPES.has(t.name);
      })
      .map((t) => `${t.name}.id is not the id of a row: ${RULE}`);
    expect(offenders).toEqual([]);
  });

  it('normalises row types only, and no object whose identifier is local to its parent', () => {
    const cache = createCache();
    const offenders = objectTypes.flatMap((type) => {
      const id = cache.identify(sample(type));
      if (id === undefined || ROW_TYPES.has(type.name) || type.name in KEYED_BY_ROW) return [];
      return [`${type.name} would be normalised as "${id}": ${RULE}`];
    });
    expect(offenders).toEqual([]);
    // And the rows are: an assignment edited on one page shows the edit on every other.
    expect(cache.identify(sample(schema.getType('Assignment') as GraphQLObjectType))).toBe('Assignment:A');
    // The types without an id are keyed by the row id they carry, as the cache's policies say.
    for (const [name, field] of Object.entries(KEYED_BY_ROW)) {
      const type = schema.getType(name) as GraphQLObjectType;
      expect(type.getFields()[field]?.type.toString()).toBe('ID!');
      expect(cache.identify(sample(type))).toBe(`${name}:{"${field}":"A"}`);
    }
  });

  it('finds every `id` the web’s operations select on a row type', () => {
    expect(documents.length).toBeGreaterThan(100);
    const offenders = new Set<string>();
    for (const document of documents) {
      const typeInfo = new TypeInfo(schema);
      visit(
        document,
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            if (node.name.value !== 'id' && node.name.value !== '_id') return;
            const parent = typeInfo.getParentType();
            const types = parent && isInterfaceType(parent) ? schema.getPossibleTypes(parent) : [parent];
            for (const type of types)
              if (type && !ROW_TYPES.has(type.name))
                offenders.add(`${type.name}.id selected by the web (web/src/gql): ${RULE}`);
          },
        }),
      );
    }
    expect([...offenders]).toEqual([]);
  });
});
