import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { Provider } from 'oidc-provider';
import { scopesOf, userClaims } from './claims.js';
import { WEB_CLIENT, originsOf } from './clients.js';
import { REALM } from './config.js';
import { KEYCLOAK_IFRAMES } from './pages/assets.js';
import type { RefreshTokenCodec } from './refresh-tokens.js';
import { bearerToken, type AccessTokenClaims, type VerifyAccessToken } from './tokens.js';
import type { UserStore } from './users.js';

/**
 * The realm endpoints Keycloak has and oidc-provider does not (or not in a shape keycloak-js,
 * keycloak-connect and the backend accept): userinfo, introspection, the account profile, the realm
 * document, the registration entry point, and the iframes keycloak-js loads.
 */
export interface EndpointDeps {
  provider: Provider;
  issuer: string;
  users: UserStore;
  verifyAccessToken: VerifyAccessToken;
  refreshTokens: RefreshTokenCodec;
  clientSecrets: Record<string, string>;
  webOrigins: string[];
  publicKeyPem: string;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function realmEndpoints(deps: EndpointDeps): Router {
  const { provider, issuer, users, verifyAccessToken } = deps;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  const allowedOrigins = new Set(deps.webOrigins);

  /** Browser calls from the web origins (keycloak-js loadUserInfo, loadUserProfile). */
  function cors(req: Request, res: Response): boolean {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      res.vary('Origin');
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
      if (req.method === 'OPTIONS') {
        res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
        res.set('Access-Control-Max-Age', '3600');
        res.status(204).end();
        return true;
      }
    }
    return false;
  }

  async function sessionAlive(sid: string | undefined): Promise<boolean> {
    return !sid || Boolean(await provider.Session.findByUid(sid));
  }

  /** A valid access token whose session still exists and whose user is still enabled. */
  async function activeToken(token: string | undefined): Promise<AccessTokenClaims | null> {
    const claims = token ? await verifyAccessToken(token) : null;
    if (!claims || !(await sessionAlive(claims.sid))) return null;
    // A service account's subject is its client (users have UUIDs): there is no user row to check.
    if (claims.sub === claims.azp) return claims;
    const user = await users.findById(claims.sub!);
    return user?.enabled ? claims : null;
  }

  function invalidToken(res: Response, description: string) {
    res
      .status(401)
      .set(
        'WWW-Authenticate',
        `Bearer realm="${REALM}", error="invalid_token", error_description="${description}"`,
      )
      .json({ error: 'invalid_token', error_description: description });
  }

  const userinfo = async (req: Request, res: Response) => {
    if (cors(req, res)) return;
    res.set('Cache-Control', 'no-store');
    const claims = await activeToken(bearerToken(req));
    if (!claims) return invalidToken(res, 'Token verification failed');
    const user = await users.findById(claims.sub!);
    if (!user) return invalidToken(res, 'User not found');
    res.json(userClaims(user, scopesOf(claims.scope)));
  };
  router.options('/protocol/openid-connect/userinfo', userinfo);
  router.get('/protocol/openid-connect/userinfo', userinfo);
  router.post('/protocol/openid-connect/userinfo', form, userinfo);

  /** RFC 7662 introspection for confidential clients (keycloak-connect's validateAccessToken). */
  router.post('/protocol/openid-connect/token/introspect', form, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    let clientId = typeof body.client_id === 'string' ? body.client_id : undefined;
    let secret = typeof body.client_secret === 'string' ? body.client_secret : undefined;
    const basic = req.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
    if (basic) {
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      clientId = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    const expected = clientId ? deps.clientSecrets[clientId] : undefined;
    if (!expected || !secret || !safeEqual(expected, secret)) {
      return void res
        .status(401)
        .json({ error: 'invalid_client', error_description: 'Authentication failed' });
    }
    const token = typeof body.token === 'string' ? body.token : '';
    const claims = await activeToken(token);
    if (claims) {
      return void res.json({
        ...claims,
        active: true,
        client_id: claims.azp,
        username: claims.preferred_username,
        token_type: 'Bearer',
      });
    }
    const refresh = (await deps.refreshTokens.unwrap(token))
      ? await provider.RefreshToken.find(token)
      : undefined;
    if (refresh?.isValid) {
      return void res.json({
        active: true,
        typ: 'Refresh',
        sub: refresh.accountId,
        client_id: refresh.clientId,
        azp: refresh.clientId,
        scope: refresh.scope,
        exp: refresh.exp,
        iat: refresh.iat,
        sid: refresh.sessionUid,
        iss: issuer,
      });
    }
    res.json({ active: false });
  });

  /** The account profile keycloak-js's loadUserProfile() reads. */
  const account = async (req: Request, res: Response) => {
    if (cors(req, res)) return;
    res.set('Cache-Control', 'no-store');
    const claims = await activeToken(bearerToken(req));
    const user = claims && (await users.findById(claims.sub!));
    if (!user) return invalidToken(res, 'Token verification failed');
    res.json({
      id: user.id,
      username: user.username,
      email: user.email ?? undefined,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: user.emailVerified,
      attributes: user.attributes,
    });
  };
  router.options('/account', account);
  router.get('/account', account);

  /** Keycloak's realm document (some adapters read the public key here). */
  router.get('/', (_req, res) => {
    res.json({
      realm: REALM,
      public_key: deps.publicKeyPem.replace(/-----[^-]+-----|\s/g, ''),
      'token-service': `${issuer}/protocol/openid-connect`,
      'account-service': `${issuer}/account`,
      'tokens-not-before': 0,
    });
  });

  /** keycloak-js register(): the authorization request, opening on the registration form. */
  router.get('/protocol/openid-connect/registrations', (req, res) => {
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    query.set('kc_screen', 'register');
    query.set('prompt', 'login');
    res.redirect(302, `${issuer}/protocol/openid-connect/auth?${query.toString()}`);
  });

  const frame = (body: string) => (_req: Request, res: Response) => {
    res.type('html').set('Cache-Control', 'no-store').send(body);
  };
  router.get('/protocol/openid-connect/3p-cookies/step1.html', frame(KEYCLOAK_IFRAMES.thirdPartyStep1));
  router.get('/protocol/openid-connect/3p-cookies/step2.html', frame(KEYCLOAK_IFRAMES.thirdPartyStep2));
  router.get('/protocol/openid-connect/login-status-iframe.html', frame(KEYCLOAK_IFRAMES.loginStatus));
  router.get('/protocol/openid-connect/login-status-iframe.html/init', async (req, res) => {
    const clientId = text(req.query.client_id);
    const origin = text(req.query.origin);
    const client = await provider.Client.find(clientId);
    const ok = client && clientId === WEB_CLIENT && originsOf(client.redirectUris ?? []).has(origin);
    res.status(ok ? 204 : 403).end();
  });
  router.get('/protocol/openid-connect/login-status-iframe.html/status', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const sid = text(req.query.sid);
    const cookie = parseCookies(req.headers.cookie)[provider.cookieName('session')];
    const session = cookie ? await provider.Session.find(cookie) : undefined;
    const current = session?.accountId ? session.uid : '';
    res.json({ status: current === sid ? 'unchanged' : 'changed' });
  });

  return router;
}
