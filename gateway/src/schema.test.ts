import { isInputObjectType, isObjectType, isSpecifiedScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './schema.js';

describe('the schema', () => {
  const schema = buildGatewaySchema();
  const types = Object.values(schema.getTypeMap()).filter(
    (t) => !t.name.startsWith('__') && !(isSpecifiedScalarType(t) && t.name !== 'ID'),
  );

  it('documents every type and field, so Apollo Sandbox documents itself', () => {
    const undocumented = types.flatMap((type) => [
      ...(type.description || type.name === 'ID' ? [] : [type.name]),
      ...(isObjectType(type) || isInputObjectType(type)
        ? Object.values(type.getFields())
            .filter((field) => !field.description)
            .map((field) => `${type.name}.${field.name}`)
        : []),
    ]);
    expect(undocumented).toEqual([]);
  });

  it('answers every mutation with a payload that carries field errors', () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    const withoutErrors = mutations.filter((m) => {
      const payload = schema.getType(m.type.toString().replace('!', ''));
      return !(isObjectType(payload) && payload.getFields().errors?.type.toString() === '[FieldError!]!');
    });
    expect(withoutErrors.map((m) => m.name)).toEqual([]);
    expect(mutations.every((m) => m.args.length === 1 && m.args[0]!.name === 'input')).toBe(true);
  });
});
