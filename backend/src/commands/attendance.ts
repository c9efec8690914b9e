import { transaction } from '../db/transaction.js';
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { assignments, attendances, classStudents, lessons, userExams, users } from '../db/schema.js';
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

/** Attendance rows with the class of their lesson, in lesson then student order. */
export function attendanceRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: attendances.id,
      lessonId: attendances.lessonId,
      studentId: attendances.studentId,
      status: attendances.status,
      note: attendances.note,
      markedBy: attendances.markedBy,
      markedAt: attendances.markedAt,
      classId: lessons.classId,
    })
    .from(attendances)
    .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
    .where(where)
    .orderBy(asc(lessons.studyDate), asc(lessons.id), asc(attendances.studentId));
}

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

const SUBMITTED = ['waiting_score', 'pass', 'fail'] as const;

/**
 * Attendance and assignment progress of the active students of the given classes (all classes when
 * null), one row per class and student, paged. The number of queries does not depend on the number of
 * classes or students: every figure is one GROUP BY over the page's classes and students.
 */
export async function classProgress(
  db: Db,
  scope: { classIds: number[] | null; studentIds?: number[]; limit: number; offset: number },
) {
  const where = and(
    eq(classStudents.status, 'active'),
    scope.classIds ? inArray(classStudents.classId, scope.classIds) : undefined,
    scope.studentIds ? inArray(classStudents.studentId, scope.studentIds) : undefined,
  );
  const [roster, [total]] = await Promise.all([
    db
      .select({ classId: classStudents.classId, studentId: classStudents.studentId })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(where)
      .orderBy(asc(classStudents.classId), asc(users.name), asc(classStudents.studentId))
      .limit(scope.limit)
      .offset(scope.offset),
    db.select({ n: count() }).from(classStudents).where(where),
  ]);
  if (roster.length === 0) return { count: total?.n ?? 0, rows: [] };

  const classIds = [...new Set(roster.map((r) => r.classId))];
  const studentIds = [...new Set(roster.map((r) => r.studentId))];
  const tally = (status: AttendanceStatus) =>
    sql<number>`count(*) filter (where ${attendances.status} = ${status})`.mapWith(Number);
  const [doneLessons, marks, assigned, work] = await Promise.all([
    db
      .select({ classId: lessons.classId, n: count() })
      .from(lessons)
      .where(and(inArray(lessons.classId, classIds), eq(lessons.status, 'done')))
      .groupBy(lessons.classId),
    db
      .select({
        classId: lessons.classId,
        studentId: attendances.studentId,
        present: tally('present'),
        late: tally('late'),
        absent: tally('absent'),
        excused: tally('excused'),
      })
      .from(attendances)
      .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
      .where(
        and(
          inArray(lessons.classId, classIds),
          eq(lessons.status, 'done'),
          inArray(attendances.studentId, studentIds),
        ),
      )
      .groupBy(lessons.classId, attendances.studentId),
    db
      .select({ classId: assignments.classId, n: count() })
      .from(assignments)
      .where(inArray(assignments.classId, classIds))
      .groupBy(assignments.classId),
    db
      .select({
        classId: assignments.classId,
        studentId: userExams.studentId,
        submitted: sql<number>`count(distinct ${userExams.assignmentId}) filter (where ${inArray(
          userExams.status,
          [...SUBMITTED],
        )})`.mapWith(Number),
        average: sql<string | null>`avg(${userExams.score}) filter (where ${isNotNull(userExams.score)})`,
      })
      .from(userExams)
      .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
      .where(and(inArray(assignments.classId, classIds), inArray(userExams.studentId, studentIds)))
      .groupBy(assignments.classId, userExams.studentId),
  ]);

  const key = (classId: number, studentId: number) => `${classId}:${studentId}`;
  const doneBy = new Map(doneLessons.map((r) => [r.classId, r.n]));
  const assignedBy = new Map(assigned.map((r) => [r.classId, r.n]));
  const marksBy = new Map(marks.map((r) => [key(r.classId, r.studentId), r]));
  const workBy = new Map(work.map((r) => [key(r.classId, r.studentId), r]));
  const rows = roster.map(({ classId, studentId }) => {
    const m = marksBy.get(key(classId, studentId));
    const w = workBy.get(key(classId, studentId));
    return {
      classId,
      studentId,
      lessonsCounted: doneBy.get(classId) ?? 0,
      present: m?.present ?? 0,
      late: m?.late ?? 0,
      absent: m?.absent ?? 0,
      excused: m?.excused ?? 0,
      assignmentsTotal: assignedBy.get(classId) ?? 0,
      assignmentsSubmitted: w?.submitted ?? 0,
      averageScore: w?.average == null ? null : Number(w.average),
    };
  });
  return { count: total?.n ?? 0, rows };
}
