import type { RestClass, RestUser } from '../src/rest/types.js';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildClass,
  buildDayOff,
  buildLesson,
  buildCourse,
  buildMembership,
  buildProgress,
  buildResult,
  buildScore,
  buildScoreSummary,
  buildTeacher,
  buildUser,
  withStats,
} from './factories.js';
import type { World } from './rest-backend.js';

/** The overview of an assignment (every student's status, the ten buckets) and the class's error tags. */
export function seedAnalytics(
  world: World,
  assignment: { id: number; class_id: number },
  students: RestUser[],
) {
  world.studentStatuses.push(
    ...students.map((s, i) => ({
      assignment_id: assignment.id,
      class_id: assignment.class_id,
      student_id: s.id,
      status: i % 2 ? ('pass' as const) : ('waiting_score' as const),
      attempt_id: 9000 + s.id,
      attempt: 1,
      score: i % 2 ? 80 : null,
      started_at: '2026-09-08T01:00:00.000Z',
      submitted_at: '2026-09-08T02:00:00.000Z',
      marked_at: i % 2 ? '2026-09-09T02:00:00.000Z' : null,
      has_draft: false,
      redo_requested: false,
    })),
  );
  // One student with 25 % extra time on the assignment, another with standing extra minutes (issue 31).
  world.accommodations.push(
    ...students.slice(0, 2).map((s, i) => ({
      assignment_id: assignment.id,
      student_id: s.id,
      extra_time_percent: i ? null : 25,
      extra_time_minutes: i ? 15 : null,
      extra_attempts: i,
      source: i ? ('standing' as const) : ('assignment' as const),
      extra_minutes: i ? 15 : 10,
    })),
  );
  world.scoreBuckets.push(
    ...Array.from({ length: 10 }, (_, bucket) => ({
      assignment_id: assignment.id,
      bucket,
      count: bucket === 8 ? Math.floor(students.length / 2) : 0,
    })),
  );
  world.errorTagCounts.push(
    {
      class_id: assignment.class_id,
      error_tag_id: 1,
      name: 'Verb tense',
      link: '',
      parent_id: null,
      month: '2026-09',
      count: 3,
    },
    ...students.slice(0, 2).map((s) => ({
      student_id: s.id,
      error_tag_id: 1,
      name: 'Verb tense',
      link: 'https://learn.example/tense',
      parent_id: null,
      month: '2026-09',
      count: 1,
    })),
  );
}

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

/**
 * A class as the web's pages read it: `students` active students and one asking to join, 5 assignments
 * with a result per student, 6 lessons with everyone's attendance, a day off, a score per student, an
 * administrator and a student outside the class.
 */
export function seedClassWithTimetable(world: World, students: number) {
  const seeded = seedClass(world, { students, assignments: 5 });
  const { cls } = seeded;
  const admin = buildAdmin();
  const applicant = buildUser();
  const outsider = buildUser();
  const lessons = Array.from({ length: 6 }, (_, i) =>
    buildLesson(cls, { session_number: i + 1, study_date: `2026-09-${String(7 + i * 2).padStart(2, '0')}` }),
  );
  world.users.push(admin, applicant, outsider);
  world.memberships.push(buildMembership(cls, applicant, { status: 'request' }));
  world.lessons.push(...lessons);
  world.attendances.push(...lessons.flatMap((l) => seeded.students.map((s) => buildAttendance(l, s))));
  world.daysOff.push(buildDayOff(cls));
  const scores = seeded.students.map((s) => buildScore(cls, s));
  world.scores.push(...scores);
  const course = buildCourse();
  world.courses.push(course);
  seedAnalytics(world, seeded.assignments[0]!, seeded.students);
  return { ...seeded, admin, applicant, outsider, lessons, scores, course, student: seeded.students[0]! };
}
