import { describe, expect, it } from 'vitest';
import { originsOf, redirectUriMatches } from './clients.js';

describe("Keycloak's redirect URI rule", () => {
  const registered = ['http://localhost:5173/*', 'http://127.0.0.1:4000/*', 'https://lms.example/callback'];

  it('admits any path under a registered origin wildcard, and exact values', () => {
    expect(redirectUriMatches(registered, 'http://localhost:5173/')).toBe(true);
    expect(redirectUriMatches(registered, 'http://localhost:5173/classes/1?tab=2')).toBe(true);
    expect(redirectUriMatches(registered, 'http://127.0.0.1:4000/silent-check-sso.html')).toBe(true);
    expect(redirectUriMatches(registered, 'https://lms.example/callback')).toBe(true);
  });

  it('refuses other origins, look-alike hosts, other ports, fragments and credentials', () => {
    for (const uri of [
      'http://localhost:5174/',
      'http://localhost:5173.evil.example/',
      'http://localhost:51730/',
      'https://localhost:5173/',
      'https://lms.example/callback/more',
      'http://localhost:5173/#fragment',
      'http://user:pass@localhost:5173/',
      'not a url',
    ]) {
      expect(redirectUriMatches(registered, uri), uri).toBe(false);
    }
  });

  it('derives the CORS origins from the redirect URIs', () => {
    expect([...originsOf(registered)]).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:4000',
      'https://lms.example',
    ]);
  });
});
