import { ROLE, requireViewer } from '../../access.js';
import type { ClassResolvers } from '../../generated/resolvers.js';
import { isViewer, viewerRow } from '../users/api.js';

/** The class's own fields; the timetable and results modules resolve the tabs they add. */
export const Class: ClassResolvers = {
  numberOfSessions: (c) => c.number_of_sessions,
  classroomOnline: (c) => c.classroom_online,
  classroomOffline: (c) => c.classroom_offline,
  startDate: (c) => c.start_date,
  endDate: (c) => c.end_date,
  expectedEndDate: (c) => c.expected_end_date,
  studyTimeStart: (c) => c.study_time_start,
  studyTimeEnd: (c) => c.study_time_end,
  classCode: (c) => c.class_code,
  sessionsPassed: (c) => c.sessions_passed,
  studentCount: (c) => c.student_count,
  createdAt: (c) => c.created_at,

  viewerCanManage: async (c, _, ctx) => {
    const viewer = requireViewer(ctx);
    if (viewer.role === ROLE.ADMIN) return true;
    if (viewer.role !== ROLE.TEACHER) return false;
    for (const teacher of c.teachers) if (await isViewer(ctx, teacher)) return true;
    return false;
  },
  viewerMembership: async (c, _, ctx) => {
    if (requireViewer(ctx).role !== ROLE.STUDENT) return null;
    if (c.membership) {
      const self = await viewerRow(ctx);
      return { ...c.membership, class_id: c.id, student: self };
    }
    const students = await ctx.loaders.classes.studentsOfClass.load(c.id);
    for (const row of students) if (await isViewer(ctx, row.student)) return row;
    return null;
  },

  students: async (c, { status }, ctx) => {
    const rows = await ctx.loaders.classes.studentsOfClass.load(c.id);
    return status ? rows.filter((r) => r.status === status) : rows;
  },
  overview: (c) => c,
};
