import { transaction } from '../db/transaction.js';
import { randomInt } from 'node:crypto';
import { and, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { ROLE, classStaff, classes, courses, users } from '../db/schema.js';
import { badRequest, conflict } from '../http/errors.js';
import type { MessageKey } from '../http/messages.js';
import { calculateClassEndDate } from '../queries/days-off.js';
import { membershipsChanged } from '../policies/memberships.js';
import { planTimetable } from './timetable.js';

type ClassRow = typeof classes.$inferSelect;

/** The class columns a client writes, in the data model's words. */
export interface ClassFields {
  name: string;
  courseId: number | null;
  numberOfSessions: number;
  classroomOnline: string;
  classroomOffline: string;
  startDate: string;
  endDate: string | null;
  studyTimeStart: string;
  studyTimeEnd: string;
  classCode: string;
  weekdays: number[];
  description: string;
}

export interface ClassStaffIds {
  teacherIds?: number[];
  examinerIds?: number[];
}

export type ClassChanges = Partial<ClassFields> & ClassStaffIds;
export type NewClass = ClassChanges &
  Pick<
    ClassFields,
    'name' | 'numberOfSessions' | 'startDate' | 'studyTimeStart' | 'studyTimeEnd' | 'weekdays'
  >;

/**
 * Recomputes the expected end date of the classes a day off on `date` can move: one class, or for an
 * academy-wide day off every class still running on that date. Days off are rare; one query per class is fine.
 */
export async function refreshExpectedEndDates(db: Db | Tx, date: string, classId: number | null) {
  const affected = await db
    .select()
    .from(classes)
    .where(
      classId === null
        ? and(
            lte(classes.startDate, date),
            or(isNull(classes.expectedEndDate), gte(classes.expectedEndDate, date)),
          )
        : eq(classes.id, classId),
    );
  for (const cls of affected) {
    const { expectedEndDate } = await calculateClassEndDate(db, { ...cls, classId: cls.id });
    if (expectedEndDate !== cls.expectedEndDate) {
      await db.update(classes).set({ expectedEndDate, updatedAt: new Date() }).where(eq(classes.id, cls.id));
    }
  }
}

/** Cross-field rules of docs/product.md point 5 on the class as it will be stored. */
function scheduleErrors(c: Pick<ClassFields, 'startDate' | 'endDate' | 'studyTimeStart' | 'studyTimeEnd'>) {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (c.endDate && c.endDate <= c.startDate) errors.end_date = 'end_after_start';
  if (c.studyTimeEnd.slice(0, 5) <= c.studyTimeStart.slice(0, 5))
    errors.study_time_end = 'end_time_after_start';
  return errors;
}

async function referenceErrors(db: Db, changes: ClassChanges) {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (changes.courseId) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, changes.courseId));
    if (!course) errors.course_id = 'course_not_found';
  }
  const roleOf = async (ids: number[]) => {
    if (!ids.length) return [];
    return db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids));
  };
  const staffChecks = [
    ['teacher_ids', changes.teacherIds, ROLE.TEACHER, 'not_a_teacher'],
    ['examiner_ids', changes.examinerIds, ROLE.SPECIALIZE, 'not_an_examiner'],
  ] as const;
  for (const [field, ids, role, key] of staffChecks) {
    if (!ids) continue;
    const found = await roleOf(ids);
    if (found.length !== new Set(ids).size || found.some((u) => u.role !== role)) errors[field] = key;
  }
  return errors;
}

async function validate(db: Db, stored: Parameters<typeof scheduleErrors>[0], changes: ClassChanges) {
  const errors = { ...scheduleErrors(stored), ...(await referenceErrors(db, changes)) };
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** Codes are compared without case: students type them by hand. */
async function codeTaken(db: Db | Tx, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(sql`upper(${classes.classCode})`, code.toUpperCase()),
        exceptId ? ne(classes.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

// No I, O, 0 or 1: a code read aloud or copied from a whiteboard should not be ambiguous.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A free code of 6 characters, longer (up to 8) only if the short ones keep colliding. */
export async function generateClassCode(db: Db | Tx): Promise<string> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const length = 6 + Math.min(2, Math.floor(attempt / 4));
    const code = Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!(await codeTaken(db, code))) return code;
  }
  throw conflict('class_code_taken', 'class_code');
}

async function replaceStaff(tx: Tx, classId: number, kind: 'teacher' | 'specialize', ids: number[]) {
  await tx.delete(classStaff).where(and(eq(classStaff.classId, classId), eq(classStaff.kind, kind)));
  const unique = [...new Set(ids)];
  if (unique.length) await tx.insert(classStaff).values(unique.map((userId) => ({ classId, userId, kind })));
}

/** Creates a class, its staff and its timetable; a teacher who creates a class teaches it. */
export async function createClass(
  db: Db,
  creator: { id: number; isTeacher: boolean },
  input: NewClass,
): Promise<ClassRow> {
  const teacherIds = [...(input.teacherIds ?? []), ...(creator.isTeacher ? [creator.id] : [])];
  await validate(db, { ...input, endDate: input.endDate ?? null }, { ...input, teacherIds });
  if (input.classCode && (await codeTaken(db, input.classCode)))
    throw conflict('class_code_taken', 'class_code');
  const { expectedEndDate } = await calculateClassEndDate(db, input);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values({
        name: input.name,
        courseId: input.courseId ?? null,
        numberOfSessions: input.numberOfSessions,
        classroomOnline: input.classroomOnline ?? '',
        classroomOffline: input.classroomOffline ?? '',
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        expectedEndDate,
        studyTimeStart: input.studyTimeStart,
        studyTimeEnd: input.studyTimeEnd,
        classCode: input.classCode ?? (await generateClassCode(tx)),
        weekdays: input.weekdays,
        description: input.description ?? '',
        createdBy: creator.id,
      })
      .returning();
    await replaceStaff(tx, row!.id, 'teacher', teacherIds);
    if (input.examinerIds) await replaceStaff(tx, row!.id, 'specialize', input.examinerIds);
    // A new class has its timetable at once, from its weekdays, times, sessions and the days off.
    await planTimetable(tx, row!.id);
    return row!;
  }).finally(membershipsChanged);
}

/** Partial update; the expected end date follows the start date, sessions and weekdays. */
export async function updateClass(db: Db, current: ClassRow, changes: ClassChanges): Promise<ClassRow> {
  const { teacherIds, examinerIds, ...fields } = changes;
  const next = { ...current, ...fields };
  await validate(db, next, changes);
  if (fields.classCode && (await codeTaken(db, fields.classCode, current.id)))
    throw conflict('class_code_taken', 'class_code');
  const scheduleChanged =
    fields.startDate !== undefined || fields.numberOfSessions !== undefined || fields.weekdays !== undefined;
  const expectedEndDate = scheduleChanged
    ? (await calculateClassEndDate(db, { ...next, classId: current.id })).expectedEndDate
    : current.expectedEndDate;
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(classes)
      .set({ ...fields, expectedEndDate, updatedAt: new Date() })
      .where(eq(classes.id, current.id))
      .returning();
    if (teacherIds) await replaceStaff(tx, current.id, 'teacher', teacherIds);
    if (examinerIds) await replaceStaff(tx, current.id, 'specialize', examinerIds);
    return row!;
  }).finally(() => (teacherIds || examinerIds) && membershipsChanged());
}

/** Deletes a class with its lessons, attendance, enrolments and results (the schema's cascades). */
export async function deleteClass(db: Db, classId: number) {
  await db.delete(classes).where(eq(classes.id, classId));
  membershipsChanged();
}
