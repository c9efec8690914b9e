import express, { type Request, type Response, type Router } from 'express';
import { errors, type InteractionResults, type Provider } from 'oidc-provider';
import type { Authenticate } from '../authenticate.js';
import type { AttemptLimits } from '../rate-limits.js';
import { parseCookies } from '../endpoints.js';
import { LANG_COOKIE, resolveLang, t, type Lang } from '../i18n.js';
import type { Logger } from '../log.js';
import { interactionPath, ROUTES } from '../provider.js';
import { validateLogin, validateRegistration } from '../registration.js';
import { UserConflictError, type UserStore } from '../users.js';
import type { RenderedPage } from './layout.js';
import { forgotPasswordPage, loginPage, messagePage, registerPage } from './views.js';

/**
 * The sign-in interaction (`/realms/lms/protocol/openid-connect/auth/<uid>/login-actions`, `interactionPath`):
 * oidc-provider sends the browser here when it needs a login; these pages check credentials or register the
 * user, then hand the result back and resume the authorization in the same answer (`finish`).
 */
export interface InteractionDeps {
  provider: Provider;
  realmPath: string;
  users: UserStore;
  authenticate: Authenticate;
  /** Attempts per client address (the failures' limits and the account's slowing are inside `authenticate`). */
  limits?: AttemptLimits;
  webOrigins: string[];
  webUrl: string;
  log: Logger;
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

function send(res: Response, rendered: RenderedPage, status = 200) {
  res
    .status(status)
    .type('html')
    .set('Content-Security-Policy', rendered.csp)
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'no-referrer')
    .send(rendered.html);
}

