import { z } from 'zod';
import { MEDIA_ACCEPTS } from '@lms/domain';
import type { MediaRow } from '../db/rows.js';
import { mediaLinks } from '../http/media-links.js';

export const mediaSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['img', 'audio']),
    mime_type: z.string().describe('The content type found in the bytes (not the name)'),
    size: z.number().int().describe('Bytes'),
    original_name: z.string().describe('The file name as uploaded'),
    url: z
      .string()
      .describe(
        'Where the browser fetches the file: no token needed, the link is signed for this file and works ' +
          'for minutes (ask the metadata again for a fresh one)',
      ),
    owner_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .describe('Media');
export type MediaJson = z.infer<typeof mediaSchema>;

/**
 * A medium with its file's signed link (issue 26 point 3): call it only for a viewer the policy let read the
 * medium, or what embeds it (a question, an exam), since the link opens the file to whoever holds it.
 */
export const presentMedia = (m: MediaRow): MediaJson => presentMediaUntil(m);

/** The same, its link ending at `until` at the latest (a limited clip's running play). */
export const presentMediaUntil = (m: MediaRow, until?: Date): MediaJson => ({
  id: m.id,
  kind: m.kind,
  mime_type: m.mimeType,
  size: m.size,
  original_name: m.originalName,
  url: mediaLinks().urlFor(m.id, new Date(), until),
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
