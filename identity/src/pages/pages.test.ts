import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  WEB_REDIRECT,
  callbackParams,
  decodeHtml,
  decodeJwt,
  exchangeCode,
  openLoginPage,
} from '../test/oidc-client.js';
import { seedUser, startTestServer, type TestServer } from '../test/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The href of the link whose text is `label`. */
function link(html: string, label: string): string {
  const match = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>\s*([^<]*?)\s*<\/a>/g)].find(
    (m) => m[2] === label,
  );
  if (!match) throw new Error(`no link "${label}"`);
  return decodeHtml(match[1]!);
}

describe('login page', () => {
  it('is themed, labelled, keyboard-ready and locked down', async () => {
    const page = await openLoginPage(server.issuer);
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.html).toContain('<html lang="vi">');
    expect(page.html).toMatch(/<label for="username">Email hoặc tên đăng nhập<\/label>/);
    expect(page.html).toMatch(/<label for="password">Mật khẩu<\/label>/);
    expect(page.html).toMatch(/id="username"[\s\S]*?autofocus/);
    expect(page.html).toContain('role="alert" aria-live="assertive"');
    // Its icon in the page: no request for /favicon.ico, which the server does not have (a 404 in the console).
    expect(page.html).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg%20xmlns/,
    );

    const css = await fetch(new URL(/<link rel="stylesheet" href="([^"]+)"/.exec(page.html)![1]!, page.url));
    expect(css.headers.get('content-type')).toContain('text/css');
    const theme = await css.text();
    expect(theme).toContain('#DB4848');
    expect(theme).toMatch(/font-family: Inter,/);
    expect(theme).toContain(':focus-visible');
    expect(theme).not.toMatch(/https?:\/\//); // nothing from a CDN
  });

  it('switches to English with ?lang=en and remembers it', async () => {
    const page = await openLoginPage(server.issuer);
    const english = await page.browser.fetch(new URL(link(page.html, 'English'), page.url).href);
    const html = await english.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="password">Password</label>');
    const again = await page.browser.fetch(page.url);
    expect(await again.text()).toContain('<html lang="en">');
  });

  it('follows the ui_locales of the authorization request', async () => {
    const page = await openLoginPage(server.issuer, new Browser(), { extra: { ui_locales: 'en' } });
    expect(page.html).toContain('Sign in to your account');
  });
});

describe('registration page', () => {
  it('shows each rule violation next to its field, in the page language', async () => {
    const page = await openLoginPage(server.issuer);
    const registerUrl = new URL(link(page.html, 'Đăng ký'), page.url).href;
    const form = await (await page.browser.fetch(registerUrl)).text();
    expect(form).toContain('<label for="confirmPassword">Nhập lại mật khẩu</label>');

    const res = await page.browser.submitForm(registerUrl, form, {
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Vui lòng sửa các lỗi bên dưới.');
    expect(html).toMatch(/aria-describedby="email-error"[\s\S]*id="email-error">Email không đúng định dạng/);
    expect(html).toContain('Mật khẩu phải có ít nhất 8 ký tự');
    expect(html).toContain('value="not-an-email"');
    expect(html).not.toContain('value="short"');
  });

  it('registers a student and signs them in', async () => {
    const page = await openLoginPage(server.issuer);
    const registerUrl = new URL(link(page.html, 'Đăng ký'), page.url).href;
    const form = await (await page.browser.fetch(registerUrl)).text();
    const res = await page.browser.submitForm(registerUrl, form, {
      email: 'New.Student@example.com',
      lastName: 'Đỗ',
      firstName: 'Hà',
      password: 'hocvien2025',
      confirmPassword: 'hocvien2025',
    });
    expect(res.status).toBe(303);
    const { url } = await page.browser.navigate(
      new URL(res.headers.get('location')!, page.url).href,
      WEB_REDIRECT,
    );
    const tokens = (await exchangeCode(server.issuer, callbackParams(url).get('code')!, page.verifier)).body;
    expect(decodeJwt(tokens.access_token as string)).toMatchObject({
      email: 'new.student@example.com',
      name: 'Hà Đỗ',
      realm_access: { roles: ['student'] },
    });
  });

  it('refuses an e-mail that already has an account', async () => {
    const existing = await seedUser(server);
    const page = await openLoginPage(server.issuer, new Browser(), {});
    const registerUrl = new URL(link(page.html, 'Đăng ký'), page.url).href;
    const form = await (await page.browser.fetch(registerUrl)).text();
    const res = await page.browser.submitForm(registerUrl, form, {
      email: existing.email!,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('Email này đã được sử dụng');
  });

  it('opens on the registration form from keycloak-js register() (the registrations endpoint)', async () => {
    const browser = new Browser();
    const params = new URLSearchParams({
      client_id: 'lms-web',
      redirect_uri: WEB_REDIRECT,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const { res } = await browser.navigate(
      `${server.issuer}/protocol/openid-connect/registrations?${params.toString()}`,
    );
    expect(await res.text()).toContain('Tạo tài khoản mới');
  });
});

describe('forgot-password page', () => {
  it("sends the user to the product's reset flow on the web origin of the request", async () => {
    const page = await openLoginPage(server.issuer);
    const forgot = await page.browser.fetch(new URL(link(page.html, 'Quên mật khẩu?'), page.url).href);
    const html = await forgot.text();
    expect(link(html, 'Đến trang đặt lại mật khẩu')).toBe('http://localhost:5173/forgotPassword');
    expect(link(html, 'Quay lại đăng nhập')).toContain('/login-actions?lang=vi');
  });
});

describe('an expired or foreign interaction', () => {
  it('says the sign-in session expired instead of failing', async () => {
    const res = await new Browser().fetch(
      `${server.issuer}/protocol/openid-connect/auth/unknown-uid/login-actions`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Phiên đăng nhập đã hết hạn');
  });
});
