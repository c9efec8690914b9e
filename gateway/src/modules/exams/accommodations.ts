import { ROLE } from '../../access.js';
import { withFieldErrors } from '../../errors.js';
import type {
  AssignmentAccommodationResolvers,
  AssignmentResolvers,
  AssignmentStudentStatusResolvers,
  MutationResolvers,
  StudentAccommodationResolvers,
  UserResolvers,
} from '../../generated/resolvers.js';
import { toId } from '../../input.js';

/**
 * Accommodations (issue 31 point 1, docs/design.md section 12): a student's extra time and attempts, on one
 * assignment (its override) or standing. Roles by `@auth`; the class (its teachers, its staff) by the backend.
 */
export const AssignmentAccommodation: AssignmentAccommodationResolvers = {
  extraTimePercent: (a) => a.extra_time_percent,
  extraTimeMinutes: (a) => a.extra_time_minutes,
  extraAttempts: (a) => a.extra_attempts,
  extraMinutes: (a) => a.extra_minutes,
};

export const StudentAccommodation: StudentAccommodationResolvers = {
  extraTimePercent: (a) => a.extra_time_percent,
  extraTimeMinutes: (a) => a.extra_time_minutes,
  extraAttempts: (a) => a.extra_attempts,
};

export const accommodationStatusFields: AssignmentStudentStatusResolvers = {
  accommodation: async (s, _, ctx) => {
    const rows = await ctx.loaders.exams.accommodationsOfAssignment.load(s.assignment_id);
    return rows.find((r) => r.student_id === s.student_id) ?? null;
  },
};

export const accommodationAssignmentFields: AssignmentResolvers = {
  // A student's list holds their own rows only; staff have no accommodation of their own.
  myAccommodation: async (a, _, ctx) => {
    if (ctx.viewer?.role !== ROLE.STUDENT) return null;
    const rows = await ctx.loaders.exams.accommodationsOfAssignment.load(a.id);
    return rows[0] ?? null;
  },
};

export const accommodationUserFields: UserResolvers = {
  accommodation: (u, _, ctx) => ctx.rest.get('user/{id}/accommodation/', { params: { id: u.id } }),
};

const body = (input: {
  extraTimePercent?: number | null;
  extraTimeMinutes?: number | null;
  extraAttempts?: number | null;
}) => ({
  extra_time_percent: input.extraTimePercent ?? null,
  extra_time_minutes: input.extraTimeMinutes ?? null,
  extra_attempts: input.extraAttempts ?? 0,
});

export const accommodationMutations: MutationResolvers = {
  setAssignmentAccommodation: async (_, { input }, ctx) => {
    const result = await withFieldErrors(async () => {
      const row = await ctx.rest.put('class-exercises/{id}/accommodations/{studentId}/', {
        params: {
          id: toId(input.assignmentId, 'assignmentId'),
          studentId: toId(input.studentId, 'studentId'),
        },
        body: body(input),
      });
      return { accommodation: row };
    });
    return { accommodation: null, ...result };
  },

  /** Then reads what applies now (the standing setting), so that the page needs no other query. */
  clearAssignmentAccommodation: async (_, { input }, ctx) => {
    const id = toId(input.assignmentId, 'assignmentId');
    const studentId = toId(input.studentId, 'studentId');
    const result = await withFieldErrors(async () => {
      await ctx.rest.delete('class-exercises/{id}/accommodations/{studentId}/', {
        params: { id, studentId },
      });
      const rows = await ctx.loaders.exams.accommodationsOfAssignment.load(id);
      return { cleared: true, accommodation: rows.find((r) => r.student_id === studentId) ?? null };
    });
    return { cleared: false, accommodation: null, ...result };
  },

  setStudentAccommodation: async (_, { input }, ctx) => {
    const result = await withFieldErrors(async () => {
      const row = await ctx.rest.put('user/{id}/accommodation/', {
        params: { id: toId(input.userId, 'userId') },
        body: body(input),
      });
      return { accommodation: row };
    });
    return { accommodation: null, ...result };
  },
};
