import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { courses } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { courseNameTaken } from '../queries/courses.js';

type CourseRow = typeof courses.$inferSelect;

export interface CourseFields {
  name: string;
  description?: string | undefined;
  targetBand?: (typeof courses.$inferInsert)['targetBand'];
}

export async function createCourse(db: Db, fields: CourseFields): Promise<CourseRow> {
  if (await courseNameTaken(db, fields.name)) throw conflict('course_name_taken', 'name');
  const [row] = await db.insert(courses).values(fields).returning();
  return row!;
}

/** A partial update; nothing to change answers the course as it is. */
export async function updateCourse(db: Db, current: CourseRow, changes: Partial<CourseFields>) {
  if (changes.name !== undefined && (await courseNameTaken(db, changes.name, current.id))) {
    throw conflict('course_name_taken', 'name');
  }
  if (Object.values(changes).every((v) => v === undefined)) return current;
  const [updated] = await db.update(courses).set(changes).where(eq(courses.id, current.id)).returning();
  return updated!;
}

/** Deletes a course (404 when there is none); its classes keep going without a course. */
export async function deleteCourse(db: Db, id: number) {
  const [deleted] = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  if (!deleted) throw notFound();
}
