import { describe, expect, it } from 'vitest';
import { resolveLang, t } from './i18n.js';

describe('language of the sign-in pages', () => {
  it('defaults to Vietnamese', () => {
    expect(resolveLang({})).toBe('vi');
    expect(resolveLang({ acceptLanguage: 'fr-FR,de;q=0.8' })).toBe('vi');
  });

  it('takes ?lang= first, then ui_locales, then the remembered choice, then Accept-Language', () => {
    expect(resolveLang({ query: 'en', uiLocales: 'vi', cookie: 'vi', acceptLanguage: 'vi' })).toBe('en');
    expect(resolveLang({ query: 'xx', uiLocales: 'fr en', cookie: 'vi' })).toBe('en');
    expect(resolveLang({ cookie: 'en', acceptLanguage: 'vi' })).toBe('en');
    expect(resolveLang({ acceptLanguage: 'fr;q=0.9, en-US;q=0.8, vi;q=0.5' })).toBe('en');
    expect(resolveLang({ acceptLanguage: 'en;q=0, vi-VN' })).toBe('vi');
  });

  it('words the specified messages in both languages, with English plurals', () => {
    expect(t('en', 'error.email')).toBe('Unvalid Email');
    expect(t('vi', 'error.email')).toBe('Email không đúng định dạng');
    expect(t('en', 'error.passwordMismatch')).toBe('Passwords do not match');
    expect(t('en', 'error.locked', { minutes: 1 })).toContain('in 1 minute.');
    expect(t('en', 'error.locked', { minutes: 15 })).toContain('in 15 minutes.');
    expect(t('vi', 'error.locked', { minutes: 15 })).toContain('sau 15 phút');
  });
});
