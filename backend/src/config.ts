import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_LIMITS } from '@lms/domain';
import { z } from 'zod';
import { DEMO_ACADEMY_BANK, type AcademyBank } from './http/academy-bank.js';

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
  /** The LMS's OpenID Connect clients: access tokens are accepted only when issued to (azp) or for (aud) one. */
  OIDC_CLIENTS: z.string().default('lms-web,lms-gateway,lms-backend'),
  UPLOAD_DIR: z.string().optional(),
  /** Largest image and audio upload in bytes (defaults: @lms/domain MEDIA_LIMITS, 5 MB and 50 MB). */
  UPLOAD_MAX_IMAGE_BYTES: z.coerce.number().int().positive().optional(),
  UPLOAD_MAX_AUDIO_BYTES: z.coerce.number().int().positive().optional(),
  /**
   * Signs the links of media files (issue 26 point 3); unset, one is generated at the first start and kept
   * in DATA_DIR/media-link.key. Several hosts of one install need the same value.
   */
  MEDIA_LINK_SECRET: z.string().min(16).optional(),
  /** How long a media file's link works, in seconds (default 10 minutes). */
  MEDIA_LINK_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  /** Service account for the identity provider's admin API (Keycloak: a confidential client with realm-management roles). */
  OIDC_ADMIN_CLIENT_ID: z.string().default('lms-backend'),
  /** Unset in development: read from the embedded identity server's DATA_DIR/identity/clients.json. */
  OIDC_ADMIN_CLIENT_SECRET: z.string().optional(),
  /** Outgoing mail; unset means mail is captured in the database and shown at /lms-backend/api/dev/mailbox/. */
  SMTP_URL: z.string().optional(),
  WEB_ORIGIN: z.url().default('http://localhost:4000'),
  NODE_ENV: z.string().default('development'),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  /** Shared rate-limit counters for several backend processes; in memory when unset. */
  REDIS_URL: z.string().optional(),
  /** Serving processes sharing the port (node:cluster); more than 1 needs PostgreSQL. */
  BACKEND_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Requests served at once by one process; past it, 503 with Retry-After (load shedding). */
  BACKEND_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(256),
  /** Multiplies the account rate limits (0 turns them off, e.g. for a load test). */
  RATE_LIMIT_FACTOR: z.coerce.number().min(0).default(1),
  /** Proxies whose X-Forwarded-For is believed, as Fastify's trustProxy: addresses, ranges or `loopback`. */
  TRUST_PROXY: z.string().default('loopback'),
  /** The development mailbox page (captured mail, reset codes included); on by default outside production. */
  DEV_MAILBOX: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** An OTLP/HTTP collector (e.g. http://localhost:4318): traces go to its /v1/traces; unset, none are made. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** An external speech-scoring service (docs/design.md section 9); unset, the embedded recogniser scores. */
  SPEECH_SCORING_URL: z.url().optional(),
  /** off: no speech scoring at all (spoken-target parts wait for a person). */
  SPEECH_SCORING: z.enum(['auto', 'off']).default('auto'),
  /**
   * Who publishes an examiner's draft IELTS bands (issue 30 point 4): `same`, the examiner who drafted them may;
   * `second`, another examiner must (administrators always may).
   */
  IELTS_PUBLISH_BY: z.enum(['same', 'second']).default('same'),
  /** Between two sweeps of the attempts past their end (issue 26 point 4), in milliseconds. */
  EXPIRY_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Between two passes over the notifications' pending mail (issue 31 point 2), in milliseconds. */
  NOTIFICATION_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Between two sweeps of the scheduled notifications (deadline reminders, openings, digests), in milliseconds. */
  NOTIFICATION_SWEEP_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** The academy's hour (0-23, Asia/Ho_Chi_Minh) after which the daily digest of notifications is mailed. */
  NOTIFICATION_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(18),
  /**
   * The academy's bank account for IELTS transfers (docs/design.md section 10): the bank's 6-digit NAPAS BIN,
   * its name, the account number and its holder. The defaults are demo values that pay no one.
   */
  ACADEMY_BANK_BIN: z
    .string()
    .regex(/^\d{6}$/, 'a 6-digit NAPAS bank BIN')
    .default(DEMO_ACADEMY_BANK.bin),
  ACADEMY_BANK_NAME: z.string().min(1).default(DEMO_ACADEMY_BANK.name),
  ACADEMY_BANK_ACCOUNT: z
    .string()
    .regex(/^[0-9A-Za-z]{1,19}$/, 'letters and digits, at most 19')
    .default(DEMO_ACADEMY_BANK.account),
  ACADEMY_BANK_HOLDER: z.string().min(1).default(DEMO_ACADEMY_BANK.holder),
});

