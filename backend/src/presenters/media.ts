import { z } from 'zod';
import { MEDIA_ACCEPTS } from '@lms/domain';
import type { MediaRow } from '../db/rows.js';

/** The API path of a medium's file; the gateway passes `/lms-backend/api/*` through as is. */
export const MEDIA_FILE_PREFIX = '/lms-backend/api/upload';

/**
 * The key in a file link: the first 128 bits of the content's SHA-256. Unguessable without the content,
 * stable for the medium (links can be cached), and no secret to configure or rotate.
 */
export const mediaFileKey = (m: Pick<MediaRow, 'sha256'>) => m.sha256.slice(0, 32);

export const mediaSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['img', 'audio']),
    mime_type: z.string().describe('The content type found in the bytes (not the name)'),
    size: z.number().int().describe('Bytes'),
    original_name: z.string().describe('The file name as uploaded'),
    url: z.string().describe('Where the browser fetches the file (no token needed: the link carries a key)'),
    owner_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .describe('Media');
export type MediaJson = z.infer<typeof mediaSchema>;

export const presentMedia = (m: MediaRow): MediaJson => ({
  id: m.id,
  kind: m.kind,
  mime_type: m.mimeType,
  size: m.size,
  original_name: m.originalName,
  url: `${MEDIA_FILE_PREFIX}/${m.id}/file?key=${mediaFileKey(m)}`,
  owner_id: m.ownerId,
  created_at: m.createdAt.toISOString(),
});

export const uploadSessionSchema = z
  .object({
    id: z.string().describe('The session id (a UUID), for the chunks and for asking the offset'),
    accept: z.enum(MEDIA_ACCEPTS),
    size: z.number().int().describe('Bytes of the whole file, as announced'),
    name: z.string().describe('The file name as uploaded'),
    offset: z.number().int().describe('Bytes received so far: the next chunk starts here'),
    chunk_size: z.number().int().describe('The chunk size the server suggests (any size up to the rest)'),
    expires_at: z.string().describe('A day after the last chunk: then the session and its bytes are gone'),
    media: mediaSchema
      .nullable()
      .describe('The stored medium once the last byte arrived and passed the check'),
  })
  .describe('Resumable upload');
export type UploadSessionJson = z.infer<typeof uploadSessionSchema>;

export const presentUploadSession = (
  s: { id: string; accept: UploadSessionJson['accept']; size: number; name: string },
  progress: { offset: number; expiresAt: Date },
  chunkSize: number,
  medium: MediaRow | null,
): UploadSessionJson => ({
  id: s.id,
  accept: s.accept,
  size: s.size,
  name: s.name,
  offset: progress.offset,
  chunk_size: chunkSize,
  expires_at: progress.expiresAt.toISOString(),
  media: medium ? presentMedia(medium) : null,
});
