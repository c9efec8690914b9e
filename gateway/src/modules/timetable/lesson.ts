import { classById } from '../classes/api.js';
import type { LessonResolvers } from '../../generated/resolvers.js';

export const Lesson: LessonResolvers = {
  class: (l, _, ctx) => classById(ctx, l.class_id),
  sessionNumber: (l) => l.session_number,
  studyDate: (l) => l.study_date,
  studyTimeStart: (l) => l.study_time_start,
  studyTimeEnd: (l) => l.study_time_end,
  recordLink: (l) => l.record_link,
  slideLink: (l) => l.slide_link,
  attendances: (l, _, ctx) => ctx.loaders.timetable.attendancesOfLesson.load(l.id),
};
