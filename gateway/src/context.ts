import type { TokenVerifier, Viewer } from './auth/token.js';
import { unauthenticatedRequest } from './errors.js';
import { createClassLoaders } from './modules/classes/loaders.js';
import { createCourseLoaders } from './modules/courses/loaders.js';
import { createResultLoaders } from './modules/results/loaders.js';
import { createTimetableLoaders } from './modules/timetable/loaders.js';
import { createUserLoaders } from './modules/users/loaders.js';
import { RestClient, type RestClientOptions } from './rest/client.js';

function createLoaders(rest: RestClient) {
  return {
    ...createUserLoaders(rest),
    ...createCourseLoaders(rest),
    ...createClassLoaders(rest),
    ...createTimetableLoaders(rest),
    ...createResultLoaders(rest),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;

/** What every resolver receives: built fresh for each request. */
export type GatewayContext = {
  /** The signed-in caller; null for an anonymous request. */
  viewer: Viewer | null;
  /** The REST API with the caller's token and language. */
  rest: RestClient;
  /** This request's DataLoaders over the backend's batch filters. */
  loaders: Loaders;
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
    });
    return { viewer, rest, loaders: createLoaders(rest) };
  };
}
