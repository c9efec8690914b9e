import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with argon2id (node:crypto's own `argon2`) at the cost OWASP recommends first,
 * m = 19 MiB, t = 2, p = 1: cheaper on every sign-in than the scrypt it replaces, which was below OWASP's
 * scrypt cost, while OWASP's scrypt would cost ten times as much (docs/decisions.md, issue 29). Stored as a
 * PHC string, `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, so the cost can be raised later. Hashes of before
 * (`scrypt$N$r$p$salt$hash`) still verify; `needsRehash` says when to store a new one.
 */
const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1 };
const KEY_LENGTH = 32;
const VERSION = 19;

type Argon2Cost = typeof ARGON2;
type ScryptCost = { N: number; r: number; p: number };

function deriveArgon2(password: string, salt: Buffer, cost: Argon2Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      { message: password.normalize('NFKC'), nonce: salt, tagLength: KEY_LENGTH, ...cost },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function deriveScrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** PHC strings carry unpadded standard base64. */
const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveArgon2(password, salt, ARGON2);
  const { memory, passes, parallelism } = ARGON2;
  return `$argon2id$v=${VERSION}$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(key)}`;
}

type Parsed =
  | { kind: 'argon2id'; cost: Argon2Cost; salt: Buffer; hash: Buffer }
  | { kind: 'scrypt'; cost: ScryptCost; salt: Buffer; hash: Buffer };

const ARGON2_PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parse(stored: string | null): Parsed | null {
  const argon = ARGON2_PHC.exec(stored ?? '');
  if (argon) {
    const [, m, t, p, salt, hash] = argon as unknown as [string, string, string, string, string, string];
    return {
      kind: 'argon2id',
      cost: { memory: Number(m), passes: Number(t), parallelism: Number(p) },
      salt: Buffer.from(salt, 'base64'),
      hash: Buffer.from(hash, 'base64'),
    };
  }
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, N, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  return {
    kind: 'scrypt',
    cost: { N: Number(N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    // Same work as a real check, so that "no such user" and "wrong password" take as long.
    await deriveArgon2(password, DUMMY_SALT, ARGON2);
    return false;
  }
  const actual =
    parsed.kind === 'argon2id'
      ? await deriveArgon2(password, parsed.salt, parsed.cost)
      : await deriveScrypt(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when `stored` is not argon2id at today's cost: after a successful check, store a new hash. */
export function needsRehash(stored: string | null): boolean {
  const parsed = parse(stored);
  if (parsed?.kind !== 'argon2id') return true;
  const { memory, passes, parallelism } = parsed.cost;
  return memory !== ARGON2.memory || passes !== ARGON2.passes || parallelism !== ARGON2.parallelism;
}

const DUMMY_SALT = randomBytes(16);
