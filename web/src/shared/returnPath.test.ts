import { describe, expect, it } from 'vitest';
import { isIeltsReturn, returnPath } from './returnPath';

describe('returnPath', () => {
  it('keeps a path of this app with its query and fragment', () => {
    expect(returnPath('/ielts-test', '/dashboard')).toBe('/ielts-test');
    expect(returnPath('/manageClass?page=2#top', '/dashboard')).toBe('/manageClass?page=2#top');
  });

  it('refuses every address that would leave the app (no open redirect)', () => {
    for (const attack of [
      'https://evil.example/ielts-test',
      '//evil.example/ielts-test',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      ' /ielts-test',
      '',
      null,
    ])
      expect(returnPath(attack, '/dashboard')).toBe('/dashboard');
  });

  it('tells a return to the IELTS page', () => {
    expect(isIeltsReturn('/ielts-test', '/ielts-test')).toBe(true);
    expect(isIeltsReturn('/ielts-test?tab=2', '/ielts-test')).toBe(true);
    expect(isIeltsReturn('/ielts-tests', '/ielts-test')).toBe(false);
  });
});
