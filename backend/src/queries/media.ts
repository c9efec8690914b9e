import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { MediaRow } from '../db/rows.js';
import { media } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/pagination.js';
import { rowById } from './by-id.js';

export const mediaById = (db: Db, id: number): Promise<MediaRow> => rowById(db, media, id);

/** One medium the viewer may read (`readableMedia`), or 404 as for a medium that does not exist. */
export async function readableMediumById(db: Db, id: number, readable: SQL | undefined): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(readable ? and(eq(media.id, id), readable) : eq(media.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * Media by the batch filter (`?ids=`) and their uploader, oldest first; `readable` (`readableMedia`) keeps
 * those the viewer may read.
 */
export function mediaList(
  db: Db,
  f: { ids?: number[]; ownerId?: number; readable?: SQL },
): ListQuery<MediaRow> {
  const where: SQL[] = [];
  if (f.readable) where.push(f.readable);
  if (f.ids) where.push(inArray(media.id, f.ids));
  if (f.ownerId !== undefined) where.push(eq(media.ownerId, f.ownerId));
  const cond = where.length ? and(...where) : undefined;
  return {
    rows: (limit, offset) =>
      db.select().from(media).where(cond).orderBy(asc(media.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(media).where(cond),
  };
}

/** Which of these media ids are recordings (audio) that `ownerId` uploaded. */
export async function audioOwnedBy(db: Db, ownerId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerId, ownerId), eq(media.kind, 'audio')));
  return new Set(rows.map((r) => r.id));
}
