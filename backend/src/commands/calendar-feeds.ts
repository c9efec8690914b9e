import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverNow } from '../db/clock.js';
import { calendarFeeds } from '../db/schema.js';
import type { Lang } from '../http/messages.js';
import { hashFeedToken } from '../queries/calendar.js';

/**
 * A new feed token for the user (issue 31 point 4): 32 random bytes, base64url; only its sha256 is kept. The
 * user's previous token, if any, is replaced in the same statement, so its link answers 404 from now on.
 */
export async function regenerateFeed(db: Db, userId: number, lang: Lang) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashFeedToken(token);
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, lang })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, lang, createdAt: serverNow() },
    })
    .returning();
  return { token, feed: row! };
}

/** Revokes the user's feed; true when there was one. */
export async function revokeFeed(db: Db, userId: number) {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning();
  return rows.length > 0;
}
