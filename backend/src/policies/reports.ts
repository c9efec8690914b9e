import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { assignments, exerciseQuestions, exercises, userExams } from '../db/schema.js';
import type { Viewer } from '../http/auth.js';
import { badRequest, forbidden } from '../http/errors.js';
import type { MessageKey } from '../http/messages.js';
import { mayReadBankItem } from './bank.js';
import { visibleClassIds } from './classes.js';
import { isAdmin } from './roles.js';

/**
 * docs/design.md permission matrix, "reports on exercises": administrators read and resolve them; teachers,
 * students and examiners create them (an administrator fixes the exercise instead of reporting it).
 */
export function requireReportReader(viewer: Viewer) {
  if (!isAdmin(viewer)) throw forbidden();
}

export function requireReporter(viewer: Viewer) {
  if (isAdmin(viewer)) throw forbidden();
}

/**
 * Whether the viewer can see the exercise: in the bank (common for staff, a teacher's own private ones), or
 * as work given in one of their classes (students: classes they study in, or an attempt of their own;
 * teachers and examiners: classes they teach or examine).
 */
async function canSeeExercise(db: Db, viewer: Viewer, exerciseId: number): Promise<boolean> {
  const [exercise] = await db
    .select({ store: exercises.store, ownerId: exercises.ownerId })
    .from(exercises)
    .where(eq(exercises.id, exerciseId));
  if (!exercise) return false;
  if (mayReadBankItem(viewer, exercise)) return true;
  const classIds = (await visibleClassIds(db, viewer)) ?? [];
  const given = await db
    .select({ one: sql`1` })
    .from(assignments)
    .where(
      and(
        eq(assignments.exerciseId, exerciseId),
        or(
          classIds.length ? inArray(assignments.classId, classIds) : undefined,
          // A student who has left the class still reviews the attempts they made.
          sql`exists (select 1 from ${userExams} where ${userExams.assignmentId} = ${assignments.id}
            and ${userExams.studentId} = ${viewer.user.id})`,
        ),
      ),
    )
    .limit(1);
  return given.length > 0;
}

/**
 * A report's target, checked: an exercise the viewer can see (an unknown one reads the same, so another
 * teacher's private ids are not disclosed), a question of that exercise, an attempt of the viewer's at it.
 * Field errors on `exercise_id`, `question_id`, `attempt_id` otherwise.
 */
export async function checkReportTarget(
  db: Db,
  viewer: Viewer,
  target: { exerciseId: number; questionId: number | null; attemptId: number | null },
) {
  if (!(await canSeeExercise(db, viewer, target.exerciseId)))
    throw badRequest({ exercise_id: 'report_exercise_unknown' });
  const fields: Record<string, MessageKey> = {};
  if (target.questionId !== null) {
    const [inExercise] = await db
      .select({ one: sql`1` })
      .from(exerciseQuestions)
      .where(
        and(
          eq(exerciseQuestions.exerciseId, target.exerciseId),
          eq(exerciseQuestions.questionId, target.questionId),
        ),
      );
    if (!inExercise) fields.question_id = 'report_question_not_in_exercise';
  }
  if (target.attemptId !== null) {
    const [own] = await db
      .select({ one: sql`1` })
      .from(userExams)
      .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
      .where(
        and(
          eq(userExams.id, target.attemptId),
          eq(userExams.studentId, viewer.user.id),
          eq(assignments.exerciseId, target.exerciseId),
        ),
      );
    if (!own) fields.attempt_id = 'report_attempt_not_yours';
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}
