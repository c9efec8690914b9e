import { HeaderMap } from '@apollo/server';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createGateway, type Gateway, type GatewayOptions } from '../src/server.js';
import type { RestUser } from '../src/rest/types.js';
import { BACKEND, emptyWorld, restHandlers } from './rest-backend.js';
import { ISSUER, KEYCLOAK, createSigner, type RealmRole, type Signer } from './tokens.js';

const REALM_ROLE: Record<number, RealmRole> = { 0: 'admin', 1: 'student', 2: 'teacher', 4: 'specialize' };

export const jwksHandler = (signer: Signer) =>
  http.get(`${ISSUER}/protocol/openid-connect/certs`, () => HttpResponse.json(signer.jwks));

export interface ExecuteOptions {
  /** Sign in as this user (a token minted for them); null or absent: anonymous. */
  as?: RestUser | null;
  /** A raw Authorization header value instead (forged or expired tokens). */
  authorization?: string;
  variables?: Record<string, unknown>;
}

export interface GraphQLBody {
  data?: any;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, any> }[];
}

/**
 * A POST to /graphql as Apollo's Express middleware hands it over: the whole HTTP pipeline (CSRF
 * prevention, context, status codes, error format) without a socket.
 */
export async function executeHttp(
  gateway: Gateway,
  headers: Record<string, string>,
  body: { query: string; variables?: Record<string, unknown> },
): Promise<{ status: number; body: GraphQLBody }> {
  const response = await gateway.server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers: new HeaderMap(Object.entries(headers)), search: '', body },
    context: () =>
      gateway.context({ authorization: headers.authorization, acceptLanguage: headers['accept-language'] }),
  });
  if (response.body.kind !== 'complete')
    throw new Error('Expected a single result, not incremental delivery');
  return { status: response.status ?? 200, body: JSON.parse(response.body.string) as GraphQLBody };
}

/**
 * A gateway over an msw-served REST API and identity provider (the real keycloak-connect verifies real
 * RS256 tokens against the JWKS msw serves). `calls` lists every REST call the gateway made.
 */
export async function createTestGateway(options: Partial<GatewayOptions> = {}) {
  const signer = await createSigner();
  const world = emptyWorld();
  const server = setupServer(jwksHandler(signer), ...restHandlers(world));
  server.listen({ onUnhandledRequest: 'error' });
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.host === 'backend.test')
      calls.push(`${request.method} ${url.pathname.replace('/lms-backend/api/', '')}`);
  });
  const gateway = await createGateway({ restBaseUrl: BACKEND, keycloak: KEYCLOAK, ...options });

  const tokenFor = (user: RestUser) =>
    signer.mint({ sub: user.id_lms, email: user.email, roles: [REALM_ROLE[user.role] ?? 'student'] });

  async function execute(
    query: string,
    opts: ExecuteOptions = {},
  ): Promise<{ status: number; body: GraphQLBody }> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      'accept-language': 'en',
    };
    if (opts.as) headers.authorization = `Bearer ${await tokenFor(opts.as)}`;
    if (opts.authorization) headers.authorization = opts.authorization;
    return executeHttp(gateway, headers, { query, variables: opts.variables ?? {} });
  }

  return {
    world,
    calls,
    server,
    signer,
    gateway,
    tokenFor,
    execute,
    resetCalls: () => calls.splice(0),
    close: async () => {
      server.close();
      await gateway.server.stop();
    },
  };
}
export type TestGateway = Awaited<ReturnType<typeof createTestGateway>>;
