import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * The pages' stylesheet and scripts, served from the realm's `/resources`. The product's font is Inter,
 * self-hosted: when the web's `@fontsource-variable/inter` (or `@fontsource/inter`) is installed we serve
 * its files; otherwise the system fonts take over. Nothing is loaded from a CDN.
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
        .join('\n')
        .replace(/url\(\.\/files\//g, 'url(fonts/');
      if (css && existsSync(filesDir)) return { css, filesDir };
    } catch {
      // not installed: try the next one
    }
  }
  return null;
}

export function assetsRouter(): Router {
  const router = express.Router();
  const font = findInterFont();
  const fontFiles = new Set(font ? readdirSync(font.filesDir).filter((f) => /\.woff2?$/.test(f)) : []);
  const stylesheet = `${font?.css ?? ''}\n${THEME}`;
  router.get('/theme.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(stylesheet);
  });
  router.get('/auto-submit.js', (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'public, max-age=3600').send(AUTO_SUBMIT);
  });
  router.get('/fonts/:file', (req, res) => {
    const file = req.params.file;
    if (!font || !fontFiles.has(file)) return void res.status(404).end();
    res.set('Cache-Control', 'public, max-age=604800').sendFile(path.join(font.filesDir, file));
  });
  return router;
}
