import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { lessons } from '../db/schema.js';
import type { ListQuery } from '../http/pagination.js';
import { rowById } from './by-id.js';

type LessonRow = typeof lessons.$inferSelect;

/** Lessons of the given classes (null: all) in date order. */
export function lessonList(
  db: Db,
  f: {
    classIds: number[] | null;
    ids?: number[] | undefined;
    from?: string | undefined;
    to?: string | undefined;
    status?: LessonRow['status'] | undefined;
  },
): ListQuery<LessonRow> {
  const cond = and(
    f.classIds ? inArray(lessons.classId, f.classIds) : undefined,
    f.ids ? inArray(lessons.id, f.ids) : undefined,
    f.from ? gte(lessons.studyDate, f.from) : undefined,
    f.to ? lte(lessons.studyDate, f.to) : undefined,
    f.status ? eq(lessons.status, f.status) : undefined,
  );
  return {
    rows: (limit, offset) =>
      db
        .select()
        .from(lessons)
        .where(cond)
        .orderBy(asc(lessons.studyDate), asc(lessons.studyTimeStart), asc(lessons.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(lessons).where(cond),
  };
}

/** One lesson; 404 when there is none. */
export const lessonById = (db: Db, id: number) => rowById(db, lessons, id);
