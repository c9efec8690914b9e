import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n, initI18n } from '../app/i18n';
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

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n();
});

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('vi');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
