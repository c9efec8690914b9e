import { transaction } from '../db/transaction.js';
import { and, eq, isNull, notExists, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { daysOff, lessons } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { refreshExpectedEndDates } from './classes.js';
import { renumberSessions } from './timetable.js';

type DayOffRow = typeof daysOff.$inferSelect;

/**
 * Adds a day off for a class, or for the whole academy when classId is null, and cancels the lessons
 * still scheduled on that date. One day off per class and date ('day_off_exists').
 */
export async function createDayOff(
  db: Db,
  input: { classId: number | null; date: string; reason: string; createdBy: number },
): Promise<DayOffRow> {
  return transaction(db, async (tx) => {
    // The unique key (class, date; academy-wide rows unique per date) settles concurrent requests too.
    const [row] = await tx.insert(daysOff).values(input).onConflictDoNothing().returning();
    if (!row) throw conflict('day_off_exists', 'date');
    const canceled = await tx
      .update(lessons)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(
        and(
          eq(lessons.studyDate, input.date),
          eq(lessons.status, 'scheduled'),
          input.classId === null ? undefined : eq(lessons.classId, input.classId),
        ),
      )
      .returning({ classId: lessons.classId });
    await renumberSessions(
      tx,
      canceled.map((l) => l.classId),
    );
    await refreshExpectedEndDates(tx, input.date, input.classId);
    return row;
  });
}

/**
 * Removes a day off and puts the lessons it canceled back on the timetable, unless another day off
 * (the class's own or the academy's) still covers that date.
 */
export async function deleteDayOff(db: Db, dayOff: DayOffRow) {
  await transaction(db, async (tx) => {
    await tx.delete(daysOff).where(eq(daysOff.id, dayOff.id));
    const stillOff = tx
      .select({ id: daysOff.id })
      .from(daysOff)
      .where(
        and(eq(daysOff.date, dayOff.date), or(isNull(daysOff.classId), eq(daysOff.classId, lessons.classId))),
      );
    const restored = await tx
      .update(lessons)
      .set({ status: 'scheduled', updatedAt: new Date() })
      .where(
        and(
          eq(lessons.studyDate, dayOff.date),
          eq(lessons.status, 'canceled'),
          dayOff.classId === null ? undefined : eq(lessons.classId, dayOff.classId),
          notExists(stillOff),
        ),
      )
      .returning({ classId: lessons.classId });
    await renumberSessions(
      tx,
      restored.map((l) => l.classId),
    );
    await refreshExpectedEndDates(tx, dayOff.date, dayOff.classId);
  });
}
