import { decodeJwt } from 'jose';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  RestAssignmentAccommodation,
  RestAttendance,
  RestClass,
  RestClassExercise,
  RestClassStudent,
  RestCourse,
  RestDayOff,
  RestErrorTagCount,
  RestScoreBucket,
  RestStudentStatus,
  RestLesson,
  RestPartFigure,
  RestProgress,
  RestResult,
  RestScore,
  RestScoreSummary,
  RestUser,
} from '../src/rest/types.js';

/** The REST API as msw serves it to the gateway in tests. */
export const BACKEND = 'http://backend.test/lms-backend/api';

/** The rows the fake backend answers from; tests push into it. */
export interface World {
  users: RestUser[];
  courses: RestCourse[];
  classes: RestClass[];
  memberships: RestClassStudent[];
  assignments: RestClassExercise[];
  results: RestResult[];
  partFigures: RestPartFigure[];
  progress: RestProgress[];
  scoreSummaries: RestScoreSummary[];
  lessons: RestLesson[];
  attendances: RestAttendance[];
  daysOff: RestDayOff[];
  scores: RestScore[];
  studentStatuses: RestStudentStatus[];
  scoreBuckets: RestScoreBucket[];
  errorTagCounts: RestErrorTagCount[];
  /** Accommodations on assignments (issue 31 point 1), each with its source. */
  accommodations: RestAssignmentAccommodation[];
}

export const emptyWorld = (): World => ({
  users: [],
  courses: [],
  classes: [],
  memberships: [],
  assignments: [],
  results: [],
  partFigures: [],
  progress: [],
  scoreSummaries: [],
  lessons: [],
  attendances: [],
  daysOff: [],
  scores: [],
  studentStatuses: [],
  scoreBuckets: [],
  errorTagCounts: [],
  accommodations: [],
});

const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json(errors ? { code: status, message, errors } : { code: status, message }, { status });

function numbers(url: URL, ...names: string[]): number[] | undefined {
  const values = names.flatMap((n) => url.searchParams.get(n)?.split(',').map(Number) ?? []);
  return names.some((n) => url.searchParams.has(n)) ? values : undefined;
}

function paged<T>(url: URL, rows: T[]) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('page_size') ?? 15);
  if (size > 300) return fail(400, 'Invalid input', { page_size: ['At most 300'] });
  return HttpResponse.json({
    count: rows.length,
    next: null,
    previous: null,
    results: rows.slice((page - 1) * size, page * size),
  });
}

const within = (filter: number[] | undefined, value: number) => !filter || filter.includes(value);

/**
 * The endpoints the gateway calls, with the backend's batch filters and its rule that a student sees only
 * their own results (asking for someone else's is 403). Enough of the real API to test the gateway.
 */
