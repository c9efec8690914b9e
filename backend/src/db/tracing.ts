import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Database } from './client.js';

const tracer = trace.getTracer('lms-backend-db');

type Query = PGlite['query'];

/** The statement's first word (SELECT, INSERT, ...) names the span, as instrumentation-pg does. */
const operationOf = (text: string) => /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';

function spanned<T extends { query: Query }>(target: T): Query {
  // The method as it is now: the caller replaces `target.query` with what this returns.
  const original = target.query;
  const query = (text: string, params?: unknown[], options?: Parameters<Query>[2]) =>
    original.call(target, text, params, options);
  return ((text: string, params?: unknown[], options?: Parameters<Query>[2]) =>
    tracer.startActiveSpan(
      operationOf(text),
      {
        kind: SpanKind.CLIENT,
        // The statement text only: parameters carry user data.
        attributes: {
          'db.system.name': 'postgresql',
          'db.system': 'postgresql',
          'db.operation.name': operationOf(text),
          'db.query.text': text,
        },
      },
      async (span) => {
        try {
          return await query(text, params, options);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    )) as Query;
}

/**
 * Spans for the statements drizzle sends to an embedded PGlite (PostgreSQL's come from instrumentation-pg):
 * its `query`, and the `query` of each transaction it opens. Only called when telemetry is on.
 */
export function traceQueries(client: PGlite) {
  client.query = spanned(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = spanned(tx);
      return callback(tx);
    });
}

/** `traceQueries` for an embedded database; a PostgreSQL pool is traced by instrumentation-pg already. */
export function traceDatabase(database: Database) {
  // drizzle keeps the driver's client as `$client`; the shared `Db` type does not name it.
  if (database.kind === 'pglite') traceQueries((database.db as unknown as { $client: PGlite }).$client);
}
