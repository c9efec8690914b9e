import { transaction } from '../db/transaction.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { attendances, classStudents, lessons } from '../db/schema.js';
import { attendanceRows } from '../queries/attendance.js';
import { badRequest } from '../http/errors.js';

type LessonRow = typeof lessons.$inferSelect;
type AttendanceStatus = typeof attendances.$inferInsert.status;

export interface AttendanceRecord {
  student_id: number;
  status: AttendanceStatus;
  note?: string | undefined;
}

/** Students whose attendance may be taken: members of the class, past or present, not pending requests. */
const MARKABLE = ['active', 'reserve', 'inactive'] as const;

/**
 * Takes the attendance of a lesson for any number of students at once and marks a scheduled lesson done.
 * An upsert: sending the same records again changes nothing (not even who marked and when). A record
 * without a note keeps the note already written.
 */
export async function markAttendance(
  db: Db,
  input: { lesson: LessonRow; markedBy: number; records: AttendanceRecord[] },
) {
  const { lesson, markedBy, records } = input;
  await transaction(db, async (tx) => {
    // One writer per lesson at a time: two teachers sending the same students in opposite orders would
    // otherwise lock the same attendance rows in opposite orders and deadlock.
    await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lesson.id)).for('update');
    const ids = records.map((r) => r.student_id);
    const members = await tx
      .select({ id: classStudents.studentId })
      .from(classStudents)
      .where(
        and(
          eq(classStudents.classId, lesson.classId),
          inArray(classStudents.studentId, ids),
          inArray(classStudents.status, [...MARKABLE]),
        ),
      );
    const inClass = new Set(members.map((m) => m.id));
    const outsiders = records.flatMap((r, i) => (inClass.has(r.student_id) ? [] : [i]));
    if (outsiders.length) {
      throw badRequest(
        Object.fromEntries(
          outsiders.map((i) => [`records.${i}.student_id`, 'student_not_in_class' as const]),
        ),
      );
    }
    const now = new Date();
    const changed = sql`${attendances.status} IS DISTINCT FROM excluded.status`;
    // Rows in one order (student id) for every writer, the lesson lock notwithstanding.
    const ordered = [...records].sort((a, b) => a.student_id - b.student_id);
    const withNote = ordered.filter((r) => r.note !== undefined);
    const withoutNote = ordered.filter((r) => r.note === undefined);
    if (withNote.length) {
      await tx
        .insert(attendances)
        .values(
          withNote.map((r) => ({
            lessonId: lesson.id,
            studentId: r.student_id,
            status: r.status,
            note: r.note,
            markedBy,
            markedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [attendances.lessonId, attendances.studentId],
          set: {
            status: sql`excluded.status`,
            note: sql`excluded.note`,
            markedBy,
            markedAt: now,
          },
          setWhere: sql`${changed} OR ${attendances.note} IS DISTINCT FROM excluded.note`,
        });
    }
    if (withoutNote.length) {
      await tx
        .insert(attendances)
        .values(
          withoutNote.map((r) => ({
            lessonId: lesson.id,
            studentId: r.student_id,
            status: r.status,
            markedBy,
            markedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [attendances.lessonId, attendances.studentId],
          set: { status: sql`excluded.status`, markedBy, markedAt: now },
          setWhere: changed,
        });
    }
    if (lesson.status === 'scheduled') {
      await tx
        .update(lessons)
        .set({ status: 'done', updatedAt: now })
        .where(and(eq(lessons.id, lesson.id), eq(lessons.status, 'scheduled')));
    }
  });
  const [updated] = await db.select().from(lessons).where(eq(lessons.id, lesson.id));
  const rows = await attendanceRows(db, eq(attendances.lessonId, lesson.id));
  return { lesson: updated!, rows };
}
