import { ROLE, isViewer, requireViewer } from '../../access.js';
import type { ClassResolvers } from '../../generated/resolvers.js';

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
      const self = await ctx.loaders.self();
      return { ...c.membership, class_id: c.id, student: self };
    }
    const students = await ctx.loaders.studentsOfClass.load(c.id);
    for (const row of students) if (await isViewer(ctx, row.student)) return row;
    return null;
  },

  students: async (c, { status }, ctx) => {
    const rows = await ctx.loaders.studentsOfClass.load(c.id);
    return status ? rows.filter((r) => r.status === status) : rows;
  },
  lessons: async (c, { from, to, status }, ctx) => {
    const rows = await ctx.loaders.lessonsOfClass.load(c.id);
    return rows.filter(
      (l) =>
        (!from || l.study_date >= from) && (!to || l.study_date <= to) && (!status || l.status === status),
    );
  },
  daysOff: (c, _, ctx) => ctx.loaders.daysOffOfClass.load(c.id),
  assignments: async (c, { kind }, ctx) => {
    const rows = await ctx.loaders.assignmentsOfClass.load(c.id);
    return rows
      .filter((r) => !kind || r.assignment.kind === kind)
      .map((r) => ({ ...r.assignment, stats: r }));
  },
  scores: async (c, { kind }, ctx) => {
    const rows = await ctx.loaders.scoresOfClass.load(c.id);
    return kind ? rows.filter((s) => s.kind === kind) : rows;
  },
  overview: (c) => c,
};
