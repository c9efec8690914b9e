import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { CATALOGUE_PARTS, LANGUAGES, i18n, initI18n } from '../app/i18n';
import { server } from './server';
// The router loads antd's theme with each page and forms load their rules when they first validate; in the
// browser they download alongside. Loaded once here, a test's wait is for its page, not for transforming antd.
import '../app/antdTheme';
import '@hookform/resolvers/zod';

// Pages load their chunk and ask the mock gateway before they show: allow more than the default 1 s.
// Role queries skip the visibility check (defaultHidden): with antd's injected styles jsdom's
// getComputedStyle makes each query take seconds; the tests do not rely on hidden elements.
configure({ asyncUtilTimeout: 8000, defaultHidden: true });

// antd reads media queries: answer as a wide screen (min-width queries match), where the side menu is open.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom does not implement pseudo-element styles, which antd's scrollbar measurement asks for.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

window.scrollTo = () => undefined;

// jsdom has no ResizeObserver; antd's dropdowns and tables observe their size.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;

// In a browser a click on a link with `download` saves the file and stays on the page; happy-dom follows it,
// which would leave the next test file (isolate: false) on a blob: address. Do as the browser does.
document.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof Element && event.target.closest('a[download]')) event.preventDefault();
  },
  true,
);
const PAGE_URL = window.location.href;

/**
 * Every key a screen asked for that a catalogue lacks (a raw `classDetail.tabs.feedback` on screen): the test
 * that rendered it fails, in both languages (issue 25).
 */
const missingKeys = new Set<string>();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n({ onMissingKey: (language, key) => missingKeys.add(`${language}: ${key}`) });
});

beforeEach(async () => {
  // Files share the page (isolate: false, docs/testing.md): each test starts with empty storage.
  window.localStorage.clear();
  window.sessionStorage.clear();
  // ... and with the common part of the catalogue only, as a visit starts: a page's route loads its area's
  // part, and a test rendering a component alone loads the parts it reads (`loadCatalogueParts`).
  for (const language of LANGUAGES)
    for (const part of CATALOGUE_PARTS) i18n.removeResourceBundle(language, part);
  // i18next remembers which parts it loaded: forget them too, so a component that loads its own part as it
  // renders (`useTranslation('exam-ielts')`) waits for it again, as on a first visit.
  const loading = (i18n.services.backendConnector as unknown as { state: Record<string, number> }).state;
  for (const key of Object.keys(loading)) if (!key.endsWith('|translation')) delete loading[key];
  i18n.options.ns = ['translation'];
  await i18n.changeLanguage('vi');
});

afterEach(() => {
  // Files share the page: a test that leaves it elsewhere would break the next file's tests, not its own.
  if (window.location.href !== PAGE_URL)
    throw new Error(`The test left the page at ${window.location.href}; the tests share ${PAGE_URL}`);
  cleanup();
  // antd's autosized text areas measure in a hidden <textarea> they append to the body and keep; files share
  // the page, and the tests' role queries see hidden nodes (defaultHidden above).
  for (const node of document.querySelectorAll('body > textarea[name="hiddenTextarea"]')) node.remove();
  server.resetHandlers();
  if (missingKeys.size) {
    const keys = [...missingKeys].join(', ');
    missingKeys.clear();
    throw new Error(`Missing translations (web/src/app/locales): ${keys}`);
  }
});

afterAll(() => server.close());
