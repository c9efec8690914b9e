import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAuthenticator } from './authenticate.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import type { User, UserStore } from './users.js';

/** A user whose password was hashed before issue 29 (scrypt, N = 2^15), in a store that keeps new hashes. */
function storeWithScryptUser(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  const row = {
    id: 'u1',
    username: 'co.lan@example.test',
    email: 'co.lan@example.test',
    enabled: true,
    passwordHash: ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$'),
  } as unknown as User;
  const store = {
    findByLogin: async (login: string) => (login === row.username ? row : null),
    setPassword: async (id: string, next: string) => {
      if (id !== row.id) return false;
      row.passwordHash = await hashPassword(next);
      return true;
    },
  } as unknown as UserStore;
  return { store, row };
}

describe('a sign-in with a hash of before (issue 29 point 4)', () => {
  it('lets the user in and stores an argon2id hash of the same password in its place', async () => {
    const { store, row } = storeWithScryptUser('Dung2026abc');
    const authenticate = createAuthenticator(store);
    expect(await authenticate('co.lan@example.test', 'Dung2026abc', { via: 'grant' })).toMatchObject({
      ok: true,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(needsRehash(row.passwordHash)).toBe(false);
    expect(await verifyPassword('Dung2026abc', row.passwordHash)).toBe(true);
  });

  it('keeps the hash when the password is wrong', async () => {
    const { store, row } = storeWithScryptUser('Dung2026abc');
    const before = row.passwordHash;
    const authenticate = createAuthenticator(store);
    expect(await authenticate('co.lan@example.test', 'Sai2026abc', { via: 'grant' })).toMatchObject({
      ok: false,
    });
    expect(row.passwordHash).toBe(before);
  });
});
