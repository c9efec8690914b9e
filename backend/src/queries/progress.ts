import { academyToday } from '@lms/domain';
import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { assignments, attendances, classStudents, lessons, userExams, users } from '../db/schema.js';
import type { ListQuery } from '../http/pagination.js';

type AttendanceStatus = typeof attendances.$inferInsert.status;

const SUBMITTED = ['waiting_score', 'pass', 'fail'] as const;

/** The active students of the given classes (null: all classes), one row per class and student, in roster order. */
export function progressRoster(
  db: Db,
  scope: { classIds: number[] | null; studentIds?: number[] | undefined },
): ListQuery<RosterEntry> {
  const where = and(
    eq(classStudents.status, 'active'),
    scope.classIds ? inArray(classStudents.classId, scope.classIds) : undefined,
    scope.studentIds ? inArray(classStudents.studentId, scope.studentIds) : undefined,
  );
  return {
    rows: (limit, offset) =>
      db
        .select({ classId: classStudents.classId, studentId: classStudents.studentId })
        .from(classStudents)
        .innerJoin(users, eq(users.id, classStudents.studentId))
        .where(where)
        .orderBy(asc(classStudents.classId), asc(users.name), asc(classStudents.studentId))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(classStudents).where(where),
  };
}

interface RosterEntry {
  classId: number;
  studentId: number;
}

/**
 * Attendance and assignment progress of a page of the roster. The number of queries does not depend on
 * the number of classes or students: every figure is one GROUP BY over the page's classes and students.
 */
export async function classProgress(db: Db, roster: RosterEntry[], today = academyToday()) {
  if (roster.length === 0) return [];
  const classIds = [...new Set(roster.map((r) => r.classId))];
  const studentIds = [...new Set(roster.map((r) => r.studentId))];
  const tally = (status: AttendanceStatus) =>
    sql<number>`count(*) filter (where ${attendances.status} = ${status})`.mapWith(Number);
  const [doneLessons, marks, assigned, work] = await Promise.all([
    db
      .select({ classId: lessons.classId, n: count() })
      .from(lessons)
      // A lesson of a later day never counts, even if it was wrongly marked done.
      .where(
        and(inArray(lessons.classId, classIds), eq(lessons.status, 'done'), lte(lessons.studyDate, today)),
      )
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
          lte(lessons.studyDate, today),
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
  return rows;
}
