import { isShuffled, QUESTION_TYPES } from '@lms/domain/questions';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  assignments,
  examAgreements,
  exerciseQuestions,
  exercises,
  media,
  questionParts,
  questions,
  userAnswers,
  userExams,
} from '../db/schema.js';
import type { AssignmentRow, UserExamRow } from '../db/rows.js';
import { Bounded } from '../http/bounded.js';
import { notFound } from '../http/errors.js';
import type { AnswerRow, ExamContent } from '../presenters/exams.js';

/** An attempt with its assignment and the assignment's exercise; 404 when there is none. */
export async function attemptById(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ exam: userExams, assignment: assignments, exercise: exercises })
    .from(userExams)
    .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
    .innerJoin(exercises, eq(exercises.id, assignments.exerciseId))
    .where(eq(userExams.id, id));
  if (!row) throw notFound();
  return row;
}
export type AttemptRow = Awaited<ReturnType<typeof attemptById>>;

/** A student's latest attempt at an assignment, or undefined. */
export async function latestAttempt(db: Db | Tx, assignmentId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(userExams)
    .where(and(eq(userExams.assignmentId, assignmentId), eq(userExams.studentId, studentId)))
    .orderBy(desc(userExams.attempt))
    .limit(1);
  return row;
}

export async function agreementOf(db: Db, assignmentId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(examAgreements)
    .where(and(eq(examAgreements.assignmentId, assignmentId), eq(examAgreements.studentId, studentId)));
  return row;
}

/** The exercise's questions in order, with their parts in order and their media: three statements. */
export async function examContent(db: Db | Tx, exerciseId: number): Promise<ExamContent> {
  const rows = await db
    .select({ question: questions })
    .from(exerciseQuestions)
    .innerJoin(questions, eq(questions.id, exerciseQuestions.questionId))
    .where(eq(exerciseQuestions.exerciseId, exerciseId))
    .orderBy(asc(exerciseQuestions.position), asc(questions.id));
  const list = rows.map((r) => r.question);
  const ids = list.map((q) => q.id);
  const mediaIds = [...new Set(list.flatMap((q) => (q.mediaId === null ? [] : [q.mediaId])))];
  const [partRows, mediaRows] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(questionParts)
          .where(inArray(questionParts.questionId, ids))
          .orderBy(asc(questionParts.questionId), asc(questionParts.position), asc(questionParts.id))
      : Promise.resolve([]),
    mediaIds.length ? db.select().from(media).where(inArray(media.id, mediaIds)) : Promise.resolve([]),
  ]);
  const parts = new Map<number, (typeof partRows)[number][]>();
  for (const p of partRows) parts.set(p.questionId, [...(parts.get(p.questionId) ?? []), p]);
  return { questions: list, parts, media: new Map(mediaRows.map((m) => [m.id, m])) };
}

export async function answersOf(db: Db | Tx, userExamId: number): Promise<AnswerRow[]> {
  return db
    .select({
      questionPartId: userAnswers.questionPartId,
      answer: userAnswers.answer,
      seq: userAnswers.seq,
      score: userAnswers.score,
      teacherComment: userAnswers.teacherComment,
      updatedAt: userAnswers.updatedAt,
    })
    .from(userAnswers)
    .where(eq(userAnswers.userExamId, userExamId))
    .orderBy(asc(userAnswers.questionPartId));
}

/**
 * What a save needs, in one statement: the attempt, its assignment's clock and limits, and the question
 * type of every part of the attempt's exercise (parts of other exercises are absent).
 */
/** saveTarget's statement, built once per database: an autosave is the busiest request (issue 12). */
function saveTargetQuery(db: Db) {
  // The content and key of the parts presented with opaque keys, to map a save back (issue 26 point 2).
  const shuffled = sql.join(
    QUESTION_TYPES.filter(isShuffled).map((t) => sql`${t}`),
    sql`, `,
  );
  const partTypes = sql<[number, string, unknown, unknown][] | null>`(
    select json_agg(json_build_array(
      ${questionParts.id},
      ${questionParts.questionType},
      case when ${questionParts.questionType}::text in (${shuffled}) then ${questionParts.content} end,
      case when ${questionParts.questionType}::text in (${shuffled}) then ${questionParts.answer} end
    ))
    from ${questionParts}
    join ${exerciseQuestions} on ${exerciseQuestions.questionId} = ${questionParts.questionId}
    where ${exerciseQuestions.exerciseId} = ${assignments.exerciseId}
  )`;
  return db
    .select({ exam: userExams, assignment: assignments, partTypes })
    .from(userExams)
    .innerJoin(assignments, eq(assignments.id, userExams.assignmentId))
    .where(eq(userExams.id, sql.placeholder('id')))
    .prepare('exam_save_target');
}
const saveTargetQueries = new WeakMap<Db, ReturnType<typeof saveTargetQuery>>();

export interface SaveTarget {
  exam: UserExamRow;
  assignment: AssignmentRow;
  /** The question type of each part of the attempt's exercise. */
  types: Map<number, string>;
  /** The content and key of each part presented with opaque keys (issue 26 point 2). */
  shuffled: Map<number, { content: unknown; answer: unknown }>;
}

/**
 * Remembered save targets, per database: a taker saves every few seconds, and reading the attempt and its
 * exercise's part types cost as much as the save itself (1.6 ms of PGlite's time against 1.8). What a save
 * trusts from memory cannot go wrong for long: the attempt's student and exercise never change, the save
 * statement itself checks that the attempt is still open and answers its clock and exits afresh, and a part
 * type edited while someone takes the exercise is seen within `SAVE_TARGET_TTL_MS`. `fresh` reads it anew (before
 * refusing a save on what was remembered).
 */
const SAVE_TARGET_TTL_MS = 30_000;
const saveTargets = new WeakMap<Db, Bounded<number, { target: SaveTarget; until: number }>>();

export async function saveTarget(db: Db, userExamId: number, fresh = false): Promise<SaveTarget> {
  let remembered = saveTargets.get(db);
  if (!remembered) saveTargets.set(db, (remembered = new Bounded(10_000)));
  const known = remembered.get(userExamId);
  if (!fresh && known && known.until > Date.now()) return known.target;
  let query = saveTargetQueries.get(db);
  if (!query) saveTargetQueries.set(db, (query = saveTargetQuery(db)));
  const [row] = await query.execute({ id: userExamId });
  if (!row) throw notFound();
  const parts = row.partTypes ?? [];
  const target = {
    exam: row.exam,
    assignment: row.assignment,
    types: new Map(parts.map(([id, type]) => [id, type])),
    shuffled: new Map(
      parts.filter((p) => p[2] != null).map(([id, , content, answer]) => [id, { content, answer }]),
    ),
  };
  remembered.set(userExamId, { target, until: Date.now() + SAVE_TARGET_TTL_MS });
  return target;
}
