import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { IMocks } from '@graphql-tools/mock';
import type { GraphQLSchema } from 'graphql';
import { createTokenVerifier, type TokenVerifier } from './auth/token.js';
import { loadConfig, type GatewayConfig } from './config.js';
import { createContextFactory, type GatewayContext, type RequestHeaders } from './context.js';
import { formatGatewayError } from './errors.js';
import { buildMockSchema } from './mocks.js';
import { DEFAULT_LIMITS, protection, type OperationLimits } from './protection.js';
import { buildGatewaySchema } from './schema.js';

export interface GatewayOptions {
  /** `http://host:port/lms-backend/api`. */
  restBaseUrl: string;
  /** Keycloak adapter settings; default from `OIDC_ISSUER`. */
  keycloak?: GatewayConfig['keycloak'];
  /** Clients whose access tokens are accepted; default OIDC_CLIENTS. */
  clients?: string[];
  /** Replaces keycloak-connect's verification (tests of resolvers that need no real token). */
  verifyToken?: TokenVerifier;
  /** Masks internal errors, drops stack traces and field suggestions. */
  production?: boolean;
  /** Introspection and the Apollo Sandbox page; default on outside production. */
  introspection?: boolean;
  limits?: Partial<OperationLimits>;
  /** Serve the schema with mocks instead of calling the backend: the academy's (`true`) or these. */
  mocks?: boolean | IMocks;
  /** Headers for every REST call (W3C trace context). */
  extraHeaders?: () => Record<string, string>;
  /** Observes every REST call (tests and the benchmark count them). */
  onRestCall?: (method: string, path: string) => void;
  /** More Apollo plugins (the HTTP server's drain, in index.ts). */
  plugins?: ApolloServerPlugin<GatewayContext>[];
}

export interface Gateway {
  /** Apollo Server, started: mount it with `expressMiddleware`, or run operations on it in tests. */
  server: ApolloServer<GatewayContext>;
  schema: GraphQLSchema;
  /** The token check of every request, also used by the REST pass-through. */
  verifyToken: TokenVerifier;
  /** A request's context from its headers; a token that fails verification throws a 401 UNAUTHENTICATED. */
  context(headers: RequestHeaders): Promise<GatewayContext>;
}

/**
 * The gateway: Apollo Server over the schema with its resolvers (or mocks), GraphQL Armor's limits, CSRF
 * prevention and the error format; `context` builds each request's viewer, REST client and loaders.
 */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const production = options.production ?? false;
  const introspection = options.introspection ?? !production;
  const mocked = Boolean(options.mocks);
  const schema = options.mocks
    ? buildMockSchema(options.mocks === true ? undefined : options.mocks)
    : buildGatewaySchema();
  const config = options.keycloak ? undefined : loadConfig();
  const verifyToken =
    options.verifyToken ??
    createTokenVerifier(options.keycloak ?? config!.keycloak, options.clients ?? config?.clients);
  const createContext = createContextFactory({
    restBaseUrl: options.restBaseUrl,
    verifyToken,
    extraHeaders: options.extraHeaders,
    onRestCall: options.onRestCall,
  });
  const limits = protection({ ...DEFAULT_LIMITS, ...options.limits }, production);

  const server = new ApolloServer<GatewayContext>({
    schema,
    introspection,
    csrfPrevention: true,
    // Never: a stack trace names the server's files, in development too; the log keeps them.
    includeStacktraceInErrorResponses: false,
    formatError: formatGatewayError(production),
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    // index.ts stops the server with the HTTP server; Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    plugins: [
      ...limits.plugins,
      // Every answer is one user's own data and nothing declares cache hints: the plugin's per-field
      // bookkeeping only cost CPU (2 % of the gateway under the crowd benchmark).
      ApolloServerPluginCacheControlDisabled(),
      introspection
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
        : ApolloServerPluginLandingPageDisabled(),
      ...(options.plugins ?? []),
    ],
  });
  await server.start();

  return {
    server,
    schema,
    verifyToken,
    // Mocks answer anyone: front-end work and testers need no identity server.
    context: (headers) => createContext(mocked ? { ...headers, authorization: undefined } : headers),
  };
}
