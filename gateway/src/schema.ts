import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import { applyAuthAndErrors } from './auth/directive.js';
import { enumValues } from './enums.js';
import type { Resolvers } from './generated/resolvers.js';
import { modules } from './modules/index.js';
import { scalarResolvers } from './scalars.js';

/** schema/*.graphql at the repository root: the single source of the API's types. */
export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** Each module's resolvers, of its own types and of the fields it adds to others' (`extend type`). */
const domainResolvers: Resolvers[] = modules.map((m) => m.resolvers);

/** The schema without resolvers, for mocks (enums still map to the REST values). */
export function buildBareSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: [scalarResolvers, enumValues] });
}

/** The executable schema: SDL, resolvers, enum values, scalars, then `@auth` and error mapping. */
export function buildGatewaySchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [scalarResolvers, enumValues, ...(domainResolvers as IResolvers[])],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return applyAuthAndErrors(schema);
}
