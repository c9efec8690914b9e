import { markedByOf, QUESTION_TYPES, TOPIC_GROUPS, type QuestionType } from '@lms/domain/questions';
import { z } from 'zod';
import type { ExerciseExtras, ExerciseRow } from '../db/rows.js';
import type { Viewer } from '../http/auth.js';
import { mayWriteBankItem } from '../policies/bank.js';

const questionType = z.enum(QUESTION_TYPES as [string, ...string[]]);

export const exerciseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    course_id: z.number().int().nullable(),
    description: z.string(),
    store: z.enum(['common', 'private']),
    visibility: z.number().int().describe('0 private, 1 public'),
    scoring_mode: z.number().int().describe('0 auto, 1 manual, 2 hybrid: from its questions’ types'),
    topic_group: z.enum(TOPIC_GROUPS),
    audio_plays: z
      .number()
      .int()
      .describe('How often a listening recording may be played: 0 without limit, 1 once, 2 twice'),
    owner_id: z.number().int().nullable(),
    viewer_can_write: z
      .boolean()
      .describe('The viewer may change and delete it (admins the common store, a teacher their own)'),
    cloned_from_id: z.number().int().nullable(),
    question_ids: z.array(z.number().int()).describe('Its questions, in order'),
    outdated_question_ids: z
      .array(z.number().int())
      .describe('Questions of it that have a newer version (the author may update the exercise)'),
    types: z.array(questionType).describe('The types of its questions, once each'),
    tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
    assigned: z.boolean().describe('Given to a class at least once: it cannot be deleted'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .describe('Exercise');
export type ExerciseJson = z.infer<typeof exerciseSchema>;

export function presentExercise(viewer: Viewer, e: ExerciseRow, extras: ExerciseExtras): ExerciseJson {
  const list = extras.questions.get(e.id) ?? [];
  return {
    id: e.id,
    name: e.name,
    course_id: e.courseId,
    description: e.description,
    store: e.store,
    visibility: e.visibility,
    scoring_mode: e.scoringMode,
    topic_group: e.topicGroup,
    audio_plays: e.audioPlays,
    owner_id: e.ownerId,
    viewer_can_write: mayWriteBankItem(viewer, e),
    cloned_from_id: e.clonedFromId,
    question_ids: list.map((q) => q.id),
    outdated_question_ids: list.filter((q) => q.supersededById !== null).map((q) => q.id),
    types: [...new Set(list.map((q) => q.type))],
    tags: extras.tags.get(e.id) ?? [],
    assigned: extras.assigned.has(e.id),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

type Figure = { exerciseId: number; questionId: number; type: QuestionType; parts: number; points: number };

export const exerciseFiguresSchema = z
  .object({
    exercise_id: z.number().int(),
    question_count: z.number().int(),
    part_count: z.number().int(),
    points: z.number().describe('The sum of its parts’ score × weight'),
    by_type: z.array(
      z.object({
        type: questionType,
        questions: z.number().int(),
        parts: z.number().int(),
        points: z.number(),
      }),
    ),
    parts_marked_by: z
      .object({
        key: z.number().int(),
        person: z.number().int(),
        speech: z.number().int(),
        none: z.number().int(),
      })
      .describe('How many parts its key scores, a person marks, the speech scorer scores, or nobody scores'),
  })
  .describe('ExerciseFigures');

export function presentExerciseFigures(
  exerciseId: number,
  figures: Figure[],
): z.infer<typeof exerciseFiguresSchema> {
  const mine = figures.filter((f) => f.exerciseId === exerciseId);
  const byType = new Map<
    QuestionType,
    { type: QuestionType; questions: number; parts: number; points: number }
  >();
  const markedBy = { key: 0, person: 0, speech: 0, none: 0 };
  for (const f of mine) {
    const entry = byType.get(f.type) ?? { type: f.type, questions: 0, parts: 0, points: 0 };
    entry.questions += 1;
    entry.parts += f.parts;
    entry.points += f.points;
    byType.set(f.type, entry);
    markedBy[markedByOf(f.type)] += f.parts;
  }
  return {
    exercise_id: exerciseId,
    question_count: mine.length,
    part_count: mine.reduce((s, f) => s + f.parts, 0),
    points: mine.reduce((s, f) => s + f.points, 0),
    by_type: [...byType.values()],
    parts_marked_by: markedBy,
  };
}

export const questionShareSchema = z
  .object({
    exercise_id: z.number().int(),
    question_id: z.number().int(),
    points: z.number(),
    percent: z.number().describe('Its share of the exercise’s points, in percent, to two decimals'),
  })
  .describe('QuestionShare');

export function presentQuestionShares(figures: Figure[]): z.infer<typeof questionShareSchema>[] {
  const totals = new Map<number, number>();
  for (const f of figures) totals.set(f.exerciseId, (totals.get(f.exerciseId) ?? 0) + f.points);
  return figures.map((f) => {
    const total = totals.get(f.exerciseId) ?? 0;
    return {
      exercise_id: f.exerciseId,
      question_id: f.questionId,
      points: f.points,
      percent: total > 0 ? Math.round((10000 * f.points) / total) / 100 : 0,
    };
  });
}
