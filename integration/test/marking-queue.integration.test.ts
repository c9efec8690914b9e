import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMarkingPile } from '../bench/marking-pile.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { executeHttp } from '../../gateway/test/gateway.js';
import { startRealBackend } from './real-backend.js';
import { webOperation } from '../../gateway/test/web-operations.js';

/**
 * Issue 13 performance, on the real backend: the marking queue of a class with 100 submissions loads in at
 * most 3 REST calls, and the page of one submission (what the queue prefetches as "the next one") in at most
 * the marking page's budget (exam-budgets.ts), whatever the pile's size.
 */
describe('the marking queue of a class with 100 submissions', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<Awaited<ReturnType<typeof seedMarkingPile>>>>>;
  let gateway: Gateway;

  beforeAll(async () => {
    backend = await startRealBackend((db) => seedMarkingPile(db, 100));
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
  }, 120_000);
  afterAll(async () => {
    await gateway?.server.stop();
    await backend?.stop();
  });

  const run = async (operation: string, variables: Record<string, unknown>) => {
    const token = await backend.token(backend.seeded.teacher, 'teacher');
    const before = backend.requests().length;
    const { body } = await executeHttp(
      gateway,
      { authorization: `Bearer ${token}`, 'accept-language': 'vi', 'content-type': 'application/json' },
      { query: webOperation(operation).query, variables },
    );
    return { body, calls: backend.requests().slice(before) };
  };

  it('lists the 100 submissions, oldest first, in at most 3 REST calls', async () => {
    const { body, calls } = await run('MarkingPageQuery', { page: 1, pageSize: 100 });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const results = (body.data as { results: { total: number; items: { id: string }[] } }).results;
    expect(results.total).toBe(100);
    expect(results.items).toHaveLength(100);
    expect(results.items[0]!.id).toBe(String(backend.seeded.attempts[0]!.id));
    expect(calls.length, calls.join(', ')).toBeLessThanOrEqual(3);
  });

  it('opens any submission of the pile (the prefetched next one) within the marking page budget', async () => {
    const counts = [];
    for (const attempt of [backend.seeded.attempts[1]!, backend.seeded.attempts[99]!]) {
      const { body, calls } = await run('MarkAttemptQuery', { id: String(attempt.id) });
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      counts.push(calls.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(7);
  });
});
