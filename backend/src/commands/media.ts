import type { Db } from '../db/client.js';
import type { MediaRow } from '../db/rows.js';
import { media } from '../db/schema.js';

export interface NewMedia {
  ownerId: number;
  kind: 'img' | 'audio';
  mimeType: string;
  size: number;
  /** Relative to UPLOAD_DIR. */
  path: string;
  originalName: string;
  sha256: string;
}

/** The row of a file already stored under UPLOAD_DIR (routes/uploads/store.ts). */
export async function createMedia(db: Db, fields: NewMedia): Promise<MediaRow> {
  const [row] = await db.insert(media).values(fields).returning();
  return row!;
}
