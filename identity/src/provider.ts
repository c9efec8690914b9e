import {
  errors,
  Provider,
  type AccessToken,
  type AccountClaims,
  type AdapterFactory,
  type ClientCredentials,
  type Configuration,
  type JWTStructured,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import {
  DEFAULT_SCOPES,
  SCOPE_CLAIMS,
  SUPPORTED_SCOPES,
  TOKEN_SCOPES,
  scopesOf,
  userClaims,
} from './claims.js';
import {
  ACCOUNT_ROLES,
  GATEWAY_CLIENT,
  SERVICE_ACCOUNT_ROLES,
  clientMetadata,
  originsOf,
  redirectUriMatches,
} from './clients.js';
import type { IdentityConfig } from './config.js';
import type { ProviderPages } from './pages/provider-pages.js';
import type { RefreshTokenCodec } from './refresh-tokens.js';
import type { ServerSecrets } from './secrets.js';
import type { UserStore } from './users.js';

/** The resource indicator every access token is issued for: one API audience, as in the Keycloak realm. */
export const API_RESOURCE = 'urn:lms:api';

/** Keycloak's endpoint paths, relative to the realm (the issuer). */
export const ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
} as const;

/**
 * Where the sign-in pages of one interaction live, relative to the realm: below its resume address
 * (`<authorization>/<uid>`), whose cookie's path is that address.
 */
export const interactionPath = (uid: string) => `${ROUTES.authorization}/${uid}/login-actions`;

export interface ProviderDeps {
  issuer: string;
  realmPath: string;
  config: IdentityConfig;
  secrets: ServerSecrets;
  users: UserStore;
  adapter: AdapterFactory;
  refreshTokens: RefreshTokenCodec;
  pages: ProviderPages;
}

export function resourceServerInfo(config: IdentityConfig): ResourceServer {
  return {
    scope: TOKEN_SCOPES,
    audience: GATEWAY_CLIENT,
    accessTokenFormat: 'jwt',
    accessTokenTTL: config.accessTokenTtl,
    jwt: { sign: { alg: 'RS256' } },
  };
}

export function createProvider(deps: ProviderDeps): Provider {
  const { issuer, realmPath, config, secrets, users, refreshTokens, pages } = deps;
  const configuration: Configuration = {
    adapter: deps.adapter,
    clients: clientMetadata(config.webOrigins, secrets.clientSecrets),
    jwks: { keys: secrets.signingKeys },
    cookies: {
      keys: secrets.cookieKeys,
      // Distinct names: on localhost every port shares cookies.
      names: {
        session: 'LMS_IDENTITY_SESSION',
        interaction: 'LMS_IDENTITY_INTERACTION',
        resume: 'LMS_IDENTITY_RESUME',
      },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: { acr: null, auth_time: null, sid: null, iss: null, ...SCOPE_CLAIMS },
    scopes: [...SUPPORTED_SCOPES, 'offline_access'],
    // Keycloak puts the profile claims in the ID token too.
    conformIdTokenClaims: false,
    extraParams: ['kc_locale', 'kc_screen'],
    features: {
      devInteractions: { enabled: false },
      // Served by us: oidc-provider's refuses access tokens that carry a resource-server audience.
      userinfo: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: true },
      clientCredentials: { enabled: true },
      dPoP: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => pages.logoutSource(ctx, form),
        postLogoutSuccessSource: (ctx) => pages.postLogoutSuccessSource(ctx),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return resourceServerInfo(config);
        },
      },
    },
    routes: ROUTES,
    // Under the resume address, so that the form's POST carries the resume cookie and the sign-in is resumed
    // in the same answer (`interactionPath`, docs/decisions.md "The sign-in resumes in the form's answer").
    interactions: { url: (_ctx, interaction) => `${realmPath}${interactionPath(interaction.uid)}` },
    renderError: (ctx, out) => pages.renderError(ctx, out),
    clientBasedCORS: (_ctx, origin, client) => originsOf(client.redirectUris ?? []).has(origin),
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Keycloak's default ("Revoke Refresh Token" off): a refresh token stays usable until it expires.
    rotateRefreshToken: false,
    ttl: {
      AccessToken: config.accessTokenTtl,
      ClientCredentials: config.accessTokenTtl,
      IdToken: config.accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      RefreshToken: config.sessionTtl,
      Session: config.sessionTtl,
      Grant: config.sessionTtl,
    },
    formats: { customizers: { jwt: customizeAccessToken } },

    async findAccount(_ctx, sub) {
      const user = await users.findById(sub);
      if (!user?.enabled) return undefined;
      return {
        accountId: user.id,
        claims: (_use, scope) => userClaims(user, scopesOf(scope)) as AccountClaims,
      };
    },

    // Our clients are first-party: everything they may ask for is granted without a consent screen
    // (Keycloak's "Consent required: off").
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const { Grant } = ctx.oidc.provider;
      let grant = grantId ? await Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== session.accountId || grant.clientId !== client.clientId))
        grant = undefined;
      grant ??= new Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(TOKEN_SCOPES);
      grant.addResourceScope(API_RESOURCE, TOKEN_SCOPES);
      await grant.save();
      return grant;
    },
  };

  /** Keycloak's access-token claims on top of oidc-provider's (iss, sub, exp, iat, jti, scope, aud). */
  async function customizeAccessToken(
    _ctx: KoaContextWithOIDC,
    token: AccessToken | ClientCredentials,
    jwt: JWTStructured,
  ) {
    const payload = jwt.payload as Record<string, unknown>;
    jwt.header = { typ: 'JWT' };
    payload.typ = 'Bearer';
    payload.azp = token.clientId;
    if (token.kind === 'ClientCredentials') {
      const clientId = token.clientId!;
      const granted = SERVICE_ACCOUNT_ROLES[clientId] ?? {};
      payload.preferred_username = `service-account-${clientId}`;
      payload.realm_access = { roles: [] };
      payload.resource_access = Object.fromEntries(
        Object.entries(granted).map(([resource, roles]) => [resource, { roles }]),
      );
      payload.aud = Object.keys(granted).length ? Object.keys(granted) : GATEWAY_CLIENT;
      return;
    }
    const user = token.accountId ? await users.findById(token.accountId) : null;
    if (!user) return;
    delete payload.client_id;
    payload.aud = [GATEWAY_CLIENT, 'account'];
    if (token.sessionUid) payload.sid = token.sessionUid;
    payload.realm_access = { roles: await users.roleNamesOf(user.id) };
    payload.resource_access = ACCOUNT_ROLES;
    const { sub: _sub, ...claims } = userClaims(user, scopesOf(payload.scope));
    Object.assign(payload, claims);
  }

  const provider = new Provider(issuer, configuration);
  provider.proxy = config.trustProxy;

  // Keycloak's redirect URIs may end in `*`; oidc-provider only knows exact values.
  const { Client } = provider;
  Client.prototype.redirectUriAllowed = function (this: InstanceType<typeof Client>, uri: string) {
    return redirectUriMatches(this.redirectUris ?? [], uri);
  };
  Client.prototype.postLogoutRedirectUriAllowed = function (this: InstanceType<typeof Client>, uri: string) {
    return redirectUriMatches(this.postLogoutRedirectUris ?? [], uri);
  };

  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path.endsWith(ROUTES.authorization)) withDefaultScopes(ctx);
    await next();
    await keycloakResponseShape(ctx as KoaContextWithOIDC, issuer, refreshTokens);
  });
  return provider;
}

