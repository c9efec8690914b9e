import { z } from 'zod';
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
