import { and, asc, count, eq, gt, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { questionParts, userAnswers, userExams } from '../db/schema.js';
import { isLatestAttempt } from './results.js';

const countWhere = (cond: SQL | undefined) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);

/** Attempts whose answers count in the figures: submitted (waiting for a score or returned). */
const SUBMITTED = ['waiting_score', 'pass', 'fail'] as const;

/**
 * How the students' latest submitted attempts at each assignment did on each question part, in one grouped
 * query whatever the class size: answers given, answers scored, answers given the part's full points, and
 * the mean points. Parts nobody answered have no row.
 */
export function assignmentPartFigures(db: Db, assignmentIds: number[]) {
  return db
    .select({
      assignmentId: userExams.assignmentId,
      partId: userAnswers.questionPartId,
      maxScore: questionParts.score,
      answered: count(),
      scored: countWhere(isNotNull(userAnswers.score)),
      right: countWhere(and(gt(questionParts.score, 0), gte(userAnswers.score, questionParts.score))),
      averageScore: sql<number | null>`round(avg(${userAnswers.score}), 2)`.mapWith(Number),
    })
    .from(userAnswers)
    .innerJoin(userExams, eq(userExams.id, userAnswers.userExamId))
    .innerJoin(questionParts, eq(questionParts.id, userAnswers.questionPartId))
    .where(
      and(
        inArray(userExams.assignmentId, assignmentIds),
        inArray(userExams.status, [...SUBMITTED]),
        isLatestAttempt(db),
      ),
    )
    .groupBy(userExams.assignmentId, userAnswers.questionPartId, questionParts.score)
    .orderBy(asc(userExams.assignmentId), asc(userAnswers.questionPartId));
}
