import { lessonHasStarted } from '@lms/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { assignments, attendances, classStudents, lessons, userExams, users } from '../db/schema.js';
import type { AttendanceData, ExportStudent, GradebookData } from '../presenters/class-exports.js';
import { isLatestAttempt } from './results.js';

function classMembers(db: Db, classId: number): Promise<ExportStudent[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, status: classStudents.status })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(and(eq(classStudents.classId, classId), ne(classStudents.status, 'request')))
    .orderBy(asc(users.name), asc(users.id));
}

/** The class's gradebook in three queries: its students, its assignments (oldest first), the latest attempts. */
export async function gradebookData(db: Db, classId: number): Promise<GradebookData> {
  const [students, work] = await Promise.all([
    classMembers(db, classId),
    db
      .select({
        id: assignments.id,
        title: assignments.title,
        kind: assignments.kind,
        maxScore: assignments.maxScore,
      })
      .from(assignments)
      .where(eq(assignments.classId, classId))
      .orderBy(asc(assignments.id)),
  ]);
  const results: GradebookData['results'] = new Map();
  if (work.length > 0 && students.length > 0) {
    const rows = await db
      .select({
        assignmentId: userExams.assignmentId,
        studentId: userExams.studentId,
        status: userExams.status,
        score: userExams.score,
        submittedAt: userExams.submittedAt,
        markedAt: userExams.markedAt,
      })
      .from(userExams)
      .where(
        and(
          inArray(
            userExams.assignmentId,
            work.map((a) => a.id),
          ),
          isLatestAttempt(db),
        ),
      );
    for (const { assignmentId, studentId, ...result } of rows)
      results.set(`${assignmentId}:${studentId}`, result);
  }
  return { students, assignments: work, results };
}

/**
 * The class's attendance: its students, the lessons that have started (attendance opens at a lesson's start,
 * docs/design.md section 6) and are not canceled, by date and time, and the marks taken.
 */
export async function attendanceData(db: Db, classId: number, now = new Date()): Promise<AttendanceData> {
  const [students, all] = await Promise.all([
    classMembers(db, classId),
    db
      .select({
        id: lessons.id,
        sessionNumber: lessons.sessionNumber,
        studyDate: lessons.studyDate,
        studyTimeStart: lessons.studyTimeStart,
        studyTimeEnd: lessons.studyTimeEnd,
      })
      .from(lessons)
      .where(and(eq(lessons.classId, classId), ne(lessons.status, 'canceled')))
      .orderBy(asc(lessons.studyDate), asc(lessons.studyTimeStart), asc(lessons.id)),
  ]);
  const held = all.filter((l) => lessonHasStarted(l, now));
  const marks: AttendanceData['marks'] = new Map();
  if (held.length > 0 && students.length > 0) {
    const rows = await db
      .select({
        lessonId: attendances.lessonId,
        studentId: attendances.studentId,
        status: attendances.status,
        note: attendances.note,
      })
      .from(attendances)
      .where(
        inArray(
          attendances.lessonId,
          held.map((l) => l.id),
        ),
      );
    for (const { lessonId, studentId, ...mark } of rows) marks.set(`${lessonId}:${studentId}`, mark);
  }
  return { students, lessons: held, marks };
}
