import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ExerciseExtras, ExerciseRow } from '../db/rows.js';
import {
  assignments,
  exerciseQuestions,
  exerciseTags,
  exercises,
  questionParts,
  questions,
  tags,
} from '../db/schema.js';
import { matchesSearch } from '../db/search.js';
import type { ListQuery } from '../http/pagination.js';
import type { BankScope } from '../policies/bank.js';
import { rowById } from './by-id.js';
import { scopeCondition } from './questions.js';

export interface ExerciseFilter {
  scope: BankScope;
  ids?: number[] | undefined;
  store?: 'common' | 'private' | undefined;
  ownerId?: number | undefined;
  courseIds?: number[] | undefined;
  topicGroups?: string[] | undefined;
  tagIds?: number[] | undefined;
  search?: string | undefined;
  ordering: string;
}

export function exerciseList(db: Db, f: ExerciseFilter): ListQuery<ExerciseRow> {
  const where: (SQL | undefined)[] = [
    scopeCondition(f.scope, exercises),
    f.ids ? inArray(exercises.id, f.ids) : undefined,
    f.store ? eq(exercises.store, f.store) : undefined,
    f.ownerId !== undefined ? eq(exercises.ownerId, f.ownerId) : undefined,
    f.courseIds ? inArray(exercises.courseId, f.courseIds) : undefined,
    f.topicGroups ? inArray(exercises.topicGroup, f.topicGroups as ExerciseRow['topicGroup'][]) : undefined,
    f.tagIds
      ? exists(
          db
            .select({ one: sql`1` })
            .from(exerciseTags)
            .where(and(eq(exerciseTags.exerciseId, exercises.id), inArray(exerciseTags.tagId, f.tagIds))),
        )
      : undefined,
    f.search ? matchesSearch(exercises.searchText, f.search) : undefined,
  ];
  const cond = and(...where);
  const column = f.ordering.endsWith('name') ? exercises.name : exercises.updatedAt;
  const order = f.ordering.startsWith('-') ? desc(column) : asc(column);
  return {
    rows: (limit, offset) =>
      db.select().from(exercises).where(cond).orderBy(order, desc(exercises.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(exercises).where(cond),
  };
}

export const exerciseById = (db: Db, id: number) => rowById(db, exercises, id);

export async function exerciseExtras(db: Db, rows: ExerciseRow[]): Promise<ExerciseExtras> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return { questions: new Map(), tags: new Map(), assigned: new Set() };
  const [questionRows, tagRows, assignedRows] = await Promise.all([
    db
      .select({
        exerciseId: exerciseQuestions.exerciseId,
        id: questions.id,
        type: questions.questionType,
        supersededById: questions.supersededById,
      })
      .from(exerciseQuestions)
      .innerJoin(questions, eq(questions.id, exerciseQuestions.questionId))
      .where(inArray(exerciseQuestions.exerciseId, ids))
      .orderBy(asc(exerciseQuestions.exerciseId), asc(exerciseQuestions.position)),
    db
      .select({ exerciseId: exerciseTags.exerciseId, id: tags.id, name: tags.name })
      .from(exerciseTags)
      .innerJoin(tags, eq(tags.id, exerciseTags.tagId))
      .where(inArray(exerciseTags.exerciseId, ids))
      .orderBy(asc(tags.name)),
    db
      .selectDistinct({ exerciseId: assignments.exerciseId })
      .from(assignments)
      .where(inArray(assignments.exerciseId, ids)),
  ]);
  const group = <T extends { exerciseId: number }, R>(list: T[], pick: (row: T) => R) => {
    const map = new Map<number, R[]>();
    for (const row of list) map.set(row.exerciseId, [...(map.get(row.exerciseId) ?? []), pick(row)]);
    return map;
  };
  return {
    questions: group(questionRows, ({ id, type, supersededById }) => ({ id, type, supersededById })),
    tags: group(tagRows, ({ id, name }) => ({ id, name })),
    assigned: new Set(assignedRows.map((r) => r.exerciseId)),
  };
}

/** The question ids of an exercise, in order. */
export async function questionIdsOfExercise(db: Db, exerciseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: exerciseQuestions.questionId })
    .from(exerciseQuestions)
    .where(eq(exerciseQuestions.exerciseId, exerciseId))
    .orderBy(asc(exerciseQuestions.position));
  return rows.map((r) => r.id);
}

/** Per exercise and question, in order: the question's type, its number of parts and its points (score × weight). */
export async function exerciseFigures(db: Db, exerciseIds: number[]) {
  if (!exerciseIds.length) return [];
  const rows = await db
    .select({
      exerciseId: exerciseQuestions.exerciseId,
      questionId: exerciseQuestions.questionId,
      position: exerciseQuestions.position,
      type: questions.questionType,
      parts: sql<number>`count(${questionParts.id})::int`,
      points: sql<number>`coalesce(sum(${questionParts.score} * ${questionParts.weight}), 0)::float8`,
    })
    .from(exerciseQuestions)
    .innerJoin(questions, eq(questions.id, exerciseQuestions.questionId))
    .leftJoin(questionParts, eq(questionParts.questionId, questions.id))
    .where(inArray(exerciseQuestions.exerciseId, exerciseIds))
    .groupBy(
      exerciseQuestions.exerciseId,
      exerciseQuestions.questionId,
      exerciseQuestions.position,
      questions.questionType,
    )
    .orderBy(asc(exerciseQuestions.exerciseId), asc(exerciseQuestions.position));
  return rows.map((r) => ({ ...r, parts: Number(r.parts), points: Number(r.points) }));
}
