import type { MutationResolvers } from '../../generated/resolvers.js';
import { toId, toIds } from '../../input.js';
import { withFieldErrors } from '../../errors.js';

const courseId = (id: string | null | undefined) => (id ? toId(id, 'courseId') : null);
/** The REST API checks the range (0 to 2) and answers a field error on `audio_plays` otherwise. */
const audioPlays = (n: number) => n as 0 | 1 | 2;

export const exerciseMutations: MutationResolvers = {
  createExercise: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const exercise = await ctx.rest.post('exercise/', {
          body: {
            name: input.name,
            course_id: courseId(input.courseId),
            description: input.description ?? '',
            topic_group: input.topicGroup ?? 'other',
            visibility: input.visibility ?? 0,
            tag_ids: toIds(input.tagIds ?? [], 'tagIds'),
            question_ids: toIds(input.questionIds, 'questionIds'),
            audio_plays: audioPlays(input.audioPlays ?? 0),
          },
        });
        ctx.loaders.bank.exercise.prime(exercise.id, exercise);
        return { exercise };
      },
      { conflictOnInput: true },
    ),

  updateExercise: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const id = toId(input.id);
        const exercise = await ctx.rest.put('exercise/{id}/', {
          params: { id },
          body: {
            ...(input.name != null ? { name: input.name } : {}),
            ...('courseId' in input ? { course_id: courseId(input.courseId) } : {}),
            ...(input.description != null ? { description: input.description } : {}),
            ...(input.topicGroup != null ? { topic_group: input.topicGroup } : {}),
            ...(input.visibility != null ? { visibility: input.visibility } : {}),
            ...(input.tagIds != null ? { tag_ids: toIds(input.tagIds, 'tagIds') } : {}),
            ...(input.questionIds != null ? { question_ids: toIds(input.questionIds, 'questionIds') } : {}),
            ...(input.audioPlays != null ? { audio_plays: audioPlays(input.audioPlays) } : {}),
          },
        });
        ctx.loaders.bank.exercise.clear(id).prime(id, exercise);
        return { exercise };
      },
      { conflictOnInput: true },
    ),

  deleteExercise: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const id = toId(input.id);
        await ctx.rest.delete('exercise/{id}/', { params: { id } });
        return { deletedId: id };
      },
      { conflictOnInput: true },
    ),

  /** With its questions, all or nothing ('clone success' / 'clone fail'). */
  copyExercise: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const exercise = await ctx.rest.post('exercise/duplicate/', {
          body: { exercise_id: toId(input.exerciseId, 'exerciseId') },
        });
        ctx.loaders.bank.exercise.prime(exercise.id, exercise);
        return { exercise };
      },
      { conflictOnInput: true },
    ),
};
