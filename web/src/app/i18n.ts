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

/**
 * The catalogue's parts besides the common one (`locales/<language>/<part>.ts`): one per features/ folder
 * whose pages say something of their own, and the question views of ui/questions. A page's route loads its
 * parts with it (./routes.tsx); src/app/locales/parts.test.ts checks that each page's keys are in the common
 * part or in the parts its route loads.
 */
export const CATALOGUE_PARTS = [
  'account',
  'analytics',
  'assignments',
  'classes',
  'courses',
  'dashboard',
  'exam',
  'exam-finish',
  'exam-headphone',
  'exam-ielts',
  'exercises',
  'feedback',
  'home',
  'ielts',
  'knowledge',
  'memberships',
  'notifications',
  'presentations',
  'question-io',
  'questionView',
  'questions',
  'reports',
  'results',
  'statistics',
  'tags',
  'timetable',
  'users',
] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** The common part is i18next's default namespace, so `t('menu.profile')` needs no namespace. */
const COMMON = 'translation';

/** Each language's parts, each its own chunk. */
const PARTS = import.meta.glob<{ catalogue: ResourceKey }>('./locales/*/*.ts');
const partFile = (language: Language, part: string) =>
  `./locales/${language}/${part === COMMON ? 'common' : part}.ts`;
const loadPart = (language: Language, part: string): Promise<ResourceKey> => {
  const load = PARTS[partFile(language, part)];
  if (!load) return Promise.reject(new Error(`No catalogue part ${part} in ${language}`));
  return load().then((m) => m.catalogue);
};

/**
 * Each part is a namespace of its own, fetched when first used in a language: a visitor downloads the common
 * part of one language before the first render, and each area's part with the area's first page (issue 9
 * item 10, issue 29 point 2). Keys stay as they were (`ielts.codes.title`): a key the common part lacks
 * is looked up in the area parts loaded (`fallbackNS`). On a change of language i18next loads every namespace
 * loaded so far in the new language before it switches.
 */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    loadPart(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The language a change under way goes to (from i18next's `languageChanging` to its `languageChanged`). */
let changingTo: string | undefined;

let initialised: () => void = () => undefined;
/** Settles once i18next knows the language and holds the common part. */
const ready = new Promise<void>((resolve) => {
  initialised = resolve;
});

const loadNamespaces = (parts: readonly string[]) =>
  new Promise<void>((resolve, reject) => {
    void i18n.loadNamespaces([...parts], (error: unknown) => (error ? reject(toError(error)) : resolve()));
  });
const toError = (error: unknown) =>
  error instanceof Error ? error : new Error(Array.isArray(error) ? error.join('; ') : String(error));

/**
 * Loads these parts of the catalogue in the interface language; a route's loader awaits it with the page's
 * module, so a page never renders before its texts are there. Callable before start-up has initialised
 * i18next (a route's chunk may start first): the downloads start at once in the language detection will
 * choose. A change of language under way when it is called gets the parts in the new language too.
 */
export async function loadCatalogueParts(parts: readonly CataloguePart[]): Promise<void> {
  if (!parts.length) return;
  const language = i18n.isInitialized ? currentLanguage() : detectLanguage();
  for (const part of parts) loadPart(language, part).catch(() => undefined);
  if (!i18n.isInitialized) await ready;
  await loadNamespaces(parts);
  // A change of language that started before these parts were asked for loads only the namespaces it knew:
  // load them again once it has switched.
  while (changingTo || parts.some((part) => !i18n.hasResourceBundle(i18n.language, part))) {
    if (changingTo) await new Promise((resolve) => i18n.once('languageChanged', resolve));
    await loadNamespaces(parts);
  }
}

/**
 * Detects the language, saves it under `lang`, and saves every later change too. `onMissingKey` hears of every
 * key a screen asks for that the catalogue lacks (the tests fail on it: web/src/test/setup.ts).
 */
export async function initI18n(
  options: { onMissingKey?: (language: string, key: string) => void } = {},
): Promise<void> {
  if (i18n.isInitialized) return;
  const lng = detectLanguage();
  i18n.on('languageChanging', (to: string) => {
    changingTo = to;
  });
  i18n.on('languageChanged', (changed) => {
    changingTo = undefined;
    if (isLanguage(changed)) storage.set(changed);
  });
  await i18n
    .use(catalogueChunks)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: LANGUAGES,
      ns: [COMMON],
      defaultNS: COMMON,
      fallbackNS: [...CATALOGUE_PARTS],
      // No fallback language: it would download the second catalogue on every visit, and both are
      // complete (parts.test.ts checks it).
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
  initialised();
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
