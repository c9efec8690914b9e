import os from 'node:os';
import path from 'node:path';
import swagger from '@fastify/swagger';
import { MEDIA_LIMITS, type MediaKind } from '@lms/domain';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Db } from './db/client.js';
import { createAuthenticator, type Viewer } from './http/auth.js';
import { parseJsonBody, registerErrorHandling, validatorCompiler } from './http/errors.js';
import { registerIdempotency } from './http/idempotency.js';
import { pickLang, translate } from './http/messages.js';
import { createRateLimits, type RateLimits } from './http/rate-limits.js';
import { traceRequests } from './http/tracing.js';
import type { IdentityAdmin } from './identity/admin-client.js';
import type { Mailer } from './mail/mailer.js';
import { API_PREFIX } from './http/prefix.js';
import { calendarFileRoutes } from './routes/calendar/feed.js';
import { publicAccountRoutes } from './routes/accounts/routes.js';
import { ieltsPublicRoutes } from './routes/ielts/dates.js';
import { devMailboxRoutes } from './routes/dev-mailbox.js';
import { routes } from './routes/index.js';
import { mediaFileRoutes } from './routes/uploads/file.js';
import { useMediaLinks, type MediaLinks } from './http/media-links.js';
import { DEMO_ACADEMY_BANK, useAcademyBank, type AcademyBank } from './http/academy-bank.js';
import type { SpeechEngine } from './speech/engines.js';
import { startSpeechWorker } from './speech/queue.js';
import { startExpiryWorker } from './commands/expiry.js';
import { startNotificationWorker } from './commands/notification-worker.js';

const errorSchema = z
  .object({
    code: z.number().int().describe('The HTTP status'),
    message: z.string().describe("What went wrong, in the caller's language (Accept-Language: vi or en)"),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('Field errors, by field name'),
  })
  .describe('Error');
const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export { API_PREFIX };

