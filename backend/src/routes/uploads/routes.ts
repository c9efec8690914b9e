import multipart from '@fastify/multipart';
import { MEDIA_ACCEPTS, isMediaAccept, type MediaAccept } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMedia } from '../../commands/media.js';
import { forbidden, notFound } from '../../http/errors.js';
import { claimIdempotencyAfterBody } from '../../http/idempotency.js';
import type { MessageKey } from '../../http/messages.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { mayUpload, readableMedia } from '../../policies/media.js';
import { mediaSchema, presentMedia } from '../../presenters/media.js';
import { mediaList, readableMediumById } from '../../queries/media.js';
import { presentMediaFor } from '../../queries/plays.js';
import { refuse } from './refuse.js';
import { mediaListQuery } from './schema.js';
import {
  UploadRefusal,
  checkFile,
  cleanOriginalName,
  discard,
  receiveFile,
  storeFile,
  type ReceivedFile,
} from './store.js';

const tags = ['media'];

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { dir, limits } = app.uploads;
  // Encapsulated: multipart parsing exists for these routes only (the import routes register their own).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      // One byte over the largest limit is enough to know a file is too large; the rest is not read.
      fileSize: Math.max(limits.img, limits.audio) + 1,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
    },
  });

  app.post(
    '/upload/',
    {
      schema: {
        tags,
        summary: 'Upload an image or a recording (multipart/form-data: `file`, and `accept`)',
        description:
          `One file in the field \`file\`, and \`accept\` = ${MEDIA_ACCEPTS.join(' | ')} (docs/product.md point 5: image only, ` +
          'mp3 only, image or mp3 only, audio only). The type is read from the content, never the name: png, ' +
          'jpeg, webp and script-free svg images; mp3, wav, m4a and mp4 audio. Wrong type 415, too large 413 ' +
          '(images 5 MB, audio 50 MB by default), with the message in the caller’s language.',
        consumes: ['multipart/form-data'],
        response: { 201: mediaSchema },
      },
    },
    async (request, reply) => {
      if (!mayUpload(request.viewer)) throw forbidden();
      if (!request.isMultipart()) return refuse(request, reply, 400, { file: 'upload_not_multipart' });
      let received: ReceivedFile | undefined;
      let accept: string | undefined;
      let originalName = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'accept' && typeof part.value === 'string') accept = part.value;
          } else if (part.fieldname === 'file') {
            originalName = cleanOriginalName(part.filename);
            received = await receiveFile(dir, part.file);
          } else {
            part.file.resume();
          }
        }
      } catch (e) {
        if (received) await discard(received.tmpPath);
        const code = (e as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
          return refuse(request, reply, 400, { file: 'upload_one_file' });
        if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION')
          return refuse(request, reply, 400, { non_field_errors: 'invalid_input' });
        throw e;
      }
      const fieldErrors: Record<string, MessageKey> = {};
      if (!received || received.size === 0) fieldErrors.file = 'upload_file_required';
      if (!isMediaAccept(accept)) fieldErrors.accept = accept === undefined ? 'required' : 'invalid_input';
      if (!received || Object.keys(fieldErrors).length) {
        if (received) await discard(received.tmpPath);
        return refuse(request, reply, 400, fieldErrors);
      }
      try {
        const body = `${accept}\n${received.sha256}\n${originalName}`;
        if (await claimIdempotencyAfterBody(db, request, reply, body)) {
          await discard(received.tmpPath);
          return reply;
        }
        const checked = await checkFile(received, accept as MediaAccept, limits);
        const relative = await storeFile(dir, received, checked.mimeType);
        const row = await createMedia(db, {
          ownerId: request.viewer.user.id,
          kind: checked.kind,
          mimeType: checked.mimeType,
          size: received.size,
          path: relative,
          originalName,
          sha256: received.sha256,
        });
        return reply.status(201).send(presentMedia(row));
      } catch (e) {
        await discard(received.tmpPath);
        if (e instanceof UploadRefusal) return refuse(request, reply, e.status, { file: e.key }, e.maxBytes);
        throw e;
      }
    },
  );

  app.get(
    '/upload/',
    {
      schema: {
        tags,
        summary:
          'Media metadata by the batch filter `?ids=`, or by uploader: only the media the caller may read',
        description:
          'A medium is read by its uploader; a recording answering an attempt by the staff and examiners of ' +
          'the attempt’s class; a question’s picture or recording by its bank readers, the staff of a class ' +
          'its exercise is assigned to and the students with an attempt at it; administrators read all. ' +
          'The others are left out of the page (issue 26 point 3), and so is, for a student, a limited ' +
          'listening clip of an attempt in progress while no play of it runs (issue 30 point 3).',
        querystring: mediaListQuery,
        response: { 200: pageOf(mediaSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const readable = await readableMedia(db, request.viewer);
      const list = mediaList(db, { ids: q.ids, ownerId: q.owner_id, readable });
      return listPage(request, q, list, (rows) => presentMediaFor(db, request.viewer, rows));
    },
  );

  app.get(
    '/upload/:id/',
    {
      schema: {
        tags,
        summary: 'One medium’s metadata, with a fresh link to its file (404 when the caller may not read it)',
        description:
          'For a student, a limited listening clip of an attempt in progress is 404 while no play of it ' +
          'runs; during a play its link ends with the play plus 30 s (issue 30 point 3).',
        params: idParams,
        response: { 200: mediaSchema },
      },
    },
    async (request) => {
      const readable = await readableMedia(db, request.viewer);
      const row = await readableMediumById(db, request.params.id, readable);
      const [json] = await presentMediaFor(db, request.viewer, [row]);
      if (!json) throw notFound();
      return json;
    },
  );
};