export function interactionRoutes(deps: InteractionDeps): Router {
  const { provider, realmPath, users, authenticate, limits, log } = deps;

  /** Too many attempts from this address: the page again, with the wait, 429 and Retry-After. */
  async function overLimit(kind: 'signIn' | 'signUp', req: Request, res: Response) {
    const wait = await limits?.address(kind, req.ip ?? '');
    if (wait) res.setHeader('retry-after', String(wait));
    return wait ?? null;
  }
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });
  const page = (uid: string, rest = '') => `${realmPath}${interactionPath(uid)}${rest}`;
  const resumeProvider = provider.callback();

  function langOf(req: Request, res: Response, details?: Details): Lang {
    const params = details?.params ?? {};
    const lang = resolveLang({
      query: req.query.lang,
      uiLocales: params.ui_locales ?? params.kc_locale,
      cookie: parseCookies(req.headers.cookie)[LANG_COOKIE],
      acceptLanguage: req.headers['accept-language'],
    });
    if (typeof req.query.lang === 'string' && req.query.lang === lang) {
      res.cookie(LANG_COOKIE, lang, {
        path: realmPath,
        sameSite: 'lax',
        httpOnly: true,
        maxAge: 31_536_000_000,
      });
    }
    return lang;
  }

  /** The interaction of this browser, or an "expired" page when it is gone or not this one. */
  async function interaction(req: Request, res: Response): Promise<Details | undefined> {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid === req.params.uid) return details;
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    const lang = langOf(req, res);
    send(
      res,
      messagePage({
        lang,
        realmPath,
        currentUrl: req.originalUrl,
        title: t(lang, 'error.title'),
        message: t(lang, 'error.sessionExpired'),
        link: { href: deps.webUrl, label: t(lang, 'common.backToLogin') },
      }),
      400,
    );
    return undefined;
  }

  const urls = (uid: string, lang: Lang) => ({
    login: `${page(uid)}?lang=${lang}`,
    loginAction: `${page(uid, '/login')}?lang=${lang}`,
    register: `${page(uid, '/register')}?lang=${lang}`,
    forgot: `${page(uid, '/forgot-password')}?lang=${lang}`,
  });

  /**
   * Hands the result back and resumes the authorization in this same answer, the redirect to the web with
   * its code, rather than redirecting to the resume address first: one round trip less when signing in
   * (docs/decisions.md "The sign-in resumes in the form's answer"). The form's address is below the resume
   * address, so this request carries the resume cookie the provider checks, as the redirect's would.
   */
  async function finish(req: Request, res: Response, result: InteractionResults) {
    const returnTo = new URL(
      await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false }),
    );
    const resume = `${ROUTES.authorization}/${String(req.params.uid)}`;
    if (returnTo.pathname !== `${realmPath}${resume}`) return void res.redirect(303, returnTo.href);
    req.method = 'GET';
    req.url = `${resume}${returnTo.search}`;
    await resumeProvider(req, res);
  }

  function showLogin(
    req: Request,
    res: Response,
    details: Details,
    extra: Partial<Parameters<typeof loginPage>[0]> = {},
    status = 200,
  ) {
    const lang = langOf(req, res, details);
    const u = urls(details.uid, lang);
    const hint = details.params.login_hint;
    send(
      res,
      loginPage({
        lang,
        realmPath,
        currentUrl: req.originalUrl,
        action: u.loginAction,
        registerUrl: u.register,
        forgotUrl: u.forgot,
        username: typeof hint === 'string' ? hint : undefined,
        ...extra,
      }),
      status,
    );
  }

  function showRegister(
    req: Request,
    res: Response,
    details: Details,
    extra: Partial<Parameters<typeof registerPage>[0]> = {},
    status = 200,
  ) {
    const lang = langOf(req, res, details);
    const u = urls(details.uid, lang);
    send(
      res,
      registerPage({
        lang,
        realmPath,
        currentUrl: req.originalUrl,
        action: u.register,
        loginUrl: u.login,
        ...extra,
      }),
      status,
    );
  }

  router.get(interactionPath(':uid'), async (req, res) => {
    const details = await interaction(req, res);
    if (!details) return;
    if (details.prompt.name !== 'login' && details.session?.accountId) {
      // Nothing to ask (consent is implicit for our first-party clients): carry on.
      return finish(req, res, { login: { accountId: details.session.accountId } });
    }
    if (details.params.kc_screen === 'register') return showRegister(req, res, details);
    showLogin(req, res, details);
  });

  router.post(interactionPath(':uid') + '/login', form, async (req, res) => {
    const details = await interaction(req, res);
    if (!details) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { username, password, errors: fieldErrors } = validateLogin(body);
    if (Object.keys(fieldErrors).length) return showLogin(req, res, details, { username, fieldErrors }, 400);
    // Neutral words whatever was refused (issue 27 item 4): nothing about the account's state.
    const tooMany = () =>
      showLogin(req, res, details, { username, error: t(langOf(req, res, details), 'error.tooMany') }, 429);
    if (await overLimit('signIn', req, res)) return tooMany();
    const result = await authenticate(username, password, { via: 'page', ip: req.ip ?? '' });
    if (result.ok) {
      log.info('sign-in', { user: result.user.id, client: details.params.client_id });
      return finish(req, res, { login: { accountId: result.user.id, amr: ['pwd'] } });
    }
    log.info('sign-in refused', { reason: result.reason, client: details.params.client_id });
    if (result.reason === 'too_many') {
      res.setHeader('retry-after', String(result.retryAfter));
      return tooMany();
    }
    const lang = langOf(req, res, details);
    const error =
      result.reason === 'disabled' ? t(lang, 'error.disabled') : t(lang, 'error.invalidCredentials');
    showLogin(req, res, details, { username, error }, 401);
  });

  router.get(interactionPath(':uid') + '/register', async (req, res) => {
    const details = await interaction(req, res);
    if (details) showRegister(req, res, details);
  });

  router.post(interactionPath(':uid') + '/register', form, async (req, res) => {
    const details = await interaction(req, res);
    if (!details) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = {
      email: typeof body.email === 'string' ? body.email : '',
      firstName: typeof body.firstName === 'string' ? body.firstName : '',
      lastName: typeof body.lastName === 'string' ? body.lastName : '',
    };
    const checked = validateRegistration(body);
    if (!checked.ok) return showRegister(req, res, details, { values, errors: checked.errors }, 400);
    if (await overLimit('signUp', req, res)) {
      return showRegister(req, res, details, { values, errors: { email: 'error.tooMany' } }, 429);
    }
    const { email, firstName, lastName, password } = checked.value;
    try {
      const user = await users.create({ username: email, email, firstName, lastName, password });
      log.info('registered', { user: user.id, client: details.params.client_id });
      await finish(req, res, { login: { accountId: user.id, amr: ['pwd'] } });
    } catch (error) {
      if (!(error instanceof UserConflictError)) throw error;
      showRegister(req, res, details, { values, errors: { email: 'error.emailTaken' } }, 409);
    }
  });

  router.get(interactionPath(':uid') + '/forgot-password', async (req, res) => {
    const details = await interaction(req, res);
    if (!details) return;
    const lang = langOf(req, res, details);
    send(
      res,
      forgotPasswordPage({
        lang,
        realmPath,
        currentUrl: req.originalUrl,
        resetUrl: `${webOriginOf(details, deps)}/forgotPassword`,
        loginUrl: urls(details.uid, lang).login,
      }),
    );
  });

  return router;
}

/** The product's origin for this sign-in: the redirect URI's, when it is one of ours. */
function webOriginOf(details: Details, deps: InteractionDeps): string {
  const redirectUri = details.params.redirect_uri;
  try {
    const origin = new URL(String(redirectUri)).origin;
    if (deps.webOrigins.includes(origin)) return origin;
  } catch {
    // no usable redirect URI
  }
  return deps.webUrl;
}
