import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { restFields, toId } from '../../input.js';

export const timetableMutations: MutationResolvers = {
  createLesson: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const lesson = await ctx.rest.post('class/time-table/', {
        body: { ...restFields(input, ['classId']), class_id: toId(input.classId, 'classId') },
      });
      if ('results' in lesson) throw new Error('class/time-table/ answered a timetable for one lesson');
      return { lesson };
    }),

  updateLesson: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      lesson: await ctx.rest.put('class/time-table/{id}/', {
        params: { id: toId(input.id) },
        body: restFields(input, ['id']),
      }),
    })),

  generateTimetable: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const page = await ctx.rest.post('class/time-table/', {
        body: { class_id: toId(input.classId, 'classId'), generate: true },
      });
      if (!('results' in page)) throw new Error('class/time-table/ answered one lesson for generate');
      return { lessons: page.results };
    }),

  markAttendance: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const marked = await ctx.rest.post('class/attendance', {
        body: {
          lesson_id: toId(input.lessonId, 'lessonId'),
          records: input.records.map((r, i) => ({
            student_id: toId(r.studentId, `records.${i}.studentId`),
            status: r.status,
            ...(r.note != null ? { note: r.note } : {}),
          })),
        },
      });
      // The answer is the lesson's whole list: reading `lesson { attendances }` after it costs no call.
      ctx.loaders.timetable.lesson.prime(marked.lesson.id, marked.lesson);
      ctx.loaders.timetable.attendancesOfLesson.prime(marked.lesson.id, marked.results);
      return { lesson: marked.lesson, attendances: marked.results };
    }),

  createDayOff: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      dayOff: await ctx.rest.post('class/day-off/', {
        body: {
          class_id: input.classId ? toId(input.classId, 'classId') : null,
          date: input.date,
          ...(input.reason != null ? { reason: input.reason } : {}),
        },
      }),
    })),

  deleteDayOff: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('class/day-off/{id}/', { params: { id } });
      return { deletedId: id };
    }),

  deleteLesson: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('class/time-table/{id}/', { params: { id } });
      return { deletedId: id };
    }),
};
