import { createWriteStream } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_ACCEPTS, MEDIA_SIZE_MESSAGE, type MediaAccept, type MediaKind } from '@lms/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMedia } from '../../commands/media.js';
import { forbidden, notFound } from '../../http/errors.js';
import { msg } from '../../http/messages.js';
import { positiveIntBody } from '../../http/validators.js';
import { mayUpload } from '../../policies/media.js';
import { presentUploadSession, uploadSessionSchema } from '../../presenters/media.js';
import { mediaById } from '../../queries/media.js';
import { refuse } from './refuse.js';
import {
  CHUNK_SIZE,
  createSession,
  dropSession,
  loadSession,
  lockSession,
  partPath,
  touchPart,
  progressOf,
  saveSession,
  sessionLocked,
  sweepSessions,
  type UploadSession,
} from './sessions-store.js';
import { UploadRefusal, checkFile, cleanOriginalName, examineFile, storeFile } from './store.js';

const tags = ['media'];
const CHUNK_TYPE = 'application/offset+octet-stream';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const sessionBody = z.strictObject({
  accept: z.enum(MEDIA_ACCEPTS).describe('What the field takes, as for `upload/`'),
  size: positiveIntBody.describe('Bytes of the whole file'),
  name: z.string().max(1000).default('').describe('The file name, for showing'),
});
const sessionParams = z.strictObject({ id: z.uuid() });
const chunkHeaders = z.object({
  'upload-offset': z
    .string(msg('upload_offset_mismatch'))
    .regex(/^\d{1,15}$/, msg('upload_offset_mismatch'))
    .describe('Where this chunk starts: the offset the server holds'),
});
const offsetConflict = z
  .object({
    code: z.number().int(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    offset: z.number().int().describe('Bytes the server holds: continue from here'),
  })
  .describe('Wrong offset');

class PastEnd extends Error {}

/** The kind whose limit bounds a file announced for this field (the larger one for "image or mp3"). */
function boundingKind(accept: MediaAccept, limits: Record<MediaKind, number>): MediaKind {
  if (accept === 'image') return 'img';
  if (accept === 'image_or_mp3') return limits.img > limits.audio ? 'img' : 'audio';
  return 'audio';
}

/**
 * Resumable uploads (issue 12 item 3): a spoken answer recorded on a phone goes up in chunks and resumes
 * from the server's offset after a dropped connection or a reload. A small protocol of our own, shaped
 * like tus (see docs/decisions.md): `POST upload/sessions/` announces the file, `PATCH` appends a chunk at
 * `Upload-Offset`, `GET`/`HEAD` tell the offset. The last byte runs the same content check and size limit
 * as `upload/` and creates the medium.
 */
export const uploadSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { dir, limits } = app.uploads;
  // Chunks stream to disk as they arrive (a broken chunk keeps what came), never buffered whole.
  app.addContentTypeParser(CHUNK_TYPE, (_request, payload, done) => done(null, payload));
  const sweeper = setInterval(() => void sweepSessions(dir).catch(() => undefined), SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', () => clearInterval(sweeper));

  async function ownSession(request: FastifyRequest, id: string): Promise<UploadSession> {
    if (!mayUpload(request.viewer)) throw forbidden();
    const session = await loadSession(dir, id);
    // Someone else's session does not exist for the caller.
    if (!session || session.ownerId !== request.viewer.user.id) throw notFound();
    return session;
  }

  async function answer(reply: FastifyReply, session: UploadSession, status = 200) {
    const progress = await progressOf(dir, session);
    const medium = session.mediaId !== undefined ? await mediaById(db, session.mediaId) : null;
    return reply
      .status(status)
      .header('upload-offset', progress.offset)
      .header('upload-length', session.size)
      .header('cache-control', 'no-store')
      .send(presentUploadSession(session, progress, CHUNK_SIZE, medium));
  }

  async function wrongOffset(
    request: FastifyRequest,
    reply: FastifyReply,
    session: UploadSession,
    key: 'upload_offset_mismatch' | 'upload_busy',
  ) {
    const { offset } = await progressOf(dir, session);
    void reply.header('upload-offset', offset);
    return refuse(request, reply, 409, { 'upload-offset': key }, undefined, { offset });
  }

  /** The last byte arrived: the content check of `upload/`, then the medium. */
  async function complete(request: FastifyRequest, reply: FastifyReply, session: UploadSession) {
    const received = await examineFile(partPath(dir, session.id));
    try {
      const checked = await checkFile(received, session.accept, limits);
      const relative = await storeFile(dir, received, checked.mimeType);
      const row = await createMedia(db, {
        ownerId: session.ownerId,
        kind: checked.kind,
        mimeType: checked.mimeType,
        size: received.size,
        path: relative,
        originalName: session.name,
        sha256: received.sha256,
      });
      session.mediaId = row.id;
      await saveSession(dir, session);
      return answer(reply, session, 201);
    } catch (e) {
      if (!(e instanceof UploadRefusal)) throw e;
      // Wrong content stays wrong however often it is sent again: the session goes with its bytes.
      await dropSession(dir, session.id);
      return refuse(request, reply, e.status, { file: e.key }, e.maxBytes);
    }
  }

  app.post(
    '/upload/sessions/',
    {
      schema: {
        tags,
        summary: 'Start a resumable upload: announce the file, get its session id and the chunk size',
        description:
          'A file larger than its field’s limit is refused at once (413). Sessions belong to their uploader ' +
          'and are forgotten a day after their last chunk.',
        body: sessionBody,
        response: { 201: uploadSessionSchema },
      },
    },
    async (request, reply) => {
      if (!mayUpload(request.viewer)) throw forbidden();
      const { accept, size, name } = request.body;
      const kind = boundingKind(accept, limits);
      if (size > limits[kind]) {
        return refuse(request, reply, 413, { size: MEDIA_SIZE_MESSAGE[kind] }, limits[kind]);
      }
      void sweepSessions(dir).catch(() => undefined);
      const session = await createSession(dir, {
        ownerId: request.viewer.user.id,
        accept,
        size,
        name: cleanOriginalName(name),
      });
      return answer(reply, session, 201);
    },
  );

  app.get(
    '/upload/sessions/:id/',
    {
      schema: {
        tags,
        summary: 'A resumable upload’s offset (also in the Upload-Offset header; HEAD answers headers only)',
        params: sessionParams,
        response: { 200: uploadSessionSchema },
      },
    },
    async (request, reply) => answer(reply, await ownSession(request, request.params.id)),
  );

  app.patch(
    '/upload/sessions/:id/',
    {
      schema: {
        tags,
        summary: 'Append a chunk at Upload-Offset (body application/offset+octet-stream)',
        description:
          'A chunk that does not start at the server’s offset is refused with 409 and the offset (body and ' +
          'Upload-Offset header). A connection broken mid-chunk keeps the bytes that arrived. The last byte ' +
          'runs the content check of `upload/`: 201 with the medium, or 415/413 and the session is gone.',
        params: sessionParams,
        headers: chunkHeaders,
        consumes: [CHUNK_TYPE],
        response: { 200: uploadSessionSchema, 201: uploadSessionSchema, 409: offsetConflict },
      },
    },
    async (request, reply) => {
      const session = await ownSession(request, request.params.id);
      const body = request.body;
      if (body !== undefined && !(body instanceof Readable)) {
        return refuse(request, reply, 415, { 'content-type': 'upload_chunk_type' });
      }
      // A second chunk while one is received (by any worker) is refused, not interleaved.
      const release = lockSession(dir, session.id);
      if (!release) {
        body?.resume();
        return wrongOffset(request, reply, session, 'upload_busy');
      }
      try {
        const { offset } = await progressOf(dir, session);
        if (session.mediaId !== undefined || Number(request.headers['upload-offset']) !== offset) {
          body?.resume();
          return await wrongOffset(request, reply, session, 'upload_offset_mismatch');
        }
        const room = session.size - offset;
        const announced = Number(request.headers['content-length'] ?? NaN);
        if (announced > room) {
          body?.resume();
          return refuse(request, reply, 400, { 'content-length': 'upload_past_end' });
        }
        if (body) {
          let written = 0;
          const limit = new Transform({
            transform(chunk: Buffer, _enc, done) {
              written += chunk.length;
              done(written > room ? new PastEnd() : null, chunk);
            },
          });
          try {
            await pipeline(body, limit, createWriteStream(partPath(dir, session.id), { flags: 'a' }));
            await touchPart(dir, session.id);
          } catch (e) {
            if (e instanceof PastEnd) {
              await truncate(partPath(dir, session.id), offset);
              return refuse(request, reply, 400, { 'content-length': 'upload_past_end' });
            }
            // The connection broke: what arrived stays, and the client resumes from the new offset.
            await touchPart(dir, session.id);
            return await answer(reply, session);
          }
        }
        if ((await progressOf(dir, session)).offset === session.size) {
          return await complete(request, reply, session);
        }
        return await answer(reply, session);
      } finally {
        release();
      }
    },
  );

  app.delete(
    '/upload/sessions/:id/',
    {
      schema: {
        tags,
        summary: 'Give up a resumable upload (a new recording replaces it); its bytes are removed',
        params: sessionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const session = await ownSession(request, request.params.id);
      if (sessionLocked(dir, session.id)) return wrongOffset(request, reply, session, 'upload_busy');
      await dropSession(dir, session.id);
      return reply.status(204).send(null);
    },
  );
};
