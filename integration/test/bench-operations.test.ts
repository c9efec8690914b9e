import { getVariableValues, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../../gateway/src/schema.js';
import { SAVE, saveVariables } from '../bench/autosave-save.mjs';

/**
 * The benches send what the web sends: their own operations are held to the gateway's schema here, so a
 * change of the schema fails a test instead of a bench that counts every request as an error.
 */
describe("the benches' operations", () => {
  const schema = buildGatewaySchema();

  it.each([
    ['a choice', true],
    ['a gap fill', false],
  ])("the autosave bench's save of %s is a valid saveAnswers", (_kind, isChoice) => {
    const document = parse(SAVE);
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const { errors } = getVariableValues(
      schema,
      operation.variableDefinitions ?? [],
      saveVariables(7, 3, 1, 'answer 1 of 7', isChoice),
    );
    expect((errors ?? []).map((e) => e.message)).toEqual([]);
  });
});
