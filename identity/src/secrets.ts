import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import type { Queryable } from './db.js';

/**
 * Everything secret the server generates at its first start and keeps in its database (never in the
 * repository): the RSA signing key, the cookie keys, the refresh-token key and the client secrets.
 */
export interface ServerSecrets {
  /** Private RSA JWK with `kid`, `alg: RS256`, `use: sig`. */
  signingKeys: JWK[];
  cookieKeys: string[];
  refreshTokenKey: Uint8Array;
  clientSecrets: { 'lms-backend': string; 'lms-gateway': string };
}

/** Inserts the value unless a row exists, then reads whatever won: safe when two servers start at once. */
async function loadOrCreate<T>(db: Queryable, name: string, create: () => Promise<T> | T): Promise<T> {
  const [existing] = await db.query<{ value: T }>('SELECT value FROM identity_secrets WHERE name = $1', [
    name,
  ]);
  if (existing) return existing.value;
  await db.query(
    'INSERT INTO identity_secrets (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING',
    [name, JSON.stringify(await create())],
  );
  const [stored] = await db.query<{ value: T }>('SELECT value FROM identity_secrets WHERE name = $1', [name]);
  if (!stored) throw new Error(`secret ${name} could not be stored`);
  return stored.value;
}

const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

export async function loadSecrets(
  db: Queryable,
  overrides: { 'lms-backend'?: string; 'lms-gateway'?: string },
): Promise<ServerSecrets> {
  const signingKeys = await loadOrCreate(db, 'signing-keys', async () => [await newSigningKey()]);
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', () => [randomSecret()]);
  const refreshTokenKey = await loadOrCreate(db, 'refresh-token-key', () => randomSecret(64));
  const backend = await loadOrCreate(db, 'client-secret:lms-backend', () => randomSecret());
  const gateway = await loadOrCreate(db, 'client-secret:lms-gateway', () => randomSecret());
  return {
    signingKeys,
    cookieKeys,
    refreshTokenKey: Buffer.from(refreshTokenKey, 'base64url'),
    clientSecrets: {
      'lms-backend': overrides['lms-backend'] ?? backend,
      'lms-gateway': overrides['lms-gateway'] ?? gateway,
    },
  };
}

/** The public half of the signing keys, as served at the certs endpoint. */
export function publicJwks(keys: JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
