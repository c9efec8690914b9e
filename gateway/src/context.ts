import type { GraphQLResolveInfo } from 'graphql';
import type { TokenVerifier, Viewer } from './auth/token.js';
import { unauthenticatedRequest } from './errors.js';
import { createLoaders, modules, type Loaders } from './modules/index.js';
import { classPrefetchEntries, prefetchClassLists } from './prefetch.js';
import { createBackendAgent, RestClient, type RestClientOptions } from './rest/client.js';

export type { Loaders };

/** What the modules prefetch under a class: the same for every request, so collected once. */
const CLASS_PREFETCH = classPrefetchEntries(modules);

/** What every resolver receives: built fresh for each request. */
export type GatewayContext = {
  /** The signed-in caller; null for an anonymous request. */
  viewer: Viewer | null;
  /** The REST API with the caller's token and language. */
  rest: RestClient;
  /** This request's DataLoaders over the backend's batch filters, one namespace per module. */
  loaders: Loaders;
  /** Starts, with a class, every class-level list the selection under it will read (prefetch.ts). */
  prefetchClassLists(classId: number, info: GraphQLResolveInfo): void;
};

export interface ContextFactoryOptions {
  restBaseUrl: string;
  verifyToken: TokenVerifier;
  /** Headers for every REST call (trace context). */
  extraHeaders?: RestClientOptions['extraHeaders'];
  /** Observes every REST call (tests count them). */
  onRestCall?: RestClientOptions['onCall'];
}

/** The parts of an HTTP request the context reads. */
export interface RequestHeaders {
  authorization?: string | undefined;
  acceptLanguage?: string | undefined;
  /** The caller's network address, forwarded so the backend limits sign-in attempts per real client. */
  clientAddress?: string | undefined;
}

/**
 * Builds a request's context. No token: anonymous (only public fields answer). A token that fails
 * verification (forged, expired, another issuer) is UNAUTHENTICATED for the whole request, so the client
 * refreshes or signs in again instead of reading a half-empty answer.
 */
export function createContextFactory(options: ContextFactoryOptions) {
  const agent = createBackendAgent(options.restBaseUrl);
  return async function createContext(headers: RequestHeaders): Promise<GatewayContext> {
    let viewer: Viewer | null = null;
    if (headers.authorization) {
      const token = /^Bearer\s+(\S+)$/i.exec(headers.authorization)?.[1];
      viewer = token ? await options.verifyToken(token) : null;
      if (!viewer) throw unauthenticatedRequest();
    }
    const rest = new RestClient({
      baseUrl: options.restBaseUrl,
      token: viewer?.token,
      acceptLanguage: headers.acceptLanguage,
      forwardedFor: headers.clientAddress,
      extraHeaders: options.extraHeaders,
      onCall: options.onRestCall,
      agent,
    });
    const context: GatewayContext = {
      viewer,
      rest,
      loaders: createLoaders(rest),
      prefetchClassLists: (classId, info) => prefetchClassLists(context, CLASS_PREFETCH, classId, info),
    };
    return context;
  };
}
