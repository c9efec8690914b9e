/**
 * The sign-in pages speak Vietnamese (the product's default) and English. The language comes from, in
 * order: `?lang=`, the authorization request's `ui_locales` / `kc_locale`, the remembered choice
 * (cookie), the browser's Accept-Language.
 */
export type Lang = 'vi' | 'en';
export const LANGS: readonly Lang[] = ['vi', 'en'];
export const DEFAULT_LANG: Lang = 'vi';
export const LANG_COOKIE = 'KEYCLOAK_LOCALE';

type Plural = { one: string; other: string };
type Entry = { vi: string | Plural; en: string | Plural };

const catalog = {
  product: { vi: 'Học viện Anh ngữ', en: 'English Academy' },
  'lang.vi': { vi: 'Tiếng Việt', en: 'Tiếng Việt' },
  'lang.en': { vi: 'English', en: 'English' },
  'lang.label': { vi: 'Ngôn ngữ', en: 'Language' },
  'login.title': { vi: 'Đăng nhập', en: 'Sign in' },
  'login.heading': { vi: 'Đăng nhập vào tài khoản của bạn', en: 'Sign in to your account' },
  'login.username': { vi: 'Email hoặc tên đăng nhập', en: 'Email or username' },
  'login.submit': { vi: 'Đăng nhập', en: 'Sign in' },
  'login.noAccount': { vi: 'Chưa có tài khoản?', en: 'No account yet?' },
  'login.registerLink': { vi: 'Đăng ký', en: 'Register' },
  'login.forgotLink': { vi: 'Quên mật khẩu?', en: 'Forgot password?' },
  'field.email': { vi: 'Email', en: 'Email' },
  'field.password': { vi: 'Mật khẩu', en: 'Password' },
  'field.confirmPassword': { vi: 'Nhập lại mật khẩu', en: 'Confirm password' },
  'field.firstName': { vi: 'Tên', en: 'First name' },
  'field.lastName': { vi: 'Họ', en: 'Last name' },
  'field.optional': { vi: '(không bắt buộc)', en: '(optional)' },
  'field.passwordHint': {
    vi: 'Ít nhất 8 ký tự, chỉ gồm chữ cái và chữ số.',
    en: 'At least 8 characters, letters and digits only.',
  },
  'register.title': { vi: 'Đăng ký', en: 'Register' },
  'register.heading': { vi: 'Tạo tài khoản mới', en: 'Create an account' },
  'register.submit': { vi: 'Đăng ký', en: 'Register' },
  'register.haveAccount': { vi: 'Đã có tài khoản?', en: 'Already have an account?' },
  'forgot.title': { vi: 'Quên mật khẩu', en: 'Forgot password' },
  'forgot.text': {
    vi: 'Nhập email của bạn trên trang đặt lại mật khẩu, chúng tôi sẽ gửi cho bạn một mã để đặt mật khẩu mới.',
    en: 'Enter your e-mail on the password reset page and we will send you a code to set a new password.',
  },
  'forgot.action': { vi: 'Đến trang đặt lại mật khẩu', en: 'Go to the password reset page' },
  'common.backToLogin': { vi: 'Quay lại đăng nhập', en: 'Back to sign in' },
  'error.summary': { vi: 'Vui lòng sửa các lỗi bên dưới.', en: 'Please correct the errors below.' },
  'error.required': { vi: 'Trường này không được để trống', en: 'This field cannot be blank' },
  'error.email': { vi: 'Email không đúng định dạng', en: 'Unvalid Email' },
  'error.passwordLength': {
    vi: 'Mật khẩu phải có ít nhất 8 ký tự',
    en: 'Password must be at least 8 characters',
  },
  'error.passwordCharset': {
    vi: 'Mật khẩu chỉ được chứa chữ số 0-9 và chữ cái',
    en: 'Password may contain only digits 0-9 and letters',
  },
  'error.passwordMismatch': { vi: 'Mật khẩu không khớp', en: 'Passwords do not match' },
  'error.emailTaken': { vi: 'Email này đã được sử dụng', en: 'This email is already used' },
  'error.tooMany': {
    vi: 'Bạn đã thử quá nhiều lần, vui lòng đợi một lát rồi thử lại',
    en: 'Too many attempts; please wait a little and try again',
  },
  'error.invalidCredentials': {
    vi: 'Email/tên đăng nhập hoặc mật khẩu không đúng.',
    en: 'Invalid username or password.',
  },
  'error.locked': {
    vi: 'Tài khoản tạm thời bị khoá vì đăng nhập sai quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
    en: {
      one: 'Your account is temporarily locked after too many failed sign-in attempts. Try again in {minutes} minute.',
      other:
        'Your account is temporarily locked after too many failed sign-in attempts. Try again in {minutes} minutes.',
    },
  },
  'error.disabled': {
    vi: 'Tài khoản đã bị vô hiệu hoá. Vui lòng liên hệ quản trị viên.',
    en: 'Your account is disabled; contact your administrator.',
  },
  'error.sessionExpired': {
    vi: 'Phiên đăng nhập đã hết hạn. Vui lòng quay lại ứng dụng và đăng nhập lại.',
    en: 'Your sign-in session has expired. Go back to the application and sign in again.',
  },
  'error.title': { vi: 'Đã có lỗi xảy ra', en: 'Something went wrong' },
  'error.generic': {
    vi: 'Không thể hoàn tất yêu cầu đăng nhập. Vui lòng quay lại ứng dụng và thử lại.',
    en: 'The sign-in request could not be completed. Go back to the application and try again.',
  },
  'error.code': { vi: 'Mã lỗi', en: 'Error code' },
  'logout.title': { vi: 'Đăng xuất', en: 'Sign out' },
  'logout.question': { vi: 'Bạn có muốn đăng xuất không?', en: 'Do you want to sign out?' },
  'logout.submit': { vi: 'Đăng xuất', en: 'Sign out' },
  'logout.done': { vi: 'Bạn đã đăng xuất.', en: 'You are signed out.' },
} satisfies Record<string, Entry>;

export type MessageKey = keyof typeof catalog;

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const entry: Entry = catalog[key];
  const value = entry[lang];
  const text =
    typeof value === 'string'
      ? value
      : value[
          new Intl.PluralRules(lang).select(Number(vars.count ?? vars.minutes ?? 0)) === 'one'
            ? 'one'
            : 'other'
        ];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

function pick(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined;
  for (const tag of value.split(/[\s,]+/)) {
    const base = tag.split(/[-_;]/)[0]?.toLowerCase();
    if (base && (LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return undefined;
}

export interface LangSources {
  query?: unknown;
  uiLocales?: unknown;
  cookie?: unknown;
  acceptLanguage?: unknown;
}

export function resolveLang(sources: LangSources): Lang {
  return (
    pick(sources.query) ??
    pick(sources.uiLocales) ??
    pick(sources.cookie) ??
    pickAcceptLanguage(sources.acceptLanguage) ??
    DEFAULT_LANG
  );
}

/** Accept-Language by quality: the first supported language the browser prefers. */
function pickAcceptLanguage(header: unknown): Lang | undefined {
  if (typeof header !== 'string') return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag, q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = pick(tag);
    if (lang) return lang;
  }
  return undefined;
}
