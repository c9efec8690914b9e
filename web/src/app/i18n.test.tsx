import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, page } from '../test/factories';
import { renderApp } from '../test/renderApp';
import { wholeCatalogue } from '../test/catalogues';
import { baseKey, leaves } from '../test/catalogueUse';
import { LANGUAGE_STORAGE_KEY, i18n, loadCatalogueParts, stripLanguageFromAddress } from './i18n';

/** Every key of the catalogue, longest first, to catch one shown raw on screen. */
const KEYS = [...new Set(leaves(wholeCatalogue('vi')).map(baseKey))].sort((a, b) => b.length - a.length);

/** Watches the page from now on: every raw key the screen showed at any moment. */
function watchForRawKeys() {
  const seen = new Set<string>();
  const look = () => {
    const text = document.body.textContent ?? '';
    for (const key of KEYS) if (text.includes(key)) seen.add(key);
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    shown: () => {
      look();
      observer.disconnect();
      return [...seen];
    },
  };
}

describe('the catalogue split per area', () => {
  it('loads a page’s area part with the page: its first render is translated', async () => {
    expect(i18n.hasResourceBundle('vi', 'classes')).toBe(false);
    const watch = watchForRawKeys();
    renderApp({ path: '/manageClass', role: 'TEACHER', gateway: { classes: page([buildClass()]) } });
    expect(await screen.findByRole('heading', { name: 'Quản lý lớp học' })).toBeInTheDocument();
    expect(watch.shown()).toEqual([]);
    // One language downloaded, and only the parts this page reads.
    expect(i18n.hasResourceBundle('vi', 'classes')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'classes')).toBe(false);
    expect(i18n.hasResourceBundle('vi', 'ielts')).toBe(false);
  });

  it('opens a page in English with the English part', async () => {
    await act(() => i18n.changeLanguage('en'));
    const watch = watchForRawKeys();
    renderApp({ path: '/manageClass', role: 'TEACHER', gateway: { classes: page([buildClass()]) } });
    expect(await screen.findByRole('heading', { name: 'Class management' })).toBeInTheDocument();
    expect(watch.shown()).toEqual([]);
    expect(i18n.hasResourceBundle('en', 'classes')).toBe(true);
    expect(i18n.hasResourceBundle('vi', 'classes')).toBe(false);
  });

  it('loads the parts asked for during a change of language in the new language too', async () => {
    // The English common part is not there yet: the change waits for it while the parts are asked for.
    // (Removing a bundle forgets its namespace too: the common one is given back.)
    i18n.removeResourceBundle('en', 'translation');
    i18n.options.ns = ['translation'];
    const change = i18n.changeLanguage('en');
    await loadCatalogueParts(['ielts']);
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'ielts')).toBe(true);
    expect(i18n.t('ielts.title')).toBe('IELTS test');
    await change;
  });
});

describe('language', () => {
  it('is Vietnamese by default and switches from the header, saved under `lang`', async () => {
    const { user } = renderApp({
      path: '/manageClass',
      role: 'TEACHER',
      gateway: { classes: page([buildClass()]) },
    });
    expect(await screen.findByRole('heading', { name: 'Quản lý lớp học' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    await user.click(within(header).getByText('EN'));
    expect(await screen.findByRole('heading', { name: 'Class management' })).toBeInTheDocument();
    // The page's own part came in English with the common one, before the page showed English.
    expect(i18n.hasResourceBundle('en', 'classes')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'memberships')).toBe(true);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // antd's own texts follow (the table's pagination).
    expect(screen.getByText('1 class')).toBeInTheDocument();
  });

  it('formats dates for the language', async () => {
    renderApp({
      path: '/manageClass',
      role: 'TEACHER',
      gateway: { classes: page([buildClass({ startDate: '2026-09-07' })]) },
    });
    expect(await screen.findByText('7 thg 9, 2026')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByText('7 Sept 2026')).toBeInTheDocument());
  });

  it('takes /en/... and ?lang= from the address, then leaves a clean path', () => {
    const at = (href: string) => ({ href }) as Location;
    expect(stripLanguageFromAddress(at('http://localhost:3000/en/manageClass?x=1'))).toBe('/manageClass?x=1');
    expect(stripLanguageFromAddress(at('http://localhost:3000/profile?lang=vi#top'))).toBe('/profile#top');
    expect(stripLanguageFromAddress(at('http://localhost:3000/profile'))).toBeNull();
  });
});
