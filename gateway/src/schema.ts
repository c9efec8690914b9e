import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import { applyAuthAndErrors } from './auth/directive.js';
import { enumValues } from './enums.js';
import type { Resolvers } from './generated/resolvers.js';
import { accountResolvers } from './modules/accounts/resolvers.js';
import { classResolvers } from './modules/classes/resolvers.js';
import { courseResolvers } from './modules/courses/resolvers.js';
import { resultResolvers } from './modules/results/resolvers.js';
import { timetableResolvers } from './modules/timetable/resolvers.js';
import { userResolvers } from './modules/users/resolvers.js';
import { scalarResolvers } from './scalars.js';

/** schema/*.graphql at the repository root: the single source of the API's types. */
export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

const domainResolvers: Resolvers[] = [
  accountResolvers,
  userResolvers,
  courseResolvers,
  classResolvers,
  timetableResolvers,
  resultResolvers,
];

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
