import { withFieldErrors } from '../../errors.js';
import type { CreateClassInput, MutationResolvers, UpdateClassInput } from '../../generated/resolvers.js';
import { restFields, toId, toIds } from '../../input.js';

const ID_FIELDS = ['id', 'courseId', 'teacherIds', 'examinerIds'] as const;

/** The id fields of a class input as the REST API takes them; null course or end date clears it. */
function classRefs(input: CreateClassInput | UpdateClassInput) {
  return {
    ...('courseId' in input ? { course_id: input.courseId ? toId(input.courseId, 'courseId') : null } : {}),
    ...('endDate' in input ? { end_date: input.endDate ?? null } : {}),
    ...(input.teacherIds ? { teacher_ids: toIds(input.teacherIds, 'teacherIds') } : {}),
    ...(input.examinerIds ? { examiner_ids: toIds(input.examinerIds, 'examinerIds') } : {}),
  };
}

export const classMutations: MutationResolvers = {
  createClass: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      class: await ctx.rest.post('class/', {
        body: { ...restFields(input, ID_FIELDS), ...classRefs(input) },
      }),
    })),

  updateClass: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      class: await ctx.rest.put('class/{id}/', {
        params: { id: toId(input.id) },
        body: { ...restFields(input, ID_FIELDS), ...classRefs(input) },
      }),
    })),

  deleteClass: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('class/{id}/', { params: { id } });
      return { deletedId: id };
    }),

  joinClassByCode: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const joined = await ctx.rest.post('students/join', { body: { class_code: input.classCode } });
      return { class: joined.class, status: joined.status };
    }),

  updateStudentStatus: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      classStudent: await ctx.rest.post('teacher/update-student-status', {
        body: {
          class_id: toId(input.classId, 'classId'),
          student_id: toId(input.studentId, 'studentId'),
          status: input.status,
        },
      }),
    })),

  addStudentsToClass: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const saved = await ctx.rest.post('class/students', {
        body: {
          class_id: toId(input.classId, 'classId'),
          student_ids: toIds(input.studentIds, 'studentIds'),
          status: input.status ?? 'active',
        },
      });
      return {
        classStudents: saved.filter((m) => !m.already_member),
        alreadyMembers: saved.filter((m) => m.already_member),
      };
    }),
};
