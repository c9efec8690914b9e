import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { Db } from './db/client.js';
import { createAuthenticator, type Viewer } from './http/auth.js';
import { registerErrorHandling, validatorCompiler } from './http/errors.js';
import type { IdentityAdmin } from './identity/admin-client.js';
import type { Mailer } from './mail/mailer.js';
import { publicAccountRoutes } from './routes/accounts/routes.js';
import { devMailboxRoutes } from './routes/dev-mailbox.js';
import { routes } from './routes/index.js';

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

export const API_PREFIX = '/lms-backend/api';

export interface AppOptions {
  db: Db;
  issuer: string;
  keys: JWTVerifyGetKey;
  identity: IdentityAdmin;
  mailer: Mailer;
  /** The web client's origin, for links in e-mails. */
  webOrigin: string;
  /** Serve the captured mail at /dev/mailbox/ (development only). */
  devMailbox?: boolean;
  logLevel?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    identity: IdentityAdmin;
    mailer: Mailer;
    webOrigin: string;
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
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Academy LMS REST API',
        version: '1.0.0',
        description:
          'The LMS backend. JSON in snake_case; lists are paged as {count, next, previous, results}; ' +
          'errors are {code, message, errors?}. Authenticate with a Bearer access token from the identity provider.',
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
  app.decorateRequest('viewer', null as unknown as Viewer);
  const auth = createAuthenticator({ db: opts.db, issuer: opts.issuer, keys: opts.keys });

  await app.register(
    async (api) => {
      api.get('/schema/', { schema: { hide: true } }, () => app.swagger());
      await api.register(publicAccountRoutes);
      if (opts.devMailbox && opts.mailer.capturesMail) await api.register(devMailboxRoutes);
      await api.register(async (secured) => {
        secured.addHook('onRequest', async (request) => {
          request.viewer = await auth.viewerFor(request);
        });
        await secured.register(routes);
      });
    },
    { prefix: API_PREFIX },
  );
  return app;
}
