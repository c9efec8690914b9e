import { errors, type Provider } from 'oidc-provider';
import type { Authenticate } from './authenticate.js';
import { DEFAULT_SCOPES, SUPPORTED_SCOPES, scopesOf, userClaims } from './claims.js';
import type { IdentityConfig } from './config.js';
import type { Logger } from './log.js';
import { API_RESOURCE, resourceServerInfo } from './provider.js';

const GRANT_TYPE = 'password';

/**
 * Keycloak's "Direct Access Grants" (resource owner password credentials) for confidential clients that
 * allow it (`lms-backend`, whose login endpoint takes an e-mail and a password). It goes through the same
 * password check as the login page (the backend counts and slows its callers' failures itself: see
 * authenticate.ts), and opens a real SSO session, so that logout, admin
 * logout and the session check of userinfo treat its tokens like any other.
 */
export function registerPasswordGrant(
  provider: Provider,
  config: IdentityConfig,
  authenticate: Authenticate,
  log: Logger,
) {
  provider.registerGrantType(
    GRANT_TYPE,
    async (ctx) => {
      const { client, params } = ctx.oidc;
      const username = typeof params.username === 'string' ? params.username : '';
      const password = typeof params.password === 'string' ? params.password : '';
      if (!username) throw new errors.InvalidRequest('Missing parameter: username');
      if (!password) throw new errors.InvalidRequest('Missing parameter: password');

      const result = await authenticate(username, password, { via: 'grant' });
      if (!result.ok) {
        log.info('password grant refused', { reason: result.reason, client: client.clientId });
        // Keycloak's exact answers (oidc-provider's InvalidGrant would hide the description).
        const description =
          result.reason === 'invalid_credentials'
            ? 'Invalid user credentials'
            : result.reason === 'too_many'
              ? 'Account temporarily disabled'
              : 'Account disabled';
        const error = new errors.CustomOIDCProviderError('invalid_grant', description);
        if (result.reason === 'invalid_credentials') {
          error.status = 401;
          error.statusCode = 401;
        }
        throw error;
      }
      const { user } = result;
      log.info('password grant', { user: user.id, client: client.clientId });
      const requested = scopesOf(params.scope);
      const defaults: readonly string[] = DEFAULT_SCOPES;
      const scope = SUPPORTED_SCOPES.filter((s) => requested.has(s) || defaults.includes(s)).join(' ');

      const session = new provider.Session();
      session.loginAccount({ accountId: user.id, amr: ['pwd'] });
      session.ensureClientContainer(client.clientId);
      const sid = session.sidFor(client.clientId);
      const grant = new provider.Grant({ accountId: user.id, clientId: client.clientId });
      grant.addOIDCScope(scope);
      grant.addResourceScope(API_RESOURCE, scope);
      const grantId = await grant.save();
      session.grantIdFor(client.clientId, grantId);
      await session.save(config.sessionTtl);

      const common = {
        accountId: user.id,
        client,
        grantId,
        gty: GRANT_TYPE,
        sessionUid: session.uid,
        sid,
        expiresWithSession: true,
        scope,
      };
      const accessToken = new provider.AccessToken(common);
      accessToken.resourceServer = new provider.ResourceServer(API_RESOURCE, resourceServerInfo(config));
      accessToken.scope = scope;
      ctx.oidc.entity('AccessToken', accessToken);
      const accessTokenValue = await accessToken.save();

      const refreshToken = new provider.RefreshToken({ ...common, resource: API_RESOURCE, rotations: 0 });
      ctx.oidc.entity('RefreshToken', refreshToken);
      const refreshTokenValue = await refreshToken.save();

      let idToken: string | undefined;
      if (requested.has('openid')) {
        const token = new provider.IdToken(
          { ...userClaims(user, scopesOf(scope)), amr: ['pwd'], auth_time: session.loginTs },
          { ctx },
        );
        // oidc-provider filters the ID token's claims by this (undeclared in its types) property.
        (token as unknown as { scope: string }).scope = scope;
        token.set('sid', sid);
        idToken = await token.issue({ use: 'idtoken' });
      }

      ctx.body = {
        access_token: accessTokenValue,
        expires_in: accessToken.expiration,
        refresh_token: refreshTokenValue,
        id_token: idToken,
        token_type: 'Bearer',
        scope,
      };
    },
    ['username', 'password', 'scope'],
  );
}
