import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { FeedbackRow } from '../db/rows.js';
import { feedback } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { feedbackOf } from '../queries/feedback.js';

export interface FeedbackFields {
  rating: number;
  content: string;
  anonymous: boolean;
}

/**
 * A student's feedback on a class, once per class (docs/decisions.md, issue 15). Sent again with the same
 * rating, text and choice it answers the feedback already written (a repeated request); with other ones it
 * is a 409 on `class_id`: the student edits what they wrote.
 */
export async function createFeedback(
  db: Db,
  fields: FeedbackFields & { classId: number; authorId: number },
): Promise<number> {
  const [row] = await db.insert(feedback).values(fields).onConflictDoNothing().returning({ id: feedback.id });
  if (row) return row.id;
  const existing = await feedbackOf(db, fields.classId, fields.authorId);
  const same =
    existing &&
    existing.rating === fields.rating &&
    existing.content === fields.content &&
    existing.anonymous === fields.anonymous;
  if (!same) throw conflict('feedback_exists', 'class_id');
  return existing.id;
}

/** A partial update by its author; nothing to change answers it as it is. */
export async function updateFeedback(db: Db, current: FeedbackRow, changes: Partial<FeedbackFields>) {
  if (Object.values(changes).every((v) => v === undefined)) return;
  await db
    .update(feedback)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(feedback.id, current.id));
}
