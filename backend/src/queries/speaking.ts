import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { assignments, speakingScores, speechScores, userAnswers, userExams } from '../db/schema.js';

/** These attempts with their class and exercise (the ones that exist). */
export async function attemptsWithClass(db: Db | Tx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: userExams.id, classId: assignments.classId, exerciseId: assignments.exerciseId })
    .from(userExams)
    .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
    .where(inArray(userExams.id, ids));
}

/** The oral rubric's marks of these attempts, by attempt. */
export async function rubricMarksOf(db: Db | Tx, userExamIds: number[]) {
  const rows = userExamIds.length
    ? await db
        .select()
        .from(speakingScores)
        .where(inArray(speakingScores.userExamId, userExamIds))
        .orderBy(asc(speakingScores.id))
    : [];
  const byExam = new Map<number, (typeof rows)[number][]>();
  for (const r of rows) byExam.set(r.userExamId, [...(byExam.get(r.userExamId) ?? []), r]);
  return byExam;
}

/** The speech scorer's work on these attempts' parts, by attempt. */
export async function speechScoresOf(db: Db | Tx, userExamIds: number[]) {
  const rows = userExamIds.length
    ? await db.select().from(speechScores).where(inArray(speechScores.userExamId, userExamIds))
    : [];
  const byExam = new Map<number, (typeof rows)[number][]>();
  for (const r of rows) byExam.set(r.userExamId, [...(byExam.get(r.userExamId) ?? []), r]);
  return byExam;
}

/** The answers of these attempts, by attempt then part (what the rubric needs to know: answered or not). */
export async function answersByExam(db: Db | Tx, userExamIds: number[]) {
  const rows = userExamIds.length
    ? await db
        .select({
          userExamId: userAnswers.userExamId,
          questionPartId: userAnswers.questionPartId,
          answer: userAnswers.answer,
        })
        .from(userAnswers)
        .where(inArray(userAnswers.userExamId, userExamIds))
    : [];
  const byExam = new Map<number, Map<number, unknown>>();
  for (const r of rows) {
    const own = byExam.get(r.userExamId) ?? new Map<number, unknown>();
    own.set(r.questionPartId, r.answer);
    byExam.set(r.userExamId, own);
  }
  return byExam;
}