export type BackendConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid backend environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) refuseDevelopmentSettings(e);
  if (e.BACKEND_WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error(
      'BACKEND_WORKERS > 1 needs PostgreSQL (DATABASE_URL): the embedded PGlite belongs to one process',
    );
  }
  return {
    port: e.BACKEND_PORT,
    host: e.BACKEND_HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(e.DATA_DIR, 'backend'),
    uploadDir: e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads'),
    uploadLimits: {
      img: e.UPLOAD_MAX_IMAGE_BYTES ?? MEDIA_LIMITS.img,
      audio: e.UPLOAD_MAX_AUDIO_BYTES ?? MEDIA_LIMITS.audio,
    },
    mediaLinkSecret: e.MEDIA_LINK_SECRET,
    mediaLinkTtlSeconds: e.MEDIA_LINK_TTL_SECONDS,
    oidcIssuer: e.OIDC_ISSUER.replace(/\/$/, ''),
    jwksUrl: e.OIDC_JWKS_URL ?? `${e.OIDC_ISSUER.replace(/\/$/, '')}/protocol/openid-connect/certs`,
    oidcClients: e.OIDC_CLIENTS.split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    seedOnStart: e.SEED_ON_START === 'true',
    adminClientId: e.OIDC_ADMIN_CLIENT_ID,
    adminClientSecret: e.OIDC_ADMIN_CLIENT_SECRET,
    identityClientsFile: path.join(e.DATA_DIR, 'identity', 'clients.json'),
    smtpUrl: e.SMTP_URL,
    webOrigin: e.WEB_ORIGIN.replace(/\/$/, ''),
    production,
    devMailbox: (e.DEV_MAILBOX ?? (production ? 'false' : 'true')) === 'true',
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    workers: e.BACKEND_WORKERS,
    maxInFlight: e.BACKEND_MAX_IN_FLIGHT,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    trustProxy: e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/$/, ''),
    speechScoringUrl: e.SPEECH_SCORING_URL,
    speechScoring: e.SPEECH_SCORING,
    expiryPollMs: e.EXPIRY_POLL_MS,
    notifications: {
      pollMs: e.NOTIFICATION_POLL_MS,
      sweepMs: e.NOTIFICATION_SWEEP_MS,
      digestHour: e.NOTIFICATION_DIGEST_HOUR,
    },
    academyBank: {
      bin: e.ACADEMY_BANK_BIN,
      name: e.ACADEMY_BANK_NAME,
      account: e.ACADEMY_BANK_ACCOUNT,
      holder: e.ACADEMY_BANK_HOLDER,
    } satisfies AcademyBank,

    ieltsPublishBy: e.IELTS_PUBLISH_BY,
  };
}

/**
 * Production never runs on a development default that would expose accounts: the mailbox page that shows
 * every reset code, the admin client secret read from the embedded identity server's generated file, or
 * mail that is only captured (reset codes would reach nobody but the database).
 */
function refuseDevelopmentSettings(e: z.infer<typeof envSchema>) {
  const problems: string[] = [];
  if (e.DEV_MAILBOX === 'true')
    problems.push('DEV_MAILBOX=true: the development mailbox shows every reset code');
  if (!e.OIDC_ADMIN_CLIENT_SECRET) {
    problems.push(
      "OIDC_ADMIN_CLIENT_SECRET is not set: development keys (the embedded identity server's) are refused",
    );
  }
  if (!e.SMTP_URL) problems.push('SMTP_URL is not set: mail would only be captured, never sent');
  if (problems.length) {
    throw new Error(
      `Refusing to start in production (NODE_ENV=production):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
}
