import { createHash, randomBytes } from 'node:crypto';

/**
 * A browser stand-in for the tests: fetch with manual redirects and a cookie jar, plus the steps of
 * the authorization code flow with PKCE as keycloak-js performs them.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();
  acceptLanguage = 'vi';
  /** The client address a trusted proxy would forward (the server must trust proxies). */
  forwardedFor: string | undefined;

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    if (!headers.has('accept-language')) headers.set('accept-language', this.acceptLanguage);
    if (this.forwardedFor) headers.set('x-forwarded-for', this.forwardedFor);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    // A cookie that expires before the server's own Date is a deletion (the jar reads no clock of its own).
    const serverNow = Date.parse(res.headers.get('date') ?? '');
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age=0/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < serverNow),
      );
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects from `url` until a page answers or the browser is sent to `stopAt`. */
  async navigate(url: string, stopAt?: string): Promise<{ res: Response; url: string }> {
    let current = url;
    for (let hops = 0; hops < 20; hops += 1) {
      if (stopAt && current.startsWith(stopAt))
        return { res: new Response(null, { status: 200 }), url: current };
      const res = await this.fetch(current);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { res, url: current };
      current = new URL(location, current).href;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Submits the page's first POST form (or the one whose action contains `actionContains`). */
  async submitForm(pageUrl: string, html: string, fields: Record<string, string>, actionContains = '') {
    const forms = [
      ...html.matchAll(/<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/gi),
    ];
    const form = forms.find((m) => decodeHtml(m[1]!).includes(actionContains));
    if (!form) throw new Error(`no form on ${pageUrl}`);
    const hidden = Object.fromEntries(
      [...form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)].map((m) => [
        decodeHtml(m[0].match(/name="([^"]+)"/)?.[1] ?? ''),
        decodeHtml(m[0].match(/value="([^"]*)"/)?.[1] ?? ''),
      ]),
    );
    return this.fetch(new URL(decodeHtml(form[1]!), pageUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hidden, ...fields }),
    });
  }
}

export function decodeHtml(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const WEB_REDIRECT = 'http://localhost:5173/callback';

export interface AuthorizeOptions {
  clientId?: string;
  redirectUri?: string;
  scope?: string;
  challenge?: string | null;
  method?: string;
  prompt?: string;
  extra?: Record<string, string>;
}

export function authorizeUrl(issuer: string, options: AuthorizeOptions = {}) {
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: options.clientId ?? 'lms-web',
    redirect_uri: options.redirectUri ?? WEB_REDIRECT,
    response_type: 'code',
    response_mode: 'fragment',
    scope: options.scope ?? 'openid profile email phone',
    state,
    nonce,
    ...options.extra,
  });
  if (options.challenge !== null && options.challenge !== undefined) {
    params.set('code_challenge', options.challenge);
    params.set('code_challenge_method', options.method ?? 'S256');
  }
  if (options.prompt) params.set('prompt', options.prompt);
  return { url: `${issuer}/protocol/openid-connect/auth?${params.toString()}`, state, nonce };
}

/** The callback URL's parameters (fragment or query). */
export function callbackParams(url: string): URLSearchParams {
  const parsed = new URL(url);
  return new URLSearchParams(parsed.hash ? parsed.hash.slice(1) : parsed.search);
}

export interface SignInResult {
  browser: Browser;
  code: string;
  verifier: string;
  nonce: string;
  tokens: TokenResponse;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  refresh_expires_in: number;
  token_type: string;
  scope: string;
  session_state?: string;
}

/** Opens the login page of a fresh authorization request (PKCE S256) in the browser. */
export async function openLoginPage(issuer: string, browser = new Browser(), options: AuthorizeOptions = {}) {
  const { verifier, challenge } = pkcePair();
  const { url: authorizationUrl, state, nonce } = authorizeUrl(issuer, { challenge, ...options });
  const { res, url } = await browser.navigate(authorizationUrl, options.redirectUri ?? WEB_REDIRECT);
  return { browser, res, url, html: await res.text(), verifier, state, nonce, authorizationUrl };
}

/** The whole flow as keycloak-js runs it: login page, credentials, code, token exchange. */
export async function signIn(issuer: string, username: string, password: string, browser = new Browser()) {
  const page = await openLoginPage(issuer, browser);
  if (!page.url.includes('/login-actions')) throw new Error(`expected the login page, got ${page.url}`);
  const posted = await browser.submitForm(page.url, page.html, { username, password });
  const location = posted.headers.get('location');
  if (!location) throw new Error(`sign-in refused (${posted.status})`);
  const { url } = await browser.navigate(new URL(location, page.url).href, WEB_REDIRECT);
  const code = callbackParams(url).get('code');
  if (!code) throw new Error(`no code in ${url}`);
  const tokens = (await exchangeCode(issuer, code, page.verifier)).body as unknown as TokenResponse;
  return { browser, code, verifier: page.verifier, nonce: page.nonce, tokens } satisfies SignInResult;
}

export async function tokenRequest(
  issuer: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(params),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

export function exchangeCode(issuer: string, code: string, verifier?: string, redirectUri = WEB_REDIRECT) {
  return tokenRequest(issuer, {
    grant_type: 'authorization_code',
    client_id: 'lms-web',
    code,
    redirect_uri: redirectUri,
    ...(verifier ? { code_verifier: verifier } : {}),
  });
}

export function refresh(issuer: string, refreshToken: string, clientId = 'lms-web') {
  return tokenRequest(issuer, {
    grant_type: 'refresh_token',
    client_id: clientId,
    refresh_token: refreshToken,
  });
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
