import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, page } from '../test/factories';
import { renderApp } from '../test/renderApp';
import { LANGUAGE_STORAGE_KEY, i18n, stripLanguageFromAddress } from './i18n';
import { en } from './locales/en';
import { vi } from './locales/vi';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k.replace(/_(one|other)$/, '')}`] : keys(v, `${prefix}${k}.`),
  );

describe('catalogues', () => {
  it('are complete in both languages (plural forms aside)', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(vi))].sort());
  });

  it('keep English plural forms in pairs', () => {
    const all = JSON.stringify(en);
    for (const [, key] of all.matchAll(/"([A-Za-z]+)_one"/g)) expect(all).toContain(`"${key}_other"`);
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
