import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';

/** A hash as the identity server stored them before issue 29: scrypt, N = 2^15, r = 8, p = 1. */
function scryptHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing (argon2id)', () => {
  it('stores a salted argon2id hash at OWASP’s cost that verifies the password and nothing else', async () => {
    const hash = await hashPassword('Secret123');
    // OWASP's first recommendation: argon2id, 19 MiB, 2 passes, 1 lane; a PHC string.
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hash).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    expect(await verifyPassword('secret123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('Secret123')).not.toBe(await hashPassword('Secret123'));
  });

  it('still verifies a scrypt hash of before, and says it is to be replaced', async () => {
    const old = scryptHash('Secret123');
    expect(await verifyPassword('Secret123', old)).toBe(true);
    expect(await verifyPassword('Secret124', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('says a hash at another argon2id cost is to be replaced', async () => {
    const hash = await hashPassword('Secret123');
    expect(needsRehash(hash.replace('m=19456,t=2', 'm=12288,t=3'))).toBe(true);
  });

  it('refuses when there is no usable hash (user without password)', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
    expect(await verifyPassword('anything', '$argon2id$v=19$m=19456,t=2,p=1$$')).toBe(false);
  });
});
