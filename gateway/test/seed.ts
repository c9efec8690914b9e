import type { RestClass, RestUser } from '../src/rest/types.js';
import {
  buildAssignment,
  buildClass,
  buildCourse,
  buildMembership,
  buildProgress,
  buildResult,
  buildScoreSummary,
  buildTeacher,
  buildUser,
  withStats,
} from './factories.js';
import type { World } from './rest-backend.js';

/** A class of `students` students and `assignments` assignments with a result each, in the fake backend. */
export function seedClass(world: World, opts: { students: number; assignments: number }) {
  const teacher = buildTeacher();
  const course = buildCourse();
  const cls: RestClass = { ...buildClass({ student_count: opts.students }, { teachers: [teacher], course }) };
  const students: RestUser[] = Array.from({ length: opts.students }, () => buildUser());
  const assignments = Array.from({ length: opts.assignments }, () => buildAssignment(cls));
  world.users.push(teacher, ...students);
  world.courses.push(course);
  world.classes.push(cls);
  world.memberships.push(...students.map((s) => buildMembership(cls, s)));
  world.assignments.push(...assignments.map((a) => withStats(a, opts.students)));
  world.results.push(...assignments.flatMap((a) => students.map((s) => buildResult(a, s))));
  world.progress.push(...students.map((s) => buildProgress(cls, s)));
  world.scoreSummaries.push(...students.map((s) => buildScoreSummary(cls, s)));
  return { cls, teacher, students, assignments, course };
}
