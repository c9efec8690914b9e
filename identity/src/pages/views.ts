import { t, type Lang, type MessageKey } from '../i18n.js';
import type { RegistrationErrors } from '../registration.js';
import { alertBox, field, markup, page, raw, type RenderedPage } from './layout.js';

/** The server-rendered pages of the sign-in flow. Each answers HTML plus its Content-Security-Policy. */
interface ViewContext {
  lang: Lang;
  realmPath: string;
  /** The URL of this page (language links keep it). */
  currentUrl: string;
}

export interface LoginView extends ViewContext {
  action: string;
  registerUrl: string;
  forgotUrl: string;
  username?: string;
  /** A message for the whole form (wrong credentials, lock). */
  error?: string;
  fieldErrors?: Partial<Record<'username' | 'password', MessageKey>>;
}

export function loginPage(v: LoginView): RenderedPage {
  const { lang } = v;
  const errors = v.fieldErrors ?? {};
  const focusPassword = Boolean(v.username) && !errors.username;
  return page({
    ...v,
    title: t(lang, 'login.title'),
    body: markup`<h1>${t(lang, 'login.heading')}</h1>
      ${alertBox(v.error ?? (Object.keys(errors).length ? t(lang, 'error.summary') : undefined))}
      <form method="post" action="${v.action}" novalidate>
        ${field({
          name: 'username',
          label: t(lang, 'login.username'),
          value: v.username,
          autocomplete: 'username',
          error: errors.username && t(lang, errors.username),
          autofocus: !focusPassword,
        })}
        ${field({
          name: 'password',
          label: t(lang, 'field.password'),
          type: 'password',
          autocomplete: 'current-password',
          error: errors.password && t(lang, errors.password),
          autofocus: focusPassword,
        })}
        <button type="submit">${t(lang, 'login.submit')}</button>
      </form>
      <div class="links">
        <a href="${v.forgotUrl}">${t(lang, 'login.forgotLink')}</a>
        <span>${t(lang, 'login.noAccount')} <a href="${v.registerUrl}">${t(lang, 'login.registerLink')}</a></span>
      </div>`,
  });
}

export interface RegisterView extends ViewContext {
  action: string;
  loginUrl: string;
  values?: Partial<Record<'email' | 'firstName' | 'lastName', string>>;
  errors?: RegistrationErrors;
}

export function registerPage(v: RegisterView): RenderedPage {
  const { lang } = v;
  const errors = v.errors ?? {};
  const values = v.values ?? {};
  const firstInvalid = (['email', 'lastName', 'firstName', 'password', 'confirmPassword'] as const).find(
    (name) => errors[name],
  );
  const message = (name: keyof RegistrationErrors) => {
    const key = errors[name];
    return key && t(lang, key);
  };
  const optional = (label: string) => `${label} ${t(lang, 'field.optional')}`;
  return page({
    ...v,
    title: t(lang, 'register.title'),
    body: markup`<h1>${t(lang, 'register.heading')}</h1>
      ${alertBox(firstInvalid ? t(lang, 'error.summary') : undefined)}
      <form method="post" action="${v.action}" novalidate>
        ${field({
          name: 'email',
          label: t(lang, 'field.email'),
          type: 'email',
          value: values.email,
          autocomplete: 'email',
          error: message('email'),
          autofocus: !firstInvalid || firstInvalid === 'email',
        })}
        ${field({
          name: 'lastName',
          label: optional(t(lang, 'field.lastName')),
          value: values.lastName,
          autocomplete: 'family-name',
          required: false,
          error: message('lastName'),
          autofocus: firstInvalid === 'lastName',
        })}
        ${field({
          name: 'firstName',
          label: optional(t(lang, 'field.firstName')),
          value: values.firstName,
          autocomplete: 'given-name',
          required: false,
          error: message('firstName'),
          autofocus: firstInvalid === 'firstName',
        })}
        ${field({
          name: 'password',
          label: t(lang, 'field.password'),
          type: 'password',
          autocomplete: 'new-password',
          hint: t(lang, 'field.passwordHint'),
          error: message('password'),
          autofocus: firstInvalid === 'password',
        })}
        ${field({
          name: 'confirmPassword',
          label: t(lang, 'field.confirmPassword'),
          type: 'password',
          autocomplete: 'new-password',
          error: message('confirmPassword'),
          autofocus: firstInvalid === 'confirmPassword',
        })}
        <button type="submit">${t(lang, 'register.submit')}</button>
      </form>
      <div class="links">
        <span>${t(lang, 'register.haveAccount')} <a href="${v.loginUrl}">${t(lang, 'login.submit')}</a></span>
      </div>`,
  });
}

export interface ForgotView extends ViewContext {
  resetUrl: string;
  loginUrl: string;
}

export function forgotPasswordPage(v: ForgotView): RenderedPage {
  const { lang } = v;
  return page({
    ...v,
    title: t(lang, 'forgot.title'),
    body: markup`<h1>${t(lang, 'forgot.title')}</h1>
      <p>${t(lang, 'forgot.text')}</p>
      <a class="button" href="${v.resetUrl}">${t(lang, 'forgot.action')}</a>
      <div class="links"><a href="${v.loginUrl}">${t(lang, 'common.backToLogin')}</a></div>`,
  });
}

export interface MessageView extends ViewContext {
  title: string;
  message: string;
  code?: string;
  link?: { href: string; label: string };
}

export function messagePage(v: MessageView): RenderedPage {
  return page({
    ...v,
    body: markup`<h1>${v.title}</h1>
      ${alertBox(v.message, v.code ? 'error' : 'info')}
      ${v.code ? markup`<p class="code">${t(v.lang, 'error.code')}: <code>${v.code}</code></p>` : ''}
      ${v.link ? markup`<a class="button" href="${v.link.href}">${v.link.label}</a>` : ''}`,
  });
}

export interface LogoutView extends ViewContext {
  /** oidc-provider's form (action and xsrf token), completed with our button. */
  form: string;
  autoSubmit: boolean;
}

export function logoutPage(v: LogoutView): RenderedPage {
  const { lang } = v;
  // Keycloak's logout ends the whole SSO session, not only this client's part of it.
  const form = v.form
    .replace('<form', v.autoSubmit ? '<form data-auto-submit' : '<form')
    .replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page({
    ...v,
    title: t(lang, 'logout.title'),
    scripts: v.autoSubmit ? ['auto-submit.js'] : [],
    body: markup`<h1>${t(lang, 'logout.title')}</h1>
      <p>${t(lang, 'logout.question')}</p>
      ${raw(form)}
      <button type="submit" form="op.logoutForm">${t(lang, 'logout.submit')}</button>`,
  });
}
