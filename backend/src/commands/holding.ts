import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { userExams } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { conflict } from '../http/errors.js';

/**
 * Pausing an attempt (docs/product.md point 4 `holding`, docs/design.md section 9: "an attempt paused by its teacher") and
 * letting it go on. Only work being taken is paused (409 `attempt_not_in_progress`), only paused work goes
 * on (409 `attempt_not_held`). The server's clock (`ends_at`) is not moved: a pause that outlasts it ends the
 * attempt when the student comes back, as any late return does.
 */
export async function setHolding(db: Db, userExamId: number, hold: boolean, now: Date) {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(userExams)
      .set({ status: hold ? 'holding' : 'unfinished', updatedAt: now })
      .where(and(eq(userExams.id, userExamId), eq(userExams.status, hold ? 'unfinished' : 'holding')))
      .returning();
    if (!row) throw conflict(hold ? 'attempt_not_in_progress' : 'attempt_not_held', 'non_field_errors');
    return row;
  });
}
