import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * The pages' stylesheet and scripts, served from the realm's `/resources`. The product's font is Inter,
 * self-hosted: when the web's `@fontsource-variable/inter` (or `@fontsource/inter`) is installed we serve
 * its files; otherwise the system fonts take over. Nothing is loaded from a CDN. Each file is served under a
 * name carrying a hash of its content and kept by browsers for a year (issue 29).
 */
const PRIMARY = '#DB4848';

const THEME = `
:root { --primary: ${PRIMARY}; --primary-dark: #b83434; --text: #1f2933; --muted: #52606d;
  --border: #cbd2d9; --bg: #f5f5f7; --error: #b42318; --error-bg: #fef3f2; --focus: rgba(219, 72, 72, 0.45); }
* { box-sizing: border-box; }
html { font-family: Inter, 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue',
  Arial, 'Noto Sans', sans-serif; color: var(--text); background: var(--bg); line-height: 1.5; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center;
  justify-content: center; padding: 24px 16px; }
.card { width: 100%; max-width: 420px; background: #fff; border-radius: 12px; padding: 32px;
  box-shadow: 0 4px 24px rgba(15, 23, 42, 0.08); }
.brand { display: flex; align-items: center; gap: 10px; font-weight: 600; color: var(--primary);
  margin-bottom: 20px; }
.logo { display: inline-flex; width: 36px; height: 36px; border-radius: 8px; background: var(--primary);
  color: #fff; align-items: center; justify-content: center; font-weight: 700; }
h1 { font-size: 1.375rem; margin: 0 0 20px; }
p { margin: 0 0 16px; }
.field { margin-bottom: 16px; }
label { display: block; font-weight: 500; margin-bottom: 6px; }
input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid var(--border); border-radius: 8px;
  background: #fff; color: inherit; }
input:hover { border-color: var(--primary); }
.has-error input { border-color: var(--error); }
.hint { color: var(--muted); font-size: 0.875rem; margin: 6px 0 0; }
.error { color: var(--error); font-size: 0.875rem; margin: 6px 0 0; }
.alert { border-radius: 8px; padding: 10px 12px; margin-bottom: 16px; }
.alert-error { background: var(--error-bg); color: var(--error); border: 1px solid #fecdca; }
.alert-info { background: #f0f9ff; color: #075985; border: 1px solid #bae6fd; }
.alert[hidden] { display: none; }
button, .button { display: inline-flex; justify-content: center; align-items: center; width: 100%; font: inherit;
  font-weight: 600; padding: 10px 16px; border-radius: 8px; border: 1px solid var(--primary);
  background: var(--primary); color: #fff; cursor: pointer; text-decoration: none; }
button:hover, .button:hover { background: var(--primary-dark); border-color: var(--primary-dark); }
a { color: var(--primary-dark); }
a:hover { color: var(--primary); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
input:focus-visible { outline: 3px solid var(--focus); outline-offset: 0; border-color: var(--primary); }
.links { display: flex; justify-content: space-between; flex-wrap: wrap; gap: 8px; margin-top: 16px;
  font-size: 0.9375rem; }
.langs { margin-top: 16px; display: flex; gap: 12px; font-size: 0.875rem; }
.langs span { font-weight: 600; }
.code { color: var(--muted); font-size: 0.875rem; }
@media (prefers-reduced-motion: no-preference) { button, .button, input { transition: background 0.15s, border-color 0.15s; } }
`;

