import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './i18n';
import { clearStoredUserState } from './session';

describe('clearStoredUserState (sign-out)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("forgets the user's data but keeps the language and each person's column choices", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.localStorage.setItem('lms.columns.7.users', '["fullName","email"]');
    window.localStorage.setItem('lms.tokens', '{"token":"secret"}');
    window.localStorage.setItem('apollo-cache', '{"User:7":{}}');
    window.sessionStorage.setItem('draft', 'typed');

    clearStoredUserState();

    expect(Object.keys(window.localStorage).sort()).toEqual(
      [LANGUAGE_STORAGE_KEY, 'lms.columns.7.users'].sort(),
    );
    expect(window.sessionStorage.length).toBe(0);
  });
});
