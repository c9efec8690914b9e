import i18next from 'i18next';
import type { BackendModule, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** docs/product.md point 1: the chosen language is kept in local storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE: Language = 'vi';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The app's one i18next instance (react-i18next reads it through I18nextProvider). */
export const i18n = i18next.createInstance();

/** Local storage may be unavailable (private mode, blocked cookies): the language then lasts a visit. */
const storage = {
  get: () => {
    try {
      return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set: (lng: string) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Nothing to keep it in.
    }
  },
};

/**
 * The path (`/en/...`), `?lang=`, the saved choice, the browser's languages, then Vietnamese. (What
 * i18next-browser-languagedetector does, in the few lines this app needs, so the first load stays small.)
 */
export function detectLanguage(location: Pick<Location, 'pathname' | 'search'> = window.location): Language {
  const fromPath = location.pathname.split('/')[1];
  if (isLanguage(fromPath)) return fromPath;
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const saved = storage.get();
  if (isLanguage(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

const CATALOGUES: Record<Language, () => Promise<ResourceKey>> = {
  vi: () => import('./locales/vi').then((m) => m.vi),
  en: () => import('./locales/en').then((m) => m.en),
};

/**
 * Each language's catalogue is its own chunk, loaded when the language is first used: a visitor downloads
 * one language, not both (issue 9 item 10).
 */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    CATALOGUES[language]().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * Detects the language, saves it under `lang`, and saves every later change too. `onMissingKey` hears of every
 * key a screen asks for that the catalogue lacks (the tests fail on it: web/src/test/setup.ts).
 */
export async function initI18n(
  options: { onMissingKey?: (language: string, key: string) => void } = {},
): Promise<void> {
  if (i18n.isInitialized) return;
  const lng = detectLanguage();
  i18n.on('languageChanged', (changed) => {
    if (isLanguage(changed)) storage.set(changed);
  });
  await i18n
    .use(catalogueChunks)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: LANGUAGES,
      // No fallback language: it would download the second catalogue on every visit, and both are
      // complete (i18n.test.tsx checks it).
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      ...(options.onMissingKey
        ? {
            saveMissing: true,
            missingKeyHandler: (languages: readonly string[], _namespace: string, key: string) => {
              for (const language of languages) options.onMissingKey?.(language, key);
            },
          }
        : {}),
    });
}

export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * After detection, `/en/manageClass?lang=en` becomes `/manageClass`: the language is saved, and the routes
 * need no language segment.
 */
export function stripLanguageFromAddress(location: Location = window.location): string | null {
  const url = new URL(location.href);
  const [, first, ...rest] = url.pathname.split('/');
  let changed = false;
  if (isLanguage(first)) {
    url.pathname = `/${rest.join('/')}`;
    changed = true;
  }
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    changed = true;
  }
  return changed ? `${url.pathname}${url.search}${url.hash}` : null;
}
