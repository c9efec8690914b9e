import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSchema, graphql as execute } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { HttpResponse, graphql } from 'msw';

/**
 * A stand-in for the gateway: the real schema (schema/*.graphql) executed over the resolvers a test gives.
 * Operations are validated against the schema and answer exactly the fields they ask for, so a test cannot
 * pass with a query the gateway would refuse.
 */
// Tests run from web/ (npm test -w web) or from the repository root.
const schemaDir =
  [resolve(process.cwd(), '../schema'), resolve(process.cwd(), 'schema')].find(existsSync) ?? 'schema';
let schema: GraphQLSchema | null = null;

export function gatewaySchema(): GraphQLSchema {
  schema ??= buildSchema(
    readdirSync(schemaDir)
      .filter((f) => f.endsWith('.graphql'))
      .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)))
      .map((f) => readFileSync(join(schemaDir, f), 'utf8'))
      .join('\n'),
  );
  return schema;
}

/** Root fields: a value, or a function of the field's arguments. */
export type RootResolvers = Record<string, unknown>;

export interface GatewayCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Headers;
}

/** An msw handler answering every GraphQL operation from `root`; `calls` records what was asked. */
export function mockGateway(root: RootResolvers, calls: GatewayCall[] = []) {
  return graphql.operation(async ({ query, variables, operationName, request }) => {
    calls.push({ operationName, variables, headers: request.headers });
    const result = await execute({
      schema: gatewaySchema(),
      source: query,
      variableValues: variables,
      rootValue: root,
      operationName,
    });
    return HttpResponse.json(result);
  });
}
