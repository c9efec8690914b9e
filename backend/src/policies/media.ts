import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  assignments,
  exerciseQuestions,
  media,
  questionParts,
  questions,
  userAnswers,
  userExams,
} from '../db/schema.js';
import type { Viewer } from '../http/auth.js';
import { bankScope } from './bank.js';
import { membershipsOf } from './memberships.js';
import { isAdmin, isSpecialize, isStudent, isTeacher } from './roles.js';

/**
 * Media (issue 11 point 6; docs/decisions.md). Every signed-in user may upload: staff attach images and
 * recordings to questions, students upload spoken answers (issue 12).
 */
export const mayUpload = (viewer: Viewer) => viewer.user.id > 0;

/**
 * Who reads a medium follows what it belongs to (issue 26 point 3, docs/decisions.md "Issue 26"), as a
 * condition on `media` rows so a batch (`upload/?ids=`) is filtered in one statement:
 * - its uploader;
 * - a recording named by an attempt's answer (a spoken part's, which `requireOwnRecordings` holds to the
 *   student's own uploads; the demo data's are the administrator's): the attempt's student, and the staff
 *   and assigned examiners of the attempt's class, as for the attempt's review (`reviewViewer`);
 * - a question's picture or recording (the question's or one of its parts'): the question's bank readers
 *   (`policies/bank.ts`), the staff of a class the question's exercise is assigned to, and the students with
 *   an attempt at such an assignment (their exam and its review show it).
 * Administrators read every medium (undefined: no condition).
 */
export async function readableMedia(db: Db, viewer: Viewer): Promise<SQL | undefined> {
  if (isAdmin(viewer)) return undefined;
  const uid = viewer.user.id;
  const own = sql`${media.ownerId} = ${uid}`;
  // The questions that show the medium, themselves or in a part (by the indexes on their media_id).
  const usedBy = sql`${questions.id} in (
    select "q_m"."id" from ${questions} as "q_m" where "q_m"."media_id" = ${media.id}
    union all
    select ${questionParts.questionId} from ${questionParts} where ${questionParts.mediaId} = ${media.id})`;
  const readable: SQL[] = [own];

  // A spoken answer naming the medium (by the partial index on the answers' mediaId).
  const answering = sql`${userAnswers.answer} ? 'mediaId' and ${userAnswers.answer} ->> 'mediaId' = ${media.id}::text
    and ${media.kind} = 'audio'`;
  if (isStudent(viewer)) {
    readable.push(sql`exists (
      select 1 from ${userAnswers}
      join ${userExams} on ${userExams.id} = ${userAnswers.userExamId}
      where ${userExams.studentId} = ${uid} and ${answering})`);
    readable.push(sql`exists (
      select 1 from ${userExams}
      join ${assignments} on ${assignments.id} = ${userExams.assignmentId}
      join ${exerciseQuestions} on ${exerciseQuestions.exerciseId} = ${assignments.exerciseId}
      join ${questions} on ${questions.id} = ${exerciseQuestions.questionId}
      where ${userExams.studentId} = ${uid} and ${usedBy})`);
  }
  if (isTeacher(viewer) || isSpecialize(viewer)) {
    const scope = bankScope(viewer);
    const inBank =
      scope.kind === 'common_and_own'
        ? sql`(${questions.store} = 'common' or (${questions.store} = 'private' and ${questions.ownerId} = ${scope.ownerId}))`
        : sql`${questions.store} = 'common'`;
    readable.push(sql`exists (select 1 from ${questions} where ${inBank} and ${usedBy})`);
    const classIds = [...(await membershipsOf(db, viewer)).staff.keys()];
    if (classIds.length) {
      const inClasses = sql`${assignments.classId} in (${sql.join(
        classIds.map((id) => sql`${id}`),
        sql`, `,
      )})`;
      readable.push(sql`exists (
        select 1 from ${userAnswers}
        join ${userExams} on ${userExams.id} = ${userAnswers.userExamId}
        join ${assignments} on ${assignments.id} = ${userExams.assignmentId}
        where ${answering} and ${inClasses})`);
      readable.push(sql`exists (
        select 1 from ${assignments}
        join ${exerciseQuestions} on ${exerciseQuestions.exerciseId} = ${assignments.exerciseId}
        join ${questions} on ${questions.id} = ${exerciseQuestions.questionId}
        where ${inClasses} and ${usedBy})`);
    }
  }
  return sql`(${sql.join(readable, sql` or `)})`;
}
