import type { TokenVerifier } from './auth/token.js';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import { NESTING_MESSAGES, nestsDeeperThan } from '@lms/domain';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { API_PREFIX } from './config.js';
import { graphiqlRouter } from './graphiql.js';
import { browserTraces, TRACES_PATH } from './traces.js';
import { languageOf } from './modules/bank/api.js';
import type { Gateway } from './server.js';

export interface HttpOptions {
  /** The backend's origin, for the pass-through of uploads and media. */
  backendUrl: string;
  /** The built web client, served at / when the folder exists. */
  webDist?: string | undefined;
  /** Largest GraphQL request body. */
  bodyLimit?: string;
  /** GraphQL requests served at once; past it, 503 with Retry-After (default 256). */
  maxInFlight?: number;
  /** Serve the offline GraphiQL at /graphiql (with introspection, as Apollo Sandbox). */
  graphiql?: boolean;
  /** The OpenTelemetry collector the browser's spans are forwarded to (`/otel/v1/traces`); none: 404. */
  traceCollector?: string | undefined;
}

/**
 * Load shedding: past `limit` requests in flight, answer 503 with Retry-After at once, GraphQL-shaped, rather
 * than queue until the client gives up. The web retries queries after the pause.
 */
export function shedLoad(limit: number): RequestHandler {
  let inFlight = 0;
  return (_req, res, next) => {
    if (inFlight >= limit) {
      res
        .status(503)
        .set('retry-after', '1')
        .json({
          errors: [
            {
              message: 'The server is busy; please try again in a moment',
              extensions: { code: 'SERVER_BUSY', retryAfter: 1 },
            },
          ],
        });
      return;
    }
    inFlight++;
    let released = false;
    const release = () => {
      if (!released) {
        released = true;
        inFlight--;
      }
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Headers naming who asked, as proxies set them: a client's own are lies the backend would believe (it
 * trusts the gateway's X-Forwarded-For), so the pass-through drops them and sets the address it saw.
 */
const FORWARDING = /^(?:forwarded|x-forwarded-.+|x-real-ip)$/;

/**
 * The caller's network address as the gateway saw it: its socket's peer (the gateway believes no proxy in
 * front of it). Sent to the backend as X-Forwarded-For by the REST client (GraphQL) and the pass-through
 * alike, so the backend's per-address limits count real clients (issue 27 item 2).
 */
export const clientAddress = (req: IncomingMessage): string | undefined => req.socket.remoteAddress;

/**
 * Streams `/lms-backend/api/*` to the backend as is (uploads, media): the web talks GraphQL for
 * everything else. node:http keeps it streaming and lets the HTTP instrumentation trace it.
 */
export function backendPassThrough(backendUrl: string, verifyToken?: TokenVerifier): RequestHandler {
  const origin = new URL(backendUrl);
  const transport = origin.protocol === 'https:' ? https : http;
  return async (req, res) => {
    // The same check as /graphql (an ID token or another client's token goes no further), so the
    // pass-through is no back door to the backend; the backend checks again.
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (req.headers.authorization !== undefined && verifyToken && !(bearer && (await verifyToken(bearer)))) {
      res
        .status(401)
        .set('www-authenticate', 'Bearer')
        .json({ code: 401, message: 'Sign in first: the access token is missing, invalid or expired' });
      return;
    }
    const headers: http.OutgoingHttpHeaders = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !HOP_BY_HOP.has(name) && name !== 'host' && !FORWARDING.test(name),
      ),
    );
    headers.host = origin.host;
    const address = clientAddress(req);
    if (address) headers['x-forwarded-for'] = address;
    // Bodies are streamed, never parsed here: the backend bounds their nesting (docs/decisions.md, issue 27).
    const upstream = transport.request(
      new URL(req.originalUrl, origin),
      { method: req.method, headers },
      (answer) => {
        const out = Object.fromEntries(Object.entries(answer.headers).filter(([n]) => !HOP_BY_HOP.has(n)));
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res
        .status(502)
        .json({ code: 502, message: 'The LMS service is unavailable; please try again shortly' });
    });
    req.pipe(upstream);
  };
}

/** Apollo's middleware wants `req.body` set; Express 5 leaves it unset when no parser ran (a GET). */
const bodyForApollo: RequestHandler = (req, _res, next) => {
  req.body ??= undefined;
  next();
};

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A GET's JSON parameters (`?variables=`, `?extensions=`) as Apollo will read them; unparsable ones are Apollo's to refuse. */
function getParameters(query: Record<string, unknown>): unknown {
  const parse = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  };
  return { variables: parse(query.variables), extensions: parse(query.extensions) };
}

