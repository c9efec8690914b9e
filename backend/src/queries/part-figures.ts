import { and, asc, count, eq, gt, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  assignments,
  exerciseQuestions,
  questionParts,
  questions,
  userAnswers,
  userExams,
} from '../db/schema.js';
import { isLatestAttempt } from './results.js';

const countWhere = (cond: SQL | undefined) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);

/** Attempts whose answers count in the figures: submitted (waiting for a score or returned). */
const SUBMITTED = ['waiting_score', 'pass', 'fail'] as const;

/**
 * How the students' latest submitted attempts at each assignment did on each question part, in one grouped
 * query whatever the class size: answers given, answers scored, answers given the part's full points, and
 * the mean points, with the part's question (its title) and the assignment's exercise. Parts nobody answered
 * have no row. The rows come in no useful order: `exerciseParts` gives the exam's.
 */
export function assignmentPartFigures(db: Db, assignmentIds: number[]) {
  return db
    .select({
      assignmentId: userExams.assignmentId,
      exerciseId: assignments.exerciseId,
      partId: userAnswers.questionPartId,
      questionId: questions.id,
      questionTitle: questions.title,
      maxScore: questionParts.score,
      answered: count(),
      scored: countWhere(isNotNull(userAnswers.score)),
      right: countWhere(and(gt(questionParts.score, 0), gte(userAnswers.score, questionParts.score))),
      averageScore: sql<number | null>`round(avg(${userAnswers.score}), 2)`.mapWith(Number),
    })
    .from(userAnswers)
    .innerJoin(userExams, eq(userExams.id, userAnswers.userExamId))
    .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
    .innerJoin(questionParts, eq(questionParts.id, userAnswers.questionPartId))
    .innerJoin(questions, eq(questions.id, questionParts.questionId))
    .where(
      and(
        inArray(userExams.assignmentId, assignmentIds),
        inArray(userExams.status, [...SUBMITTED]),
        isLatestAttempt(db),
      ),
    )
    .groupBy(
      userExams.assignmentId,
      assignments.exerciseId,
      userAnswers.questionPartId,
      questions.id,
      questions.title,
      questionParts.score,
    )
    .orderBy(asc(userExams.assignmentId), asc(userAnswers.questionPartId));
}

/**
 * Every part of these exercises in the exam's order (questions by their place in the exercise, parts by
 * theirs), as the exam runner and the marking page number them: one statement for the batch.
 */
export function exerciseParts(db: Db, exerciseIds: number[]) {
  if (!exerciseIds.length) return Promise.resolve([]);
  return db
    .select({
      exerciseId: exerciseQuestions.exerciseId,
      partId: questionParts.id,
      questionType: questionParts.questionType,
    })
    .from(exerciseQuestions)
    .innerJoin(questionParts, eq(questionParts.questionId, exerciseQuestions.questionId))
    .where(inArray(exerciseQuestions.exerciseId, exerciseIds))
    .orderBy(
      asc(exerciseQuestions.exerciseId),
      asc(exerciseQuestions.position),
      asc(exerciseQuestions.questionId),
      asc(questionParts.position),
      asc(questionParts.id),
    );
}
