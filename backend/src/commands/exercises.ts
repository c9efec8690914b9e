import { scoringModeOf, SCORING_MODES, type TopicGroup } from '@lms/domain/questions';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { ExerciseRow } from '../db/rows.js';
import { courses, exerciseQuestions, exerciseTags, exercises, questions } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { badRequest, conflict } from '../http/errors.js';
import type { BankItem } from '../policies/bank.js';
import { exerciseExtras, questionIdsOfExercise } from '../queries/exercises.js';
import { usableTagIds } from '../queries/questions.js';
import { insertQuestion, questionFields } from './questions.js';

export interface ExerciseFields {
  name: string;
  courseId: number | null;
  description: string;
  topicGroup: TopicGroup;
  visibility: 0 | 1;
  tagIds: number[];
  /** In order; each one readable in the exercise's store. */
  questionIds: number[];
  /** How often a listening recording may be played: 0 without limit, 1 or 2. */
  audioPlays: 0 | 1 | 2;
}

type Place = BankItem & { ownerId: number };

/**
 * The questions an exercise of a store may hold: a common exercise common questions only; a teacher's private
 * one common questions and the teacher's own. Answers the questions' types, for the scoring mode.
 */
async function checkQuestions(db: Db, ids: number[], place: Place) {
  if (!ids.length) return [];
  if (new Set(ids).size !== ids.length) throw badRequest({ question_ids: 'invalid_input' });
  const rows = await db
    .select({
      id: questions.id,
      store: questions.store,
      ownerId: questions.ownerId,
      type: questions.questionType,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
  const fits = (q: (typeof rows)[number]) =>
    q.store === 'common' || (place.store === 'private' && q.ownerId === place.ownerId);
  if (rows.length !== ids.length || !rows.every(fits))
    throw badRequest({ question_ids: 'exercise_question_not_usable' });
  return rows.map((r) => r.type);
}

async function checkReferences(db: Db, fields: Partial<ExerciseFields>, place: Place) {
  if (fields.courseId !== undefined && fields.courseId !== null) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, fields.courseId));
    if (!course) throw badRequest({ course_id: 'invalid_input' });
  }
  if (fields.tagIds?.length) {
    const usable = await usableTagIds(db, fields.tagIds, place.ownerId, place.store);
    if (usable.length !== new Set(fields.tagIds).size) throw badRequest({ tag_ids: 'invalid_input' });
  }
}

async function writeLinks(tx: Tx, exerciseId: number, questionIds?: number[], tagIds?: number[]) {
  if (questionIds) {
    await tx.delete(exerciseQuestions).where(eq(exerciseQuestions.exerciseId, exerciseId));
    if (questionIds.length)
      await tx
        .insert(exerciseQuestions)
        .values(questionIds.map((questionId, position) => ({ exerciseId, questionId, position })));
  }
  if (tagIds) {
    await tx.delete(exerciseTags).where(eq(exerciseTags.exerciseId, exerciseId));
    const unique = [...new Set(tagIds)];
    if (unique.length) await tx.insert(exerciseTags).values(unique.map((tagId) => ({ exerciseId, tagId })));
  }
}

export async function createExercise(db: Db, place: Place, fields: ExerciseFields): Promise<ExerciseRow> {
  const types = await checkQuestions(db, fields.questionIds, place);
  await checkReferences(db, fields, place);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(exercises)
      .values({
        name: fields.name,
        courseId: fields.courseId,
        description: fields.description,
        topicGroup: fields.topicGroup,
        visibility: fields.visibility,
        audioPlays: fields.audioPlays,
        scoringMode: SCORING_MODES[scoringModeOf(types)],
        store: place.store,
        ownerId: place.ownerId,
      })
      .returning();
    await writeLinks(tx, row!.id, fields.questionIds, fields.tagIds);
    return row!;
  });
}

export async function updateExercise(db: Db, current: ExerciseRow, changes: Partial<ExerciseFields>) {
  const place = { store: current.store, ownerId: current.ownerId ?? 0 };
  const types = changes.questionIds ? await checkQuestions(db, changes.questionIds, place) : undefined;
  await checkReferences(db, changes, place);
  if (Object.values(changes).every((v) => v === undefined)) return current;
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(exercises)
      .set({
        name: changes.name,
        courseId: changes.courseId,
        description: changes.description,
        topicGroup: changes.topicGroup,
        visibility: changes.visibility,
        audioPlays: changes.audioPlays,
        scoringMode: types ? SCORING_MODES[scoringModeOf(types)] : undefined,
        updatedAt: new Date(),
      })
      .where(eq(exercises.id, current.id))
      .returning();
    await writeLinks(tx, current.id, changes.questionIds, changes.tagIds);
    return row!;
  });
}

/** Deletes an exercise no class has been given (409 otherwise); its questions stay in the bank. */
export async function deleteExercise(db: Db, current: ExerciseRow) {
  const extras = await exerciseExtras(db, [current]);
  if (extras.assigned.has(current.id)) throw conflict('exercise_assigned');
  await db.delete(exercises).where(eq(exercises.id, current.id));
}

/**
 * Copies a whole exercise into a store with its questions: each question a new identity with
 * `cloned_from_id`, the exercise too; all or nothing ('clone success' / 'clone fail').
 */
export async function copyExercise(db: Db, source: ExerciseRow, place: Place): Promise<ExerciseRow> {
  const questionIds = await questionIdsOfExercise(db, source.id);
  const sourceQuestions = questionIds.length
    ? await db.select().from(questions).where(inArray(questions.id, questionIds))
    : [];
  const byId = new Map(sourceQuestions.map((q) => [q.id, q]));
  const copies = await Promise.all(
    questionIds.map(async (id) => {
      const fields = await questionFields(db, byId.get(id)!);
      fields.tagIds = await usableTagIds(db, fields.tagIds, place.ownerId, place.store);
      return { sourceId: id, fields };
    }),
  );
  const tagRows = await db
    .select({ tagId: exerciseTags.tagId })
    .from(exerciseTags)
    .where(eq(exerciseTags.exerciseId, source.id));
  const usableTags = await usableTagIds(
    db,
    tagRows.map((t) => t.tagId),
    place.ownerId,
    place.store,
  );
  return transaction(db, async (tx) => {
    const newIds: number[] = [];
    for (const copy of copies) {
      const row = await insertQuestion(tx, copy.fields, place, { clonedFromId: copy.sourceId });
      newIds.push(row.id);
    }
    const [row] = await tx
      .insert(exercises)
      .values({
        name: source.name,
        courseId: source.courseId,
        description: source.description,
        topicGroup: source.topicGroup,
        visibility: source.visibility,
        audioPlays: source.audioPlays,
        scoringMode: source.scoringMode,
        store: place.store,
        ownerId: place.ownerId,
        clonedFromId: source.id,
      })
      .returning();
    await writeLinks(tx, row!.id, newIds, usableTags);
    return row!;
  });
}