/**
 * Keycloak applies the realm's default client scopes (profile, email) to every OpenID request, asked or
 * not (keycloak-js asks for `openid` only); `phone` is optional and comes only when asked for.
 */
function withDefaultScopes(ctx: { query: Record<string, unknown> }) {
  const { scope } = ctx.query;
  if (typeof scope !== 'string' || !scopesOf(scope).has('openid')) return;
  const scopes = scopesOf(scope);
  for (const name of DEFAULT_SCOPES) scopes.add(name);
  ctx.query = { ...ctx.query, scope: [...scopes].join(' ') };
}

/** What Keycloak adds to oidc-provider's answers: JWT refresh tokens, token extras, discovery entries. */
async function keycloakResponseShape(
  ctx: KoaContextWithOIDC,
  issuer: string,
  refreshTokens: RefreshTokenCodec,
) {
  const route = ctx.oidc?.route;
  const body = ctx.body as Record<string, unknown> | undefined;
  if (route === 'token' && ctx.status === 200 && body && typeof body === 'object') {
    const refreshToken = ctx.oidc.entities.RefreshToken;
    if (typeof body.refresh_token === 'string' && refreshToken) {
      const now = Math.floor(Date.now() / 1000);
      // A token saved just now has no `exp` yet (oidc-provider computes it into the stored payload).
      const exp = refreshToken.exp ?? now + refreshToken.expiration;
      body.refresh_token = await refreshTokens.wrap({ ...refreshToken, jti: refreshToken.jti, exp });
      body.refresh_expires_in = Math.max(0, exp - now);
    }
    const sessionUid = ctx.oidc.entities.AccessToken?.sessionUid ?? refreshToken?.sessionUid;
    if (sessionUid) body.session_state = sessionUid;
    body['not-before-policy'] = 0;
  }
  if (route === 'discovery' && body && typeof body === 'object') {
    Object.assign(body, {
      userinfo_endpoint: `${issuer}${ROUTES.userinfo}`,
      introspection_endpoint: `${issuer}${ROUTES.introspection}`,
      introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      check_session_iframe: `${issuer}/protocol/openid-connect/login-status-iframe.html`,
    });
  }
  // keycloak-js calls the token endpoint with `credentials: 'include'`; the origin was checked already.
  const origin = ctx.response.get('Access-Control-Allow-Origin');
  if (origin && origin !== '*' && (route === 'token' || route === 'revocation')) {
    ctx.set('Access-Control-Allow-Credentials', 'true');
  }
}
