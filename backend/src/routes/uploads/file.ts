import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/errors.js';
import { mediaLinks } from '../../http/media-links.js';
import { idParams } from '../../http/validators.js';
import { mediaById } from '../../queries/media.js';
import { mediaFileQuery } from './schema.js';

/** `bytes=a-b`, `bytes=a-`, `bytes=-n`: one range. Several ranges are answered whole (RFC 9110 allows it). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'whole' | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * A medium's file, for `<img>` and `<audio>` (which send no token): the link's signature is the credential,
 * for one file and a few minutes (issue 26 point 3, `http/media-links.ts`). A forged, borrowed or expired
 * link is refused (403) before the database is asked, so it tells nothing of which files exist. The content
 * of an id never changes: the browser keeps it while the link works, no longer. Range requests let audio seek.
 */
export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/upload/:id/file',
    {
      schema: {
        tags: ['media'],
        summary:
          'A medium’s file (the signed, short-lived link from its metadata `url`; Range requests answer 206)',
        params: idParams,
        querystring: mediaFileQuery,
        security: [],
      },
    },
    async (request, reply) => {
      const left = mediaLinks().check(request.params.id, request.query.exp, request.query.sig);
      if (left === null) throw forbidden();
      const row = await mediaById(db, request.params.id);
      const file = path.join(app.uploads.dir, row.path);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound();
      const etag = `"${row.sha256}"`;
      void reply
        .header('content-type', row.mimeType)
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('cache-control', `private, max-age=${left}, immutable`)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own runs nothing and loads nothing (defence beside the upload's check).
        .header(
          'content-security-policy',
          "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
        )
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(row.originalName || `media-${row.id}`)}`,
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const range = parseRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${info.size}`).send();
      }
      if (range === 'whole') {
        return reply.header('content-length', info.size).send(createReadStream(file));
      }
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(file, { start: range.start, end: range.end }));
    },
  );
};
