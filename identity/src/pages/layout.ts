import { randomBytes } from 'node:crypto';
import { LANGS, t, type Lang } from '../i18n.js';
import { realmResources, type ResourceName } from './assets.js';

/** HTML-escapes text for element content and quoted attribute values. */
/**
 * The academy's icon (the web's favicon.svg) in the page itself: without one the browser asks the identity
 * server for /favicon.ico, a 404 in the console of every sign-in page.
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#DB4848"/><path d="M18 46 32 16l14 30h-7l-2.6-6H27.6L25 46zm12-12h6l-3-7z" fill="#fff"/></svg>',
)}`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Interpolated values: text as is, nothing for false/null/undefined. */
function textOf(value: unknown): string {
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/** A template tag that escapes every interpolation except `raw()` values. */
export class Raw {
  constructor(readonly html: string) {}
}
export const raw = (html: string) => new Raw(html);

export function markup(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts.map((part) => (part instanceof Raw ? part.html : escapeHtml(textOf(part)))).join('');
    out += strings[i + 1] ?? '';
  });
  return new Raw(out);
}

export interface PageOptions {
  lang: Lang;
  title: string;
  /** Base path of the realm (`/realms/lms`), where the stylesheet and scripts are served. */
  realmPath: string;
  /** The current URL without `lang`, to build the language links. */
  currentUrl?: string;
  body: Raw;
  /** Scripts of the realm's resources. */
  scripts?: ResourceName[];
}

export interface RenderedPage {
  html: string;
  /** Content-Security-Policy for the page: nothing from elsewhere, no inline code. */
  csp: string;
}

export function page(options: PageOptions): RenderedPage {
  const { lang, title, realmPath, currentUrl, body, scripts = [] } = options;
  const resources = `${realmPath}/resources`;
  const assets = realmResources();
  const langLinks = currentUrl
    ? markup`<nav class="langs" aria-label="${t(lang, 'lang.label')}">
        ${LANGS.map((code) =>
          code === lang
            ? markup`<span aria-current="true" lang="${code}">${t(lang, `lang.${code}`)}</span>`
            : markup`<a href="${withLang(currentUrl, code)}" lang="${code}" hreflang="${code}">${t(lang, `lang.${code}`)}</a>`,
        )}
      </nav>`
    : raw('');
  const nonce = randomBytes(12).toString('base64');
  const document = markup`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${t(lang, 'product')}</title>
        <link rel="stylesheet" href="${resources}/${assets.href('theme.css')}" />
        <link rel="icon" type="image/svg+xml" href="${FAVICON}" />
      </head>
      <body>
        <main class="card">
          <header class="brand">
            <span class="logo" aria-hidden="true">A</span>
            <span>${t(lang, 'product')}</span>
          </header>
          ${body}
        </main>
        ${langLinks}
        ${scripts.map((src) => markup`<script src="${resources}/${assets.href(src)}" nonce="${nonce}" defer></script>`)}
      </body>
    </html>`;
  return {
    html: document.html,
    csp: [
      "default-src 'none'",
      "style-src 'self'",
      "font-src 'self'",
      "img-src 'self' data:",
      `script-src 'nonce-${nonce}'`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}

export function withLang(url: string, lang: Lang): string {
  const parsed = new URL(url, 'http://placeholder');
  parsed.searchParams.set('lang', lang);
  return `${parsed.pathname}${parsed.search}`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: string;
  value?: string;
  error?: string;
  hint?: string;
  autocomplete?: string;
  required?: boolean;
  autofocus?: boolean;
}

/** Attributes from a map: `true` writes the bare name, false/undefined leaves it out. */
function attributes(values: Record<string, string | boolean | undefined>): Raw {
  return raw(
    Object.entries(values)
      .filter(([, value]) => value !== false && value !== undefined)
      .map(([name, value]) => (value === true ? name : `${name}="${escapeHtml(value as string)}"`))
      .join(' '),
  );
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function field(options: FieldOptions): Raw {
  const { name, label, type = 'text', value = '', error, hint, autocomplete, required = true } = options;
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  const input = attributes({
    id: name,
    name,
    type,
    value: type === 'password' ? '' : value,
    autocomplete,
    'aria-required': required ? 'true' : undefined,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': describedBy || undefined,
    autofocus: options.autofocus,
  });
  return markup`<div class="field${error ? ' has-error' : ''}">
    <label for="${name}">${label}</label>
    <input ${input} />
    ${hint ? markup`<p class="hint" id="${name}-hint">${hint}</p>` : ''}
    ${error ? markup`<p class="error" id="${name}-error">${error}</p>` : ''}
  </div>`;
}

/** The page-level message, announced by screen readers as soon as the page shows it. */
export function alertBox(message: string | undefined, kind: 'error' | 'info' = 'error'): Raw {
  const box = attributes({
    class: `alert alert-${kind}`,
    role: kind === 'error' ? 'alert' : 'status',
    'aria-live': kind === 'error' ? 'assertive' : 'polite',
    hidden: !message,
  });
  return markup`<div ${box}>${message ?? ''}</div>`;
}
