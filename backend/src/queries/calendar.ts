import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  assignments,
  calendarFeeds,
  classes,
  daysOff,
  ieltsExamDates,
  ieltsRegistrations,
  lessons,
  users,
} from '../db/schema.js';

/** How a feed token is kept: its sha256, hex. A token is 32 random bytes, so no salt or slow hash is needed. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed whose token hashes to `tokenHash`, with its owner; null when none (revoked or never made). */
export async function feedByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ feed: calendarFeeds, user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true)));
  return row ?? null;
}

/** A user's feed row, or null. */
export async function feedOfUser(db: Db, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** The academy days (YYYY-MM-DD, inclusive) a feed covers. */
export interface CalendarWindow {
  from: string;
  to: string;
}

/**
 * What a feed shows in its window: the lessons, days off and deadlines of `classIds` (null: every class, an
 * administrator's timetable; IELTS sections aside, the sitting being an event of its own), the academy's own
 * days off, and the IELTS sittings `userId` registered for.
 */
export async function calendarEntries(db: Db, userId: number, classIds: number[] | null, w: CalendarWindow) {
  const inClasses = (column: AnyPgColumn) =>
    classIds ? inArray(column, classIds.length ? classIds : [-1]) : undefined;
  const [lessonRows, dayOffRows, deadlineRows, ieltsRows] = await Promise.all([
    db
      .select({
        lesson: lessons,
        className: classes.name,
        online: classes.classroomOnline,
        offline: classes.classroomOffline,
      })
      .from(lessons)
      .innerJoin(classes, eq(classes.id, lessons.classId))
      .where(and(inClasses(lessons.classId), gte(lessons.studyDate, w.from), lte(lessons.studyDate, w.to)))
      .orderBy(asc(lessons.studyDate), asc(lessons.studyTimeStart), asc(lessons.id)),
    db
      .select({ dayOff: daysOff, className: classes.name })
      .from(daysOff)
      .leftJoin(classes, eq(classes.id, daysOff.classId))
      .where(
        and(
          classIds ? or(isNull(daysOff.classId), inClasses(daysOff.classId)) : undefined,
          gte(daysOff.date, w.from),
          lte(daysOff.date, w.to),
        ),
      )
      .orderBy(asc(daysOff.date), asc(daysOff.id)),
    db
      .select({ assignment: assignments, className: classes.name })
      .from(assignments)
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .where(
        and(
          inClasses(assignments.classId),
          isNotNull(assignments.deadline),
          ne(assignments.kind, 'ielt'),
          gte(assignments.deadline, new Date(`${w.from}T00:00:00+07:00`)),
          lte(assignments.deadline, new Date(`${w.to}T23:59:59+07:00`)),
        ),
      )
      .orderBy(asc(assignments.deadline), asc(assignments.id)),
    db
      .select({ registration: ieltsRegistrations, examDate: ieltsExamDates })
      .from(ieltsRegistrations)
      .innerJoin(ieltsExamDates, eq(ieltsExamDates.id, ieltsRegistrations.examDateId))
      .where(
        and(
          eq(ieltsRegistrations.userId, userId),
          gte(ieltsExamDates.examDate, w.from),
          lte(ieltsExamDates.examDate, w.to),
        ),
      )
      .orderBy(asc(ieltsExamDates.examDate), asc(ieltsRegistrations.id)),
  ]);
  return { lessons: lessonRows, daysOff: dayOffRows, deadlines: deadlineRows, ielts: ieltsRows };
}

export type CalendarEntries = Awaited<ReturnType<typeof calendarEntries>>;
