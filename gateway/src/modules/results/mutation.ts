import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import type { CreateAssignmentInput, UpdateAssignmentInput } from '../../generated/resolvers.js';
import { restFields, toId } from '../../input.js';

/** The assignment fields where null means "clear" (no tag, open at once, no deadline, untimed). */
const CLEARABLE = {
  tagId: 'tag_id',
  startAt: 'start_at',
  deadline: 'deadline',
  timeLimit: 'time_limit',
} as const;
const cleared = (input: UpdateAssignmentInput) =>
  Object.fromEntries(
    Object.entries(CLEARABLE)
      .filter(([k]) => k in input && input[k as keyof typeof CLEARABLE] === null)
      .map(([, rest]) => [rest, null]),
  );

/** The settings both mutations share, as REST names them; absent and null fields are left out. */
function settings(input: CreateAssignmentInput | UpdateAssignmentInput) {
  const { tutorial, startAt, deadline, timeLimit, minScore, maxScore, maxAccesses, examMode, maxAttempts } =
    input;
  return {
    ...restFields({
      tutorial,
      startAt,
      deadline,
      timeLimit,
      minScore,
      maxScore,
      maxAccesses,
      examMode,
      maxAttempts,
    }),
    // Review options: only the items given (issue 26); REST fills or keeps the others.
    ...(input.reviewOptions ? { review_options: restFields(input.reviewOptions) } : {}),
    ...(input.tagId != null ? { tag_id: toId(input.tagId, 'tagId') } : {}),
  };
}

export const resultMutations: MutationResolvers = {
  createAssignment: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const assignment = await ctx.rest.post('class-exercises/', {
        body: {
          ...settings(input),
          class_id: toId(input.classId, 'classId'),
          exercise_id: toId(input.exerciseId, 'exerciseId'),
          kind: input.kind,
          title: input.title,
        },
      });
      ctx.loaders.results.assignment.prime(assignment.id, assignment);
      return { assignment };
    }),

  updateAssignment: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      const assignment = await ctx.rest.patch('class-exercises/{id}/', {
        params: { id },
        body: {
          ...settings(input),
          ...(input.exerciseId != null ? { exercise_id: toId(input.exerciseId, 'exerciseId') } : {}),
          ...(input.kind != null ? { kind: input.kind } : {}),
          ...(input.title != null ? { title: input.title } : {}),
          ...cleared(input),
        },
      });
      ctx.loaders.results.assignment.clear(id).prime(id, assignment);
      return { assignment };
    }),

  deleteAssignment: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('class-exercises/{id}/', { params: { id } });
      return { deletedId: id };
    }),

  recordScore: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      score: await ctx.rest.post('class/score', {
        body: {
          class_id: toId(input.classId, 'classId'),
          student_id: toId(input.studentId, 'studentId'),
          kind: input.kind,
          value: input.value,
          assignment_id: input.assignmentId ? toId(input.assignmentId, 'assignmentId') : null,
          ...(input.note != null ? { note: input.note } : {}),
        },
      }),
    })),

  updateScore: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      score: await ctx.rest.put('class/score/{id}/', {
        params: { id: toId(input.id) },
        body: {
          ...(input.kind != null ? { kind: input.kind } : {}),
          ...(input.value != null ? { value: input.value } : {}),
          ...(input.note != null ? { note: input.note } : {}),
          // Null detaches the score from its assignment; absent leaves it.
          ...('assignmentId' in input
            ? { assignment_id: input.assignmentId ? toId(input.assignmentId, 'assignmentId') : null }
            : {}),
        },
      }),
    })),

  deleteScore: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('class/score/{id}/', { params: { id } });
      return { deletedId: id };
    }),
};