export interface AppOptions {
  db: Db;
  issuer: string;
  keys: JWTVerifyGetKey;
  /** Clients whose access tokens are accepted (default: lms-web, lms-gateway, lms-backend). */
  clients?: string[];
  identity: IdentityAdmin;
  mailer: Mailer;
  /** The web client's origin, for links in e-mails. */
  webOrigin: string;
  /** How long a signed-in user's row is reused between requests (ms; default 1000, 0 never). */
  viewerCacheMs?: number;
  /** Limits of the public account actions; in memory by default. */
  rateLimits?: RateLimits;
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy): the gateway. Default loopback. */
  trustProxy?: string | boolean;
  /**
   * Requests served at once; past it, 503 with Retry-After at once rather than a queue that grows until
   * clients time out (default 256).
   */
  maxInFlight?: number;
  /** A span per request around its SQL (when telemetry runs, see telemetry.ts). */
  tracing?: boolean;
  /** Serve the captured mail at /dev/mailbox/ (development only). */
  devMailbox?: boolean;
  logLevel?: string;
  /** Where uploaded media are stored (config UPLOAD_DIR; default a folder under the OS temp dir). */
  uploadDir?: string;
  /** Largest image and audio upload in bytes (default @lms/domain MEDIA_LIMITS). */
  uploadLimits?: Record<MediaKind, number>;
  /** Signs media files' links (issue 26 point 3); default a random secret of this app alone. */
  mediaLinks?: MediaLinks;
  /**
   * Speech scoring (docs/design.md section 9): the engine (null: none, spoken-target parts wait for a person) and
   * whether this process runs the queue's worker (the server does; tests drain the queue themselves).
   */
  speech?: { engine: SpeechEngine | null; worker?: boolean; pollMs?: number };
  /**
   * Server-side expiry (issue 26 point 4, commands/expiry.ts): whether this process sweeps the attempts past
   * their end (the server does, every process; tests sweep themselves) and how often.
   */
  expiry?: { worker?: boolean; pollMs?: number };
  /**
   * Notifications (issue 31 point 2, commands/notification-worker.ts): whether this process mails them and
   * runs their sweep (the server does, every process; tests drive the passes themselves), how often, and the
   * academy's hour of the daily digest.
   */
  notifications?: { worker?: boolean; pollMs?: number; sweepMs?: number; digestHour?: number };
  /** The academy's bank account for IELTS transfers (config ACADEMY_BANK_*; default the demo account). */
  academyBank?: AcademyBank;

  /** Who publishes draft IELTS bands (config IELTS_PUBLISH_BY; default `same`, the examiner who drafted). */
  ieltsPublishBy?: 'same' | 'second';
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    identity: IdentityAdmin;
    mailer: Mailer;
    webOrigin: string;
    ieltsPublishBy: 'same' | 'second';
    rateLimits: RateLimits;
    uploads: { dir: string; limits: Record<MediaKind, number> };
    /** After a change of a user's role, activity or e-mail: this process stops reusing their row. */
    forgetViewer(sub: string | null): void;
    /** The speech scorer: its engine (null without one) and a wake-up of its worker after a submit. */
    speech: { engine: SpeechEngine | null; kick(): void };
  }
  interface FastifyRequest {
    /** Set by the `authenticate` hook on every route except the public ones. */
    viewer: Viewer;
  }
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: opts.logLevel ?? 'silent',
      // Never log who asked or with which token: only method, path and status.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
      },
    },
    // A line per request costs a measurable share of a busy event loop: requests are logged at debug only
    // (the onResponse hook below), errors and warnings always.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: opts.trustProxy ?? 'loopback',
    routerOptions: { ignoreTrailingSlash: true },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  if (opts.tracing) traceRequests(app);

  // Load shedding: an honest, immediate 503 beats a 15-second wait for an answer that comes too late.
  const maxInFlight = opts.maxInFlight ?? 256;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= maxInFlight) {
      const lang = pickLang(request.headers['accept-language']);
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ code: 503, message: translate('busy', lang) });
    }
    inFlight++;
    let released = false;
    const release = () => {
      if (!released) {
        released = true;
        inFlight--;
      }
    };
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  parseJsonBody(app);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'English Academy REST API',
        version: '1.0.0',
        description:
          'The LMS backend. JSON in snake_case; lists are paged as {count, next, previous, results}; ' +
          'errors are {code, message, errors?}. Authenticate with a Bearer access token from the identity provider. ' +
          'Any POST may carry an Idempotency-Key header (1-255 visible ASCII characters, kept 24 h per caller): ' +
          'the same key and body answer the first answer again (header idempotent-replayed: true) without ' +
          'repeating the write; the same key with another body is refused with 422.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  // Every API route answers errors in one envelope; documenting it once keeps the OpenAPI honest.
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    route.schema.response = { ...errorResponses, ...(route.schema.response as object | undefined) };
  });

  app.decorate('db', opts.db);
  app.decorate('identity', opts.identity);
  app.decorate('mailer', opts.mailer);
  app.decorate('webOrigin', opts.webOrigin);
  app.decorate('ieltsPublishBy', opts.ieltsPublishBy ?? 'same');
  if (opts.mediaLinks) useMediaLinks(opts.mediaLinks);
  useAcademyBank(opts.academyBank ?? DEMO_ACADEMY_BANK);
  app.decorate('uploads', {
    dir: opts.uploadDir ?? path.join(os.tmpdir(), 'lms-uploads'),
    limits: opts.uploadLimits ?? MEDIA_LIMITS,
  });
  const speechEngine = opts.speech?.engine ?? null;
  if (opts.speech?.worker) {
    const worker = startSpeechWorker(opts.db, speechEngine, app.uploads.dir, {
      pollMs: opts.speech.pollMs,
      onError: (e) => app.log.error(e, 'speech scoring'),
    });
    app.decorate('speech', { engine: speechEngine, kick: () => worker.kick() });
    app.addHook('onClose', () => worker.stop());
  } else app.decorate('speech', { engine: speechEngine, kick: () => {} });
  if (opts.expiry?.worker) {
    const expiry = startExpiryWorker(opts.db, {
      pollMs: opts.expiry.pollMs,
      // Closed with recordings to score: the speech scorer takes them now, as after a student's submit.
      onClosed: (rows) => {
        if (rows.some((r) => r.status === 'waiting_score')) app.speech.kick();
      },
      onError: (e) => app.log.error(e, 'exam expiry'),
    });
    app.addHook('onClose', () => expiry.stop());
  }
  if (opts.notifications?.worker) {
    const notifications = startNotificationWorker(opts.db, {
      mailer: opts.mailer,
      webOrigin: opts.webOrigin,
      pollMs: opts.notifications.pollMs,
      sweepMs: opts.notifications.sweepMs,
      digestHour: opts.notifications.digestHour,
      onError: (e) => app.log.error(e, 'notifications'),
    });
    app.addHook('onClose', () => notifications.stop());
  }
  const rateLimits = opts.rateLimits ?? createRateLimits();
  app.decorate('rateLimits', rateLimits);
  app.addHook('onClose', () => rateLimits.close());
  app.decorateRequest('viewer', null as unknown as Viewer);
  const auth = createAuthenticator({
    db: opts.db,
    issuer: opts.issuer,
    keys: opts.keys,
    clients: opts.clients,
    viewerCacheMs: opts.viewerCacheMs,
  });
  app.decorate('forgetViewer', (sub: string | null) => {
    if (sub) auth.forget(sub);
  });

  await app.register(
    async (api) => {
      api.get('/schema/', { schema: { hide: true } }, () => app.swagger());
      await api.register(publicAccountRoutes);
      await api.register(ieltsPublicRoutes);
      // Files are fetched by <img> and <audio>, which send no token: the link's signature is the credential.
      await api.register(mediaFileRoutes);
      // Calendar apps subscribe with no token: the feed's own token, in its path, is the credential.
      await api.register(calendarFileRoutes);
      if (opts.devMailbox && opts.mailer.capturesMail) await api.register(devMailboxRoutes);
      await api.register(async (secured) => {
        secured.addHook('onRequest', async (request) => {
          request.viewer = await auth.viewerFor(request);
        });
        registerIdempotency(secured, opts.db);
        await secured.register(routes);
      });
    },
    { prefix: API_PREFIX },
  );
  return app;
}
