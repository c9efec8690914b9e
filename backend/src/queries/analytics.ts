import { ACADEMY_TIME_ZONE, SCORE_BUCKETS } from '@lms/domain';
import { and, asc, count, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  answerErrorTags,
  assignments,
  classStudents,
  errorTags,
  markingDrafts,
  userAnswers,
  userExams,
} from '../db/schema.js';
import { isLatestAttempt } from './results.js';

/** Returned work: the only marks a figure counts (a draft never does). */
const RETURNED = ['pass', 'fail'] as const;

/**
 * Every active student of each assignment's class with their latest attempt at it, if any (the overview's
 * status table), in one query whatever the class size. A draft being written shows as `has_draft`.
 */
export function assignmentStudentRows(db: Db, assignmentIds: number[]) {
  return db
    .select({
      assignmentId: assignments.id,
      classId: assignments.classId,
      studentId: classStudents.studentId,
      attemptId: userExams.id,
      attempt: userExams.attempt,
      status: userExams.status,
      startedAt: userExams.startedAt,
      submittedAt: userExams.submittedAt,
      markedAt: userExams.markedAt,
      score: userExams.score,
      hasDraft: sql<boolean>`${markingDrafts.userExamId} is not null`,
      redoRequested: sql<boolean>`${userExams.redoRequestedAt} is not null`,
    })
    .from(assignments)
    .innerJoin(
      classStudents,
      and(eq(classStudents.classId, assignments.classId), eq(classStudents.status, 'active')),
    )
    .leftJoin(
      userExams,
      and(
        eq(userExams.assignmentId, assignments.id),
        eq(userExams.studentId, classStudents.studentId),
        isLatestAttempt(db),
      ),
    )
    .leftJoin(markingDrafts, eq(markingDrafts.userExamId, userExams.id))
    .where(inArray(assignments.id, assignmentIds))
    .orderBy(asc(assignments.id), asc(classStudents.studentId));
}

/**
 * How many active students' latest returned attempts fall in each tenth of the assignment's maximum, one
 * grouped query for a batch of assignments (the bucket rule is @lms/domain's `scoreBucket`). Empty buckets
 * have no row.
 */
export function assignmentScoreBuckets(db: Db, assignmentIds: number[]) {
  // The bucket count is written into the statement (not a parameter), so that GROUP BY matches the select.
  const last = sql.raw(String(SCORE_BUCKETS - 1));
  const bucket =
    sql<number>`least(greatest(floor(${userExams.score} / nullif(${assignments.maxScore}, 0) * ${sql.raw(
      String(SCORE_BUCKETS),
    )}), 0), ${last})`.mapWith(Number);
  return db
    .select({ assignmentId: userExams.assignmentId, bucket, n: count() })
    .from(userExams)
    .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
    .innerJoin(
      classStudents,
      and(
        eq(classStudents.classId, assignments.classId),
        eq(classStudents.studentId, userExams.studentId),
        eq(classStudents.status, 'active'),
      ),
    )
    .where(
      and(
        inArray(userExams.assignmentId, assignmentIds),
        inArray(userExams.status, [...RETURNED]),
        isNotNull(userExams.score),
        isLatestAttempt(db),
      ),
    )
    .groupBy(userExams.assignmentId, bucket)
    .orderBy(asc(userExams.assignmentId), asc(bucket));
}

/** The month of a returned mark, in the academy's time zone. */
const markedMonth = sql<string>`to_char(coalesce(${userExams.markedAt}, ${userExams.updatedAt}) at time zone ${sql.raw(
  `'${ACADEMY_TIME_ZONE}'`,
)}, 'YYYY-MM')`;

/**
 * Error tags on returned answers, counted per tag and month (marks of every attempt, not only the latest: a
 * mistake made and redone still happened), grouped by student or by class. `classIds` confines the answers to
 * these classes (null: any); `since` drops older marks. Drafts never count: their tags live in
 * `marking_drafts` until the work is returned.
 */
export function errorTagCounts(
  db: Db,
  f: {
    by: 'student' | 'class';
    studentIds?: number[] | undefined;
    classIds: number[] | null;
    since: Date;
  },
) {
  const key = f.by === 'student' ? userExams.studentId : assignments.classId;
  const where: (SQL | undefined)[] = [
    inArray(userExams.status, [...RETURNED]),
    gte(sql`coalesce(${userExams.markedAt}, ${userExams.updatedAt})`, f.since),
  ];
  if (f.studentIds) where.push(inArray(userExams.studentId, f.studentIds));
  if (f.classIds) where.push(inArray(assignments.classId, f.classIds));
  return db
    .select({
      key,
      errorTagId: errorTags.id,
      name: errorTags.name,
      link: errorTags.link,
      parentId: errorTags.parentId,
      month: markedMonth,
      n: count(),
    })
    .from(answerErrorTags)
    .innerJoin(userAnswers, eq(userAnswers.id, answerErrorTags.answerId))
    .innerJoin(userExams, eq(userExams.id, userAnswers.userExamId))
    .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
    .innerJoin(errorTags, eq(errorTags.id, answerErrorTags.errorTagId))
    .where(and(...where))
    .groupBy(key, errorTags.id, errorTags.name, errorTags.link, errorTags.parentId, markedMonth)
    .orderBy(asc(key), asc(errorTags.id), asc(markedMonth));
}
