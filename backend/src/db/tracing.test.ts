import { trace } from '@opentelemetry/api';
import { node, tracing } from '@opentelemetry/sdk-node';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { users } from './schema.js';
import { traceDatabase } from './tracing.js';
import { transaction } from './transaction.js';

const exporter = new tracing.InMemorySpanExporter();
let database: Database;

beforeAll(async () => {
  const provider = new node.NodeTracerProvider({
    spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
  });
  provider.register();
  database = await openTestDatabase();
  traceDatabase(database);
});
afterAll(async () => {
  await database.close();
  trace.disable();
});

// PostgreSQL's statements are traced by instrumentation-pg (telemetry.test.ts shows it).
describe.skipIf(process.env.TEST_DATABASE_URL)('PGlite statement spans', () => {
  it('spans every statement, in a transaction too, with its text and never its parameters', async () => {
    exporter.reset();
    const secret = 'someone@example.com';
    await database.db.select().from(users).where(eq(users.email, secret));
    await transaction(database.db, async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.email, secret));
    });
    const spans = exporter.getFinishedSpans();
    const texts = spans.map((s) => String(s.attributes['db.query.text']));
    expect(texts.filter((t) => /from "users" where "users"."email" = \$1/.test(t))).toHaveLength(2);
    expect(spans.map((s) => s.name)).toContain('SELECT');
    expect(JSON.stringify(spans.map((s) => s.attributes))).not.toContain(secret);
  });
});
