import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courses } from '../db/schema.js';
import { matchesSearch } from '../db/search.js';
import type { ListQuery } from '../http/pagination.js';
import { rowById } from './by-id.js';

type CourseRow = typeof courses.$inferSelect;

/** The course list's filter: batch ids and search by name. */
export function courseList(
  db: Db,
  f: { ids?: number[] | undefined; search?: string | undefined; ordering: string },
): ListQuery<CourseRow> {
  const where: (SQL | undefined)[] = [];
  if (f.ids) where.push(inArray(courses.id, f.ids));
  if (f.search) where.push(matchesSearch(courses.searchText, f.search));
  const cond = and(...where);
  const column = f.ordering.endsWith('name') ? courses.name : courses.createdAt;
  const order = f.ordering.startsWith('-') ? desc(column) : asc(column);
  return {
    rows: (limit, offset) =>
      db.select().from(courses).where(cond).orderBy(order, asc(courses.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(courses).where(cond),
  };
}

/** One course; 404 when there is none. */
export const courseById = (db: Db, id: number) => rowById(db, courses, id);

/** Names are unique regardless of case: "IELTS 6.5" and "ielts 6.5" are one course. */
export async function courseNameTaken(db: Db, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(sql`lower(${courses.name})`, name.toLowerCase()),
        exceptId ? ne(courses.id, exceptId) : undefined,
      ),
    );
  return Boolean(taken);
}
