import { sqlState, transaction } from '../db/transaction.js';
import { and, asc, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { attendances, classes, lessons } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { daysOffFrom } from '../queries/days-off.js';
import { academyToday, sessionDates } from '@lms/domain';

type LessonRow = typeof lessons.$inferSelect;
type LessonChanges = Partial<
  Pick<
    typeof lessons.$inferInsert,
    | 'studyDate'
    | 'studyTimeStart'
    | 'studyTimeEnd'
    | 'recordLink'
    | 'slideLink'
    | 'status'
    | 'note'
    | 'description'
  >
>;

/** HH:MM and HH:MM:SS compare correctly as text once both carry seconds. */
export const withSeconds = (t: string) => (t.length === 5 ? `${t}:00` : t);

const classLessons = (db: Db | Tx, classId: number) =>
  db
    .select()
    .from(lessons)
    .where(eq(lessons.classId, classId))
    .orderBy(asc(lessons.studyDate), asc(lessons.studyTimeStart), asc(lessons.id));

/**
 * Numbers the sessions of the given classes 1..n in date order, in one statement. A canceled lesson did
 * not use up a session: it carries the number of the session that moved to the next lesson.
 */
export async function renumberSessions(tx: Db | Tx, classIds: number[]) {
  if (classIds.length === 0) return;
  const ids = sql.join(
    [...new Set(classIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE lessons SET session_number = numbered.num
    FROM (
      SELECT id,
        count(*) FILTER (WHERE status <> 'canceled') OVER w
          + CASE WHEN status = 'canceled' THEN 1 ELSE 0 END AS num
      FROM lessons
      WHERE class_id IN (${ids})
      WINDOW w AS (PARTITION BY class_id ORDER BY study_date, study_time_start, id ROWS UNBOUNDED PRECEDING)
    ) AS numbered
    WHERE lessons.id = numbered.id AND lessons.session_number <> numbered.num`);
}

/**
 * (Re)builds a class's planned lessons from its pattern (start date, weekdays, study times, number of
 * sessions), skipping the class's and the academy's days off. History stays: lessons in the past, done,
 * or with attendance are kept and count towards the number of sessions; the rest is replaced. A class
 * without any such history is planned from its start date, past dates included.
 */
export async function generateTimetable(db: Db, classId: number, today = academyToday()) {
  return transaction(db, (tx) => planTimetable(tx, classId, today));
}

/** `generateTimetable` inside the caller's transaction (a new class gets its lessons as it is created). */
export async function planTimetable(tx: Tx, classId: number, today = academyToday()) {
  // Two generations of the same class at once would interleave their inserts.
  const [cls] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
  if (!cls) throw notFound();
  const marked = tx.select({ id: attendances.lessonId }).from(attendances);
  await tx
    .delete(lessons)
    .where(
      and(
        eq(lessons.classId, classId),
        gte(lessons.studyDate, today),
        ne(lessons.status, 'done'),
        notInArray(lessons.id, marked),
      ),
    );
  const kept = await classLessons(tx, classId);
  const held = kept.filter((l) => l.status !== 'canceled').length;
  const from = kept.length === 0 || cls.startDate > today ? cls.startDate : today;
  const off = await daysOffFrom(tx, from, classId);
  const dates = sessionDates({
    startDate: from,
    numberOfSessions: cls.numberOfSessions - held,
    weekdays: cls.weekdays,
    // A date that already has a kept lesson is not planned twice.
    daysOff: [...off, ...kept.map((l) => l.studyDate)],
  });
  if (dates.length) {
    await tx.insert(lessons).values(
      dates.map((studyDate) => ({
        classId,
        studyDate,
        sessionNumber: 0,
        studyTimeStart: cls.studyTimeStart,
        studyTimeEnd: cls.studyTimeEnd,
      })),
    );
  }
  await renumberSessions(tx, [classId]);
  return classLessons(tx, classId);
}

/** Same wall-clock time, whether written `18:00` or read back as `18:00:00`. */
const sameTime = (a: string, b: string) => a.slice(0, 5) === b.slice(0, 5);

/**
 * Adds one lesson. A class meets once at a date and start time (a unique index): sending the same lesson
 * again answers the lesson already there; a different lesson in that slot is a conflict to resolve.
 */
export async function createLesson(db: Db, values: typeof lessons.$inferInsert) {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(lessons)
      .values({ ...values, sessionNumber: 0 })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [existing] = await tx
        .select()
        .from(lessons)
        .where(
          and(
            eq(lessons.classId, values.classId),
            eq(lessons.studyDate, values.studyDate),
            eq(lessons.studyTimeStart, values.studyTimeStart),
            ne(lessons.status, 'canceled'),
          ),
        );
      const same =
        existing &&
        sameTime(existing.studyTimeEnd, values.studyTimeEnd) &&
        (values.recordLink ?? '') === existing.recordLink &&
        (values.slideLink ?? '') === existing.slideLink &&
        (values.description ?? '') === existing.description &&
        (values.note ?? '') === existing.note;
      if (!same) throw conflict('lesson_exists', 'study_time_start');
      return existing;
    }
    await renumberSessions(tx, [row.classId]);
    const [numbered] = await tx.select().from(lessons).where(eq(lessons.id, row.id));
    return numbered!;
  });
}

export async function updateLesson(db: Db, lesson: LessonRow, changes: LessonChanges) {
  const update = transaction(db, async (tx) => {
    await tx
      .update(lessons)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(lessons.id, lesson.id));
    if (changes.studyDate || changes.studyTimeStart || changes.status) {
      await renumberSessions(tx, [lesson.classId]);
    }
    const [row] = await tx.select().from(lessons).where(eq(lessons.id, lesson.id));
    return row!;
  });
  // Moving a lesson onto a slot the class already has.
  return update.catch((error: unknown) => {
    if (sqlState(error) === '23505') throw conflict('lesson_exists', 'study_time_start');
    throw error;
  });
}

export async function deleteLesson(db: Db, lesson: LessonRow) {
  await transaction(db, async (tx) => {
    await tx.delete(lessons).where(eq(lessons.id, lesson.id));
    await renumberSessions(tx, [lesson.classId]);
  });
}
