import {
  Kind,
  getNamedType,
  isObjectType,
  parse,
  type GraphQLSchema,
  type ObjectTypeExtensionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { classPrefetchEntries, CLASS_PARTS } from '../prefetch.js';
import { RestClient } from '../rest/client.js';
import { buildGatewaySchema, loadTypeDefs } from '../schema.js';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { modules } from './index.js';

const CLASS_TYPES = ['Class', ...CLASS_PARTS];

/**
 * The fields under a class that must say what they prefetch: every field a domain adds with `extend type`
 * (it reads that domain's list), every field of an object type, and every overview figure.
 */
function fieldsNeedingPrefetch(schema: GraphQLSchema, typeDefs: string[]): string[] {
  const extended = typeDefs
    .flatMap((sdl) => parse(sdl).definitions)
    .filter((d): d is ObjectTypeExtensionNode => d.kind === Kind.OBJECT_TYPE_EXTENSION)
    .flatMap((d) => (d.fields ?? []).map((f) => `${d.name.value}.${f.name.value}`));
  return CLASS_TYPES.flatMap((typeName) => {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
    return Object.values(type.getFields())
      .filter(
        (field) =>
          typeName === 'ClassOverview' ||
          extended.includes(`${typeName}.${field.name}`) ||
          isObjectType(getNamedType(field.type)),
      )
      .map((field) => `${typeName}.${field.name}`);
  });
}

const missingPrefetch = (schema: GraphQLSchema, typeDefs: string[]) => {
  const entries = classPrefetchEntries(modules);
  return fieldsNeedingPrefetch(schema, typeDefs).filter((coordinate) => !entries.has(coordinate));
};

describe('the module list', () => {
  it('names each module once, and gives each its own loaders under its name', () => {
    const names = modules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const loaders = Object.fromEntries(
      modules.map((m) => [m.name, m.createLoaders(new RestClient({ baseUrl: 'http://backend.test' }))]),
    );
    expect(Object.keys(loaders).sort()).toEqual([...names].sort());
    expect(Object.keys(loaders.timetable!)).toContain('lessonsOfClass');
    expect(Object.keys(loaders.classes!)).toContain('studentsOfClass');
  });

  it('lets no two modules resolve the same field', () => {
    const owners = new Map<string, string[]>();
    for (const module of modules) {
      for (const [type, fields] of Object.entries(module.resolvers)) {
        for (const field of Object.keys(fields as object)) {
          const coordinate = `${type}.${field}`;
          owners.set(coordinate, [...(owners.get(coordinate) ?? []), module.name]);
        }
      }
    }
    expect([...owners].filter(([, by]) => by.length > 1)).toEqual([]);
  });

  it('resolves the class tabs in the domain that owns their data', () => {
    const owner = (type: string, field: string) =>
      modules.find((m) => Object.keys((m.resolvers as Record<string, object>)[type] ?? {}).includes(field))
        ?.name;
    expect(owner('Class', 'lessons')).toBe('timetable');
    expect(owner('Class', 'daysOff')).toBe('timetable');
    expect(owner('ClassStudent', 'attendances')).toBe('timetable');
    expect(owner('Class', 'assignments')).toBe('results');
    expect(owner('Class', 'scores')).toBe('results');
    expect(owner('ClassStudent', 'results')).toBe('results');
    expect(owner('ClassStudent', 'scoreSummary')).toBe('results');
    expect(owner('ClassOverview', 'waitingScore')).toBe('results');
    expect(owner('ClassOverview', 'attendancePercent')).toBe('timetable');
  });
});

describe('class prefetch', () => {
  it('has an entry for every field under a class that reads a list, or says it reads none', () => {
    expect(missingPrefetch(buildGatewaySchema(), loadTypeDefs())).toEqual([]);
  });

  it('fails for a field a domain adds to Class without an entry', () => {
    const added = 'extend type Class { "Homework." homework: [String!] }';
    const typeDefs = [...loadTypeDefs(), added];
    expect(missingPrefetch(makeExecutableSchema({ typeDefs }), typeDefs)).toEqual(['Class.homework']);
  });

  it('names only fields the schema has', () => {
    const schema = buildGatewaySchema();
    const stale = [...classPrefetchEntries(modules).keys()].filter((coordinate) => {
      const [type, field] = coordinate.split('.') as [string, string];
      const named = schema.getType(type);
      return !isObjectType(named) || !named.getFields()[field];
    });
    expect(stale).toEqual([]);
  });

  it('refuses a field claimed by two modules', () => {
    const twice = { ...modules[3], classPrefetch: { 'Class.lessons': null } };
    expect(() => classPrefetchEntries([...modules, twice])).toThrow(/Class.lessons/);
  });
});
