import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { ApiError, badRequest } from './errors.js';

/** How long an answer is kept for replay; a client retries within seconds or minutes, not days. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const HEADER = 'idempotency-key';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyRow?: number;
  }
}

function fingerprint(request: FastifyRequest, body: string) {
  const path = request.url.split('?')[0];
  return createHash('sha256').update(`${request.method} ${path}\n${body}`).digest('hex');
}

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * Claims the request's `Idempotency-Key` for `body` (what makes two requests the same): answers true when
 * the request has been answered here (a replay, or 409 while the first still runs) and the handler must stop.
 */
async function claim(db: Db, request: FastifyRequest, reply: FastifyReply, body: string): Promise<boolean> {
  const key = request.headers[HEADER];
  if (request.method !== 'POST' || key === undefined) return false;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest({ 'Idempotency-Key': 'invalid_input' });
  }
  const userId = request.viewer.user.id;
  const print = fingerprint(request, body);
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint: print })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (row) {
    request.idempotencyRow = row.id;
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)),
        ),
      );
    return false;
  }
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!first) throw new ApiError(409, 'idempotency_in_progress');
  if (first.fingerprint !== print) throw new ApiError(422, 'idempotency_key_reused');
  if (first.status === null) {
    void reply.header('retry-after', '1');
    throw new ApiError(409, 'idempotency_in_progress');
  }
  await reply.status(first.status).header('idempotent-replayed', 'true').send(first.response);
  return true;
}

/**
 * For a multipart POST, whose body the handler streams (the hook cannot read it): the handler calls this once
 * it knows what the upload is (`body`: the file's digest and the fields), and stops when it answers true.
 */
export const claimIdempotencyAfterBody = claim;

/**
 * `Idempotency-Key` on any POST of a signed-in caller: the first request with a key runs and its answer is
 * kept; the same key with the same request answers that again (header `idempotent-replayed: true`) without
 * running it; the same key with another request is refused (422); while the first still runs, 409 with
 * Retry-After. 5xx answers are not kept, so a retry after a failure runs again. A multipart body is streamed
 * by its handler, which claims the key itself with the file's digest (`claimIdempotencyAfterBody`).
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    // Only POSTs with a key claim it (a PATCH may stream an upload chunk that is not JSON); without a key
    // (every autosave) there is nothing to claim, not even the body to serialise.
    if (request.method !== 'POST' || request.headers[HEADER] === undefined || isMultipart(request)) return;
    if (await claim(db, request, reply, JSON.stringify(request.body ?? null))) return reply;
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const id = request.idempotencyRow;
    if (id === undefined) return payload;
    request.idempotencyRow = undefined;
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      return payload;
    }
    let response: unknown = null;
    try {
      response = typeof payload === 'string' && payload ? JSON.parse(payload) : null;
    } catch {
      response = null;
    }
    await db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, response })
      .where(eq(idempotencyKeys.id, id));
    return payload;
  });
}
