import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  BACKEND_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** postgres://… selects PostgreSQL; unset means embedded PGlite under DATA_DIR/backend. */
  DATABASE_URL: z.url().optional(),
  OIDC_ISSUER: z.url().default('http://localhost:8080/realms/lms'),
  /** Defaults to Keycloak's certs path under the issuer. */
  OIDC_JWKS_URL: z.url().optional(),
  UPLOAD_DIR: z.string().optional(),
  /** Service account for the identity provider's admin API (Keycloak: a confidential client with realm-management roles). */
  OIDC_ADMIN_CLIENT_ID: z.string().default('lms-backend'),
  /** Unset in development: read from the embedded identity server's DATA_DIR/identity/clients.json. */
  OIDC_ADMIN_CLIENT_SECRET: z.string().optional(),
  /** Outgoing mail; unset means mail is captured in the database and shown at /lms-backend/api/dev/mailbox/. */
  SMTP_URL: z.string().optional(),
  WEB_ORIGIN: z.url().default('http://localhost:4000'),
  NODE_ENV: z.string().default('development'),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type BackendConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid backend environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.BACKEND_PORT,
    host: e.BACKEND_HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(e.DATA_DIR, 'backend'),
    uploadDir: e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads'),
    oidcIssuer: e.OIDC_ISSUER.replace(/\/$/, ''),
    jwksUrl: e.OIDC_JWKS_URL ?? `${e.OIDC_ISSUER.replace(/\/$/, '')}/protocol/openid-connect/certs`,
    seedOnStart: e.SEED_ON_START === 'true',
    adminClientId: e.OIDC_ADMIN_CLIENT_ID,
    adminClientSecret: e.OIDC_ADMIN_CLIENT_SECRET,
    identityClientsFile: path.join(e.DATA_DIR, 'identity', 'clients.json'),
    smtpUrl: e.SMTP_URL,
    webOrigin: e.WEB_ORIGIN.replace(/\/$/, ''),
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
  };
}
