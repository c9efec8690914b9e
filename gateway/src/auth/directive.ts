import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import { forbidden, toGraphQLError, unauthenticated } from '../errors.js';
import type { RoleNumber } from '../rest/types.js';

interface AuthRule {
  requires?: RoleNumber[];
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | null)?.then === 'function';

function check(rule: AuthRule, ctx: GatewayContext) {
  if (!ctx.viewer) throw unauthenticated();
  // The token's highest realm role decides, as in the backend.
  if (rule.requires?.length && !rule.requires.includes(ctx.viewer.role)) throw forbidden();
}

/**
 * Enforces `@auth` (on a field, else on its type) before the resolver runs, and turns REST failures
 * thrown by resolvers into GraphQL errors with `extensions.code`. Fields without a resolver and without a
 * rule keep graphql-js's default resolver untouched (no cost per field).
 */
export function applyAuthAndErrors(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, _fieldName, typeName) => {
      const type = schema.getType(typeName);
      const rule = (getDirective(schema, field, 'auth')?.[0] ??
        (type ? getDirective(schema, type, 'auth')?.[0] : undefined)) as AuthRule | undefined;
      if (!field.resolve && !rule) return field;
      const resolve: GraphQLFieldResolver<unknown, GatewayContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: GatewayContext, info) => {
        try {
          if (rule) check(rule, ctx);
          const result = resolve(source, args, ctx, info);
          return isPromise(result)
            ? result.catch((error: unknown) => {
                throw toGraphQLError(error);
              })
            : result;
        } catch (error) {
          throw toGraphQLError(error);
        }
      };
      return field;
    },
  });
}
