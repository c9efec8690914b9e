import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SlowdownPolicy } from './rate-limits.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The realm every path and claim refers to; Keycloak's realm of the same name replaces us in production. */
export const REALM = 'lms';

const DEFAULT_WEB_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4000',
  'http://127.0.0.1:4000',
].join(',');

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const origin = z.url().transform((value, ctx) => {
  const url = new URL(value);
  if (url.origin === 'null' || `${url.origin}/` !== url.href.replace(/\/?$/, '/')) {
    ctx.addIssue({ code: 'custom', message: `"${value}" is not an origin (scheme://host[:port])` });
    return z.NEVER;
  }
  return url.origin;
});

const envSchema = z.object({
  IDENTITY_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  IDENTITY_HOST: z.string().min(1).default('127.0.0.1'),
  /** Unset: `http://localhost:<port>/realms/lms`, the port being the one actually bound. */
  IDENTITY_ISSUER: z.url().optional(),
  /** Unset: `$DATA_DIR/identity`, beside the backend's data (the backend reads clients.json there). */
  IDENTITY_DATA_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  /** PostgreSQL instead of the embedded PGlite; IDENTITY_DATABASE_URL wins over the shared DATABASE_URL. */
  IDENTITY_DATABASE_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  IDENTITY_WEB_ORIGINS: z
    .string()
    .default(DEFAULT_WEB_ORIGINS)
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin).min(1)),
  /** Where the product's own pages live (the forgot-password link), when a request does not tell. */
  IDENTITY_WEB_URL: z.url().default('http://localhost:4000'),
  /** Secret of `lms-backend` (service account for the admin API); generated and stored when unset. */
  IDENTITY_ADMIN_CLIENT_SECRET: z.string().min(16).optional(),
  /** Secret of `lms-gateway` (keycloak-connect, introspection); generated and stored when unset. */
  IDENTITY_GATEWAY_CLIENT_SECRET: z.string().min(16).optional(),
  IDENTITY_ACCESS_TOKEN_TTL: seconds(300),
  /** SSO session and refresh-token lifetime (Keycloak's "SSO Session Max"). */
  IDENTITY_SESSION_TTL: seconds(10 * 60 * 60),
  /** Refused sign-ins of one account before its attempts are slowed (issue 27 item 4: never locked). */
  IDENTITY_SLOWDOWN_AFTER_FAILURES: z.coerce.number().int().positive().default(3),
  IDENTITY_SLOWDOWN_DELAY_MS: z.coerce.number().int().min(0).default(250),
  IDENTITY_SLOWDOWN_MAX_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
  /** The refused sign-in of a burst at which the owner is mailed (once per burst). */
  IDENTITY_NOTIFY_AFTER_FAILURES: z.coerce.number().int().positive().default(5),
  /** A burst of failures is forgotten this long after its first failure (or at a success). */
  IDENTITY_FAILURE_RESET_SECONDS: seconds(15 * 60),
  /** The identity server's mail (the owner's warning); recorded in identity_mail_outbox only when unset. */
  IDENTITY_SMTP_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  IDENTITY_MAIL_FROM: z.string().default('English Academy <no-reply@academy.test>'),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto/Host. */
  IDENTITY_TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Shared attempt counters for several identity servers (REDIS_URL too); in memory when unset. */
  IDENTITY_REDIS_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Multiplies the attempt limits (0 turns them off). */
  IDENTITY_RATE_LIMIT_FACTOR: z.coerce.number().min(0).default(1),
  NODE_ENV: z.string().default('development'),
  IDENTITY_LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
});

export type LogLevel = z.infer<typeof envSchema>['IDENTITY_LOG_LEVEL'];

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface IdentityConfig {
  port: number;
  host: string;
  /** Fixed issuer, or undefined to derive it from the bound port. */
  issuer: string | undefined;
  dataDir: string;
  database: DatabaseTarget;
  webOrigins: string[];
  webUrl: string;
  clientSecrets: { 'lms-backend'?: string; 'lms-gateway'?: string };
  accessTokenTtl: number;
  sessionTtl: number;
  slowdown: SlowdownPolicy;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  redisUrl: string | undefined;
  rateLimitFactor: number;
  logLevel: LogLevel;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid identity environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    // The embedded server is the development default (production uses Keycloak); run in production, it must
    // not hand out client secrets it generated itself into DATA_DIR.
    const missing = ['IDENTITY_ADMIN_CLIENT_SECRET', 'IDENTITY_GATEWAY_CLIENT_SECRET'].filter(
      (k) => !e[k as keyof typeof e],
    );
    if (missing.length) {
      throw new Error(
        `Refusing to start in production (NODE_ENV=production): set ${missing.join(' and ')} ` +
          '(development keys generated into DATA_DIR are refused), or use Keycloak (docker-compose.yml).',
      );
    }
  }
  const databaseUrl = e.IDENTITY_DATABASE_URL ?? e.DATABASE_URL;
  const dataDir = e.IDENTITY_DATA_DIR ?? path.join(e.DATA_DIR, 'identity');
  return {
    port: e.IDENTITY_PORT,
    host: e.IDENTITY_HOST,
    issuer: e.IDENTITY_ISSUER?.replace(/\/+$/, ''),
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    webOrigins: e.IDENTITY_WEB_ORIGINS,
    webUrl: e.IDENTITY_WEB_URL.replace(/\/+$/, ''),
    clientSecrets: {
      'lms-backend': e.IDENTITY_ADMIN_CLIENT_SECRET,
      'lms-gateway': e.IDENTITY_GATEWAY_CLIENT_SECRET,
    },
    accessTokenTtl: e.IDENTITY_ACCESS_TOKEN_TTL,
    sessionTtl: e.IDENTITY_SESSION_TTL,
    slowdown: {
      slowAfter: e.IDENTITY_SLOWDOWN_AFTER_FAILURES,
      delayMs: e.IDENTITY_SLOWDOWN_DELAY_MS,
      maxDelayMs: e.IDENTITY_SLOWDOWN_MAX_DELAY_MS,
      notifyAt: e.IDENTITY_NOTIFY_AFTER_FAILURES,
      resetSeconds: e.IDENTITY_FAILURE_RESET_SECONDS,
    },
    smtpUrl: e.IDENTITY_SMTP_URL ?? e.SMTP_URL,
    mailFrom: e.IDENTITY_MAIL_FROM,
    trustProxy: e.IDENTITY_TRUST_PROXY === 'true',
    redisUrl: e.IDENTITY_REDIS_URL ?? e.REDIS_URL,
    rateLimitFactor: e.IDENTITY_RATE_LIMIT_FACTOR,
    logLevel: e.IDENTITY_LOG_LEVEL,
  };
}

/** Keycloak's default: the issuer is `<server>/realms/<realm>`. */
export function defaultIssuer(port: number): string {
  return `http://localhost:${port}/realms/${REALM}`;
}
