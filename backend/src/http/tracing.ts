import { context, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const tracer = trace.getTracer('lms-backend');
const spans = new WeakMap<FastifyRequest, Span>();

/**
 * A span per request named by its route (`GET /lms-backend/api/class/:id/`), active while the request's
 * hooks and handler run, so the SQL they send is traced under it. The HTTP server span above it (from
 * instrumentation-http, continuing the caller's `traceparent`) takes the route too. Only the route
 * template, the method and the status: no query string, no body, no user.
 */
export function traceRequests(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched route';
    const server = trace.getActiveSpan();
    server?.updateName(`${request.method} ${route}`);
    server?.setAttribute('http.route', route);
    const span = tracer.startSpan(`request ${request.method} ${route}`, {
      attributes: { 'http.request.method': request.method, 'http.route': route },
    });
    spans.set(request, span);
    // `done` runs the rest of the request (later hooks, the handler) within the span's context.
    context.with(trace.setSpan(context.active(), span), done);
  });
  const end = (request: FastifyRequest, status: number | undefined) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    if (status !== undefined) span.setAttribute('http.response.status_code', status);
    if (status === undefined || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request, undefined);
    done();
  });
}
