import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Limits on what one operation may ask, GraphQL Armor's defaults but for depth: the class overview uses
 * depth 4, a handful of aliases, some 150 tokens and a cost near 300.
 */
export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxCost: number;
  maxDirectives: number;
}

export const DEFAULT_LIMITS: OperationLimits = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  maxCost: 5000,
  maxDirectives: 50,
};

/**
 * Armor reports a refusal as "Syntax Error: ..." with code BAD_USER_INPUT; this one reports it as the
 * validation error it is, naming the limit (`extensions.limit`) so clients and logs can tell them apart.
 */
function reportLimit(limit: string) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(
      new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit },
      }),
    );
  };
}

const rejection = (limit: string) => ({ propagateOnRejection: false, onReject: [reportLimit(limit)] });

export interface Protection {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  /** graphql-js's own token budget, enforced while the parser reads the document. */
  parseOptions: { maxTokens: number };
}

/**
 * GraphQL Armor's depth, alias, cost and directive limits, and no "Did you mean ...?" in production.
 * The token limit is graphql-js's parser option rather than Armor's: Armor's Apollo plugin throws from
 * `parsingDidStart`, which Apollo answers with a 500 instead of a GRAPHQL_PARSE_FAILED 400.
 */
export function protection(limits: OperationLimits, production: boolean): Protection {
  const armor = new ApolloArmor({
    // A fragment spread is not a level of nesting: only fields count, as in the class overview's depth 4.
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...rejection('depth') },
    maxAliases: { n: limits.maxAliases, ...rejection('aliases') },
    costLimit: { maxCost: limits.maxCost, flattenFragments: true, ...rejection('cost') },
    maxDirectives: { n: limits.maxDirectives, ...rejection('directives') },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production, mask: '' },
  }).protect();
  return {
    // Armor's declarations name Apollo's CommonJS types; the plugins are plain objects either way.
    plugins: armor.plugins as unknown as ApolloServerPlugin[],
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: limits.maxTokens },
  };
}

/** Armor's Apollo plugin masks `Did you mean "x"` but leaves its question mark behind: `Field "x". ?` */
export function tidySuggestionMask(message: string): string {
  return message.replace(/\.\s*\?$/, '.');
}
