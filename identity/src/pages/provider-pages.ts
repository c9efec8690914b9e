import type { KoaContextWithOIDC } from 'oidc-provider';
import { LANG_COOKIE, resolveLang, t, type Lang } from '../i18n.js';
import type { RenderedPage } from './layout.js';
import { logoutPage, messagePage } from './views.js';

/** The pages oidc-provider renders itself (errors, logout), in our theme and language. */
export interface ProviderPages {
  renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }): void;
  logoutSource(ctx: KoaContextWithOIDC, form: string): void;
  postLogoutSuccessSource(ctx: KoaContextWithOIDC): void;
}

function langOf(ctx: KoaContextWithOIDC): Lang {
  let uiLocales: unknown;
  try {
    uiLocales = ctx.oidc?.params?.ui_locales ?? ctx.oidc?.params?.kc_locale;
  } catch {
    // params are not available on every route
  }
  return resolveLang({
    query: ctx.query.lang,
    uiLocales,
    cookie: ctx.cookies.get(LANG_COOKIE),
    acceptLanguage: ctx.get('accept-language'),
  });
}

function send(ctx: KoaContextWithOIDC, rendered: RenderedPage) {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', rendered.csp);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = rendered.html;
}

export function createProviderPages(realmPath: string): ProviderPages {
  return {
    renderError(ctx, out) {
      const lang = langOf(ctx);
      const rendered = messagePage({
        lang,
        realmPath,
        currentUrl: ctx.originalUrl,
        title: t(lang, 'error.title'),
        message: t(lang, 'error.generic'),
        code: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
      });
      send(ctx, rendered);
    },

    logoutSource(ctx, form) {
      const lang = langOf(ctx);
      send(
        ctx,
        logoutPage({
          lang,
          realmPath,
          currentUrl: ctx.originalUrl,
          form,
          // With an id_token_hint the client proved the sign-out is its own: no question (Keycloak's rule).
          autoSubmit: typeof ctx.oidc.params?.id_token_hint === 'string',
        }),
      );
    },

    postLogoutSuccessSource(ctx) {
      const lang = langOf(ctx);
      send(
        ctx,
        messagePage({
          lang,
          realmPath,
          currentUrl: ctx.originalUrl,
          title: t(lang, 'logout.title'),
          message: t(lang, 'logout.done'),
        }),
      );
    },
  };
}