/**
 * A request nested deeper than @lms/domain's MAX_NESTING (its JSON body, or a GET's variables within their
 * envelope) is a 400 in the caller's language before Apollo or graphql-js walks it (issue 27 item 1).
 */
const refuseDeepNesting: RequestHandler = (req, res, next) => {
  const sent: unknown = req.method === 'GET' ? getParameters(req.query) : req.body;
  if (!nestsDeeperThan(sent)) return next();
  const language = languageOf(headerValue(req.headers['accept-language']));
  const message = NESTING_MESSAGES.nesting_too_deep[language];
  res.status(400).json({
    errors: [
      {
        message,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: null, messages: [message] }] },
      },
    ],
  });
};

/** Body too large or not JSON: a GraphQL-shaped answer with the HTTP status, never a stack trace. */
const errorHandler: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, _next) => {
  const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
  const message =
    status === 413
      ? 'The request body is too large'
      : status === 400
        ? 'The request body is not valid JSON'
        : 'Internal server error';
  res.status(status).json({
    errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }],
  });
};

/**
 * The gateway's HTTP surface: /graphql, /healthz, the backend pass-through, the browser's traces, GraphiQL and
 * the built web.
 */
/**
 * How long a browser keeps a file of the web build (issue 29): the build's hashed assets (`assets/`, a new name
 * whenever their content changes) for a year and never asked again; the pages (`*.html`) are revalidated on
 * every visit, so a deploy is seen at once, and so are the academy's constants (`constant_static.json`, changed
 * without a build: its maintenance flag must hold at the next visit); the other files (favicon) for an hour.
 * `file` may be the brotli or gzip copy served in its place (`app.js.br`): it is kept as its original.
 */
export function cacheFor(res: { setHeader(name: string, value: string): unknown }, file: string) {
  const relative = file
    .split(path.sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  if (/\/assets\/[^/]+$/.test(relative))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (relative.endsWith('.html') || relative.endsWith('/constant_static.json'))
    res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/**
 * The built web as production servers serve it: the brotli or gzip copy the build made beside a file (web's
 * vite.config.ts), chosen by the browser's Accept-Encoding, brotli first (express-static-gzip over
 * serve-static, with `Vary: Accept-Encoding` and the original's Content-Type); the file itself for a browser
 * that accepts neither, or when the build made no smaller copy. Every other GET a browser route is its page,
 * `index.html`, served the same way and never cached (it names the assets); a missing asset is a 404, not the
 * page, so an old tab's import of a chunk a deploy removed fails as such.
 */
function webBuild(webDist: string): RequestHandler[] {
  const serve = expressStaticGzip(path.resolve(webDist), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, setHeaders: cacheFor },
  }) as RequestHandler;
  const page: RequestHandler = (req, res, next) => {
    req.url = '/index.html';
    serve(req, res, next);
  };
  // `/login` leaves for the identity server without waiting for the constants (web/src/app/start.tsx), so
  // their maintenance flag is read here: in maintenance the browser goes to the maintenance page instead of
  // signing in for nothing (docs/design.md section 5).
  const login: RequestHandler = (req, res, next) => {
    readFile(path.join(webDist, 'constant_static.json'), 'utf8')
      .then((text) => (JSON.parse(text) as { maintenance?: unknown }).maintenance === true)
      .catch(() => false)
      .then((maintenance) => {
        if (!maintenance) return page(req, res, next);
        res.set('Cache-Control', 'no-store').redirect(302, '/maintenance.html');
      }, next);
  };
  const missingAsset: RequestHandler = (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  };
  return [
    serve,
    express
      .Router()
      .use('/assets', missingAsset)
      .get(['/login', '/login/'], login)
      .get(/^\/(?!graphql|healthz|lms-backend\/).*/, page),
  ];
}

export function createHttpApp(gateway: Gateway, options: HttpOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(API_PREFIX, backendPassThrough(options.backendUrl, gateway.verifyToken));
  app.post(TRACES_PATH, ...browserTraces(options.traceCollector));
  app.use(
    '/graphql',
    shedLoad(options.maxInFlight ?? 256),
    express.json({ limit: options.bodyLimit ?? '100kb', type: ['application/json', 'application/*+json'] }),
    refuseDeepNesting,
    bodyForApollo,
    expressMiddleware(gateway.server, {
      context: ({ req }) =>
        gateway.context({
          authorization: headerValue(req.headers.authorization),
          acceptLanguage: headerValue(req.headers['accept-language']),
          clientAddress: clientAddress(req),
        }),
    }),
  );
  if (options.graphiql) app.use(graphiqlRouter());
  const webDist = options.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) app.use(webBuild(webDist));
  app.use(errorHandler);
  return app;
}
