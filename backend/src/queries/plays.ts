import { asc, eq } from 'drizzle-orm';
import { parseFile } from 'music-metadata';
import type { Db, Tx } from '../db/client.js';
import type { AttemptPlayRow } from '../db/rows.js';
import { attemptPlays } from '../db/schema.js';

/** The plays of an attempt's limited clips, by medium, oldest first (issue 30 point 3). */
export async function playsOf(db: Db | Tx, userExamId: number): Promise<Map<number, AttemptPlayRow[]>> {
  const rows = await db
    .select()
    .from(attemptPlays)
    .where(eq(attemptPlays.userExamId, userExamId))
    .orderBy(asc(attemptPlays.mediaId), asc(attemptPlays.play));
  const byMedium = new Map<number, AttemptPlayRow[]>();
  for (const r of rows) byMedium.set(r.mediaId, [...(byMedium.get(r.mediaId) ?? []), r]);
  return byMedium;
}

/**
 * A recording's length in milliseconds, read from the file's own headers by music-metadata
 * (docs/decisions.md, issue 30 point 3); null when the file tells none or cannot be read.
 */
export async function clipDurationMs(file: string): Promise<number | null> {
  try {
    const { format } = await parseFile(file, { duration: true, skipCovers: true });
    return format.duration && Number.isFinite(format.duration) ? Math.round(format.duration * 1000) : null;
  } catch {
    return null;
  }
}