export function restHandlers(world: World): HttpHandler[] {
  const viewerOf = (request: Request) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
    if (!token) return null;
    const email = decodeJwt(token).email;
    return world.users.find((u) => u.email === email) ?? null;
  };
  /** Students get their own rows; asking for others is refused as the backend does. */
  const studentScope = (request: Request, url: URL): number[] | undefined | Response => {
    const viewer = viewerOf(request);
    const asked = numbers(url, 'student_id', 'student_ids');
    if (viewer?.role !== 1) return asked;
    if (asked?.some((id) => id !== viewer.id))
      return fail(403, 'You do not have permission to perform this action');
    return [viewer.id];
  };
  const get = (path: string, rows: (url: URL, request: Request) => unknown[] | Response) =>
    http.get(`${BACKEND}/${path}`, ({ request }) => {
      if (!viewerOf(request)) return fail(401, 'Authentication credentials were not provided or are invalid');
      const url = new URL(request.url);
      const result = rows(url, request);
      return result instanceof Response ? result : paged(url, result);
    });
  const one = <T extends { id: number }>(path: string, rows: () => T[]) =>
    http.get(`${BACKEND}/${path}`, ({ params, request }) => {
      if (!viewerOf(request)) return fail(401, 'Authentication credentials were not provided or are invalid');
      const row = rows().find((r) => r.id === Number(params.id));
      return row ? HttpResponse.json(row) : fail(404, 'Not found');
    });

  return [
    http.get(`${BACKEND}/users/me/calendar-feed/`, ({ request }) =>
      viewerOf(request)
        ? HttpResponse.json({ exists: true, created_at: '2026-09-10T02:00:00Z' })
        : fail(401, 'Authentication credentials were not provided or are invalid'),
    ),
    http.get(`${BACKEND}/self/`, ({ request }) => {
      const viewer = viewerOf(request);
      return viewer
        ? HttpResponse.json(viewer)
        : fail(401, 'Authentication credentials were not provided or are invalid');
    }),
    get('user/', (url) => {
      const ids = numbers(url, 'ids');
      const classIds = numbers(url, 'class_ids');
      return world.users.filter(
        (u) =>
          within(ids, u.id) &&
          (!classIds ||
            world.memberships.some((m) => m.student.id === u.id && classIds.includes(m.class_id))),
      );
    }),
    get('staff/', (url) => world.users.filter((u) => u.role !== 1 && within(numbers(url, 'ids'), u.id))),
    get('course/', (url) => world.courses.filter((c) => within(numbers(url, 'ids'), c.id))),
    get('class/students', (url) =>
      world.memberships.filter(
        (m) => within(numbers(url, 'class_id', 'class_ids'), m.class_id) && within(numbers(url, 'ids'), m.id),
      ),
    ),
    get('class/exercises', (url) =>
      world.assignments.filter((a) => within(numbers(url, 'class_id', 'class_ids'), a.assignment.class_id)),
    ),
    get('class-exercises/', (url) =>
      world.assignments
        .map((a) => a.assignment)
        .filter(
          (a) =>
            within(numbers(url, 'ids'), a.id) &&
            within(numbers(url, 'class_id', 'class_ids'), a.class_id) &&
            within(numbers(url, 'exercise_ids'), a.exercise_id),
        ),
    ),
    get('class-exercises/part-figures', (url, request) => {
      if (viewerOf(request)?.role === 1)
        return fail(403, 'You do not have permission to perform this action');
      return world.partFigures.filter((f) => within(numbers(url, 'assignment_ids'), f.assignment_id));
    }),
    get('class-exercises/student-statuses', (url, request) => {
      if (viewerOf(request)?.role === 1)
        return fail(403, 'You do not have permission to perform this action');
      return world.studentStatuses.filter((s) => within(numbers(url, 'assignment_ids'), s.assignment_id));
    }),
    // Staff read every row of their assignments; a student only their own.
    get('class-exercises/accommodations', (url, request) => {
      const viewer = viewerOf(request);
      return world.accommodations.filter(
        (r) =>
          within(numbers(url, 'assignment_ids'), r.assignment_id) &&
          (viewer?.role !== 1 || r.student_id === viewer.id),
      );
    }),
    http.get(`${BACKEND}/user/:id/accommodation/`, ({ params, request }) => {
      const viewer = viewerOf(request);
      if (!viewer) return fail(401, 'Authentication credentials were not provided or are invalid');
      if (viewer.role !== 0 && viewer.id !== Number(params.id))
        return fail(403, 'You do not have permission to perform this action');
      return HttpResponse.json({ extra_time_percent: null, extra_time_minutes: null, extra_attempts: 0 });
    }),
    get('class-exercises/score-distribution', (url, request) => {
      if (viewerOf(request)?.role === 1)
        return fail(403, 'You do not have permission to perform this action');
      return world.scoreBuckets.filter((b) => within(numbers(url, 'assignment_ids'), b.assignment_id));
    }),
    get('class/error-tags', (url, request) => {
      if (viewerOf(request)?.role === 1)
        return fail(403, 'You do not have permission to perform this action');
      return world.errorTagCounts.filter(
        (c) => c.class_id !== undefined && within(numbers(url, 'class_id', 'class_ids'), c.class_id),
      );
    }),
    get('users/error-tags/', (url, request) => {
      const students = studentScope(request, url);
      if (students instanceof Response) return students;
      return world.errorTagCounts.filter((c) => c.student_id !== undefined && within(students, c.student_id));
    }),
    get('students/exercise', (url, request) => {
      const students = studentScope(request, url);
      if (students instanceof Response) return students;
      return world.results.filter(
        (r) =>
          within(numbers(url, 'class_id', 'class_ids'), r.class_id) &&
          within(numbers(url, 'assignment_id', 'assignment_ids'), r.assignment_id) &&
          within(students, r.student_id) &&
          (!url.searchParams.has('status') || r.status === url.searchParams.get('status')),
      );
    }),
    get('class/percent-summary', (url, request) => {
      const students = studentScope(request, url);
      if (students instanceof Response) return students;
      return world.progress.filter(
        (p) => within(numbers(url, 'class_id', 'class_ids'), p.class_id) && within(students, p.student_id),
      );
    }),
    get('users/score/', (url, request) => {
      const students = studentScope(request, url);
      if (students instanceof Response) return students;
      return world.scoreSummaries.filter(
        (s) => within(numbers(url, 'class_id', 'class_ids'), s.class_id) && within(students, s.student_id),
      );
    }),
    get('class/time-table/', (url) =>
      world.lessons.filter(
        (l) => within(numbers(url, 'class_id', 'class_ids'), l.class_id) && within(numbers(url, 'ids'), l.id),
      ),
    ),
    get('class/attendances', (url, request) => {
      const students = studentScope(request, url);
      if (students instanceof Response) return students;
      return world.attendances.filter(
        (a) =>
          within(numbers(url, 'class_id', 'class_ids'), a.class_id) &&
          within(numbers(url, 'lesson_id', 'lesson_ids'), a.lesson_id) &&
          within(students, a.student_id),
      );
    }),
    get('class/day-off/', (url) => {
      const classes = numbers(url, 'class_id', 'class_ids');
      const rows = world.daysOff.filter((d) => d.class_id === null || within(classes, d.class_id));
      const byDate = [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
      return url.searchParams.get('ordering') === '-date' ? byDate.reverse() : byDate;
    }),
    get('class/score', (url, request) => {
      const students = studentScope(request, url);
      if (students instanceof Response) return students;
      return world.scores.filter(
        (s) => within(numbers(url, 'class_id', 'class_ids'), s.class_id) && within(students, s.student_id),
      );
    }),
    get('class/', (url) => world.classes.filter((c) => within(numbers(url, 'ids'), c.id))),
    one('class/time-table/:id/', () => world.lessons),
    one('class/:id/', () => world.classes),
    one('user/:id/', () => world.users),
    one('course/:id/', () => world.courses),
    http.post(`${BACKEND}/students/join`, async ({ request }) => {
      const viewer = viewerOf(request);
      if (!viewer) return fail(401, 'Authentication credentials were not provided or are invalid');
      const { class_code: code } = (await request.json()) as { class_code: string };
      const cls = world.classes.find((c) => c.class_code === code.toUpperCase());
      if (!cls) return fail(404, 'this class does not exist', { class_code: ['this class does not exist'] });
      if (world.memberships.some((m) => m.class_id === cls.id && m.student.id === viewer.id)) {
        return fail(409, 'You are already registered for this class', {
          class_code: ['You are already registered for this class'],
        });
      }
      return HttpResponse.json({ status: 'request', class: cls }, { status: 201 });
    }),
  ];
}