/** Submits the logout form at once: Keycloak does not ask when the client sent an id_token_hint. */
const AUTO_SUBMIT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form[data-auto-submit]');
  if (form) form.submit();
});`;

/**
 * Keycloak's third-party-cookie check (keycloak-js loads it before a silent check-sso): step 1 sets a
 * cookie, step 2 tells the parent window whether it came back.
 */
const THIRD_PARTY_STEP1 = `<!doctype html><html><body><script>
document.cookie = "KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure";
document.cookie = "KEYCLOAK_3P_COOKIE=supported; Max-Age=60";
window.location.replace("step2.html");
</script></body></html>`;

const THIRD_PARTY_STEP2 = `<!doctype html><html><body><script>
var supported = document.cookie.indexOf("KEYCLOAK_3P_COOKIE") !== -1;
document.cookie = "KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure";
document.cookie = "KEYCLOAK_3P_COOKIE=; Max-Age=0";
window.parent.postMessage(supported ? "supported" : "unsupported", "*");
</script></body></html>`;

/**
 * keycloak-js's session iframe (only with `checkLoginIframe: true`): it posts "<clientId> <sid>"; we ask
 * our own origin whether that session is still the browser's, and answer unchanged/changed/error.
 */
const LOGIN_STATUS = `<!doctype html><html><body><script>
var allowed = {};
window.addEventListener("message", function (event) {
  var parts = String(event.data).split(" ");
  var clientId = parts[0], sid = parts[1] || "";
  function answer(status) { event.source.postMessage(status, event.origin); }
  function check() {
    fetch("login-status-iframe.html/status?sid=" + encodeURIComponent(sid), { credentials: "same-origin" })
      .then(function (r) { return r.json(); })
      .then(function (body) { answer(body.status); }, function () { answer("error"); });
  }
  if (allowed[event.origin + " " + clientId]) return check();
  fetch("login-status-iframe.html/init?client_id=" + encodeURIComponent(clientId) + "&origin=" +
    encodeURIComponent(event.origin), { credentials: "same-origin" }).then(function (r) {
    if (r.status !== 204) return answer("error");
    allowed[event.origin + " " + clientId] = true;
    check();
  }, function () { answer("error"); });
});
</script></body></html>`;

export const KEYCLOAK_IFRAMES = {
  thirdPartyStep1: THIRD_PARTY_STEP1,
  thirdPartyStep2: THIRD_PARTY_STEP2,
  loginStatus: LOGIN_STATUS,
};

interface FontPackage {
  /** The package's @font-face rules, their `url()`s still naming the package's `./files/`. */
  css: string;
  filesDir: string;
}

function findInterFont(): FontPackage | null {
  const require = createRequire(import.meta.url);
  const candidates: [string, string[]][] = [
    ['@fontsource-variable/inter', ['index.css']],
    ['@fontsource/inter', ['400.css', '500.css', '600.css', '700.css']],
  ];
  for (const [name, cssFiles] of candidates) {
    try {
      const dir = path.dirname(require.resolve(`${name}/package.json`));
      const filesDir = path.join(dir, 'files');
      const css = cssFiles
        .map((file) => path.join(dir, file))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      if (css && existsSync(filesDir)) return { css, filesDir };
    } catch {
      // not installed: try the next one
    }
  }
  return null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `theme.css` holding `content` is served as `theme.<12 hex digits of its SHA-256>.css`. */
export function hashedName(name: string, content: string | Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

/** What the pages link to, by the name they know it by. */
export type ResourceName = 'theme.css' | 'auto-submit.js';

export interface RealmResources {
  /** The address of a resource under the realm's `/resources`: its hashed name. */
  href(name: ResourceName): string;
  router(): Router;
}

function buildResources(): RealmResources {
  const font = findInterFont();
  // Each font file the rules name, under its own hashed name: the stylesheet's hash then covers them too.
  const fonts = new Map<string, string>();
  const fontCss = (font?.css ?? '').replace(/url\(\.\/files\/([^)]+)\)/g, (rule, file: string) => {
    const source = path.join(font!.filesDir, file);
    if (!/^[\w.-]+\.woff2?$/.test(file) || !existsSync(source)) return rule;
    const name = hashedName(file, readFileSync(source));
    fonts.set(name, source);
    return `url(fonts/${name})`;
  });
  const files: Record<ResourceName, { type: string; body: string }> = {
    'theme.css': { type: 'text/css', body: `${fontCss}\n${THEME}` },
    'auto-submit.js': { type: 'text/javascript', body: AUTO_SUBMIT },
  };
  const served = new Map(
    Object.entries(files).map(([name, file]) => [hashedName(name, file.body), file] as const),
  );
  const hrefs = new Map(
    Object.entries(files).map(([name, file]) => [name, hashedName(name, file.body)] as const),
  );
  return {
    href: (name) => hrefs.get(name)!,
    router() {
      const router = express.Router();
      router.get('/fonts/:file', (req, res, next) => {
        const source = fonts.get(req.params.file);
        if (!source) return next();
        res.sendFile(source, { maxAge: '1y', immutable: true });
      });
      router.get('/:file', (req, res, next) => {
        const file = served.get(req.params.file);
        if (!file) return next();
        res.type(file.type).set('Cache-Control', IMMUTABLE).send(file.body);
      });
      // An unknown name (an older content's hash included) is gone, not to be kept.
      router.use((_req, res) => void res.status(404).set('Cache-Control', 'no-store').end());
      return router;
    },
  };
}

let resources: RealmResources | undefined;

/** The realm's resources, read once per process: their content is the installed packages' and this file's. */
export function realmResources(): RealmResources {
  return (resources ??= buildResources());
}
