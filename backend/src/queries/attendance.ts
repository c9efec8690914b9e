import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { attendances, lessons } from '../db/schema.js';
import type { ListQuery } from '../http/pagination.js';

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

/** Attendance rows of the given classes, lessons and students (undefined or null: no filter). */
export function attendanceList(
  db: Db,
  f: { classIds: number[] | null; lessonIds?: number[] | undefined; studentIds?: number[] | undefined },
): ListQuery<Awaited<ReturnType<typeof attendanceRows>>[number]> {
  const cond = and(
    f.classIds ? inArray(lessons.classId, f.classIds) : undefined,
    f.lessonIds ? inArray(attendances.lessonId, f.lessonIds) : undefined,
    f.studentIds ? inArray(attendances.studentId, f.studentIds) : undefined,
  );
  return {
    rows: (limit, offset) => attendanceRows(db, cond).limit(limit).offset(offset),
    count: () =>
      db
        .select({ n: count() })
        .from(attendances)
        .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
        .where(cond),
  };
}
