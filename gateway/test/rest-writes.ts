import { decodeJwt } from 'jose';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  RestAssignment,
  RestClass,
  RestLesson,
  RestPresentationGroup,
  RestScore,
  RestUser,
} from '../src/rest/types.js';
import {
  buildAssignment,
  buildAttendance,
  buildClass,
  buildCourse,
  buildDayOff,
  buildMembership,
  buildUser,
} from './factories.js';
import { BACKEND, type World } from './rest-backend.js';

type Body = Record<string, unknown>;

const notFound = () => HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 });

/**
 * The backend's writes and the viewer's own lists, enough for every operation of the web to run against
 * the fake backend (test/budgets.test.ts): each answers the shape of backend/openapi.json from the world.
 */
export function writeHandlers(world: World): HttpHandler[] {
  const viewerOf = (request: Request): RestUser | null => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
    const email = token ? decodeJwt(token).email : undefined;
    return world.users.find((u) => u.email === email) ?? null;
  };
  const page = <T>(rows: T[]) =>
    HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows });
  const classOf = (id: unknown) => world.classes.find((c) => c.id === Number(id));
  const lessonOf = (id: unknown) => world.lessons.find((l) => l.id === Number(id));

  return [
    http.get(`${BACKEND}/students/class`, ({ request }) => {
      const viewer = viewerOf(request);
      const rows = world.memberships
        .filter((m) => m.student.id === viewer?.id)
        .flatMap(({ class_id, student: _student, ...membership }) => {
          const cls = classOf(class_id);
          return cls ? [{ ...membership, class: cls }] : [];
        });
      return page(rows);
    }),
    http.get(`${BACKEND}/teacher/class`, ({ request }) => {
      const viewer = viewerOf(request);
      return page(world.classes.filter((c) => c.teachers.some((t) => t.id === viewer?.id)));
    }),
    http.get(`${BACKEND}/class/calculate-end-date`, () =>
      HttpResponse.json({
        expected_end_date: '2026-12-20',
        session_dates: ['2026-09-07', '2026-09-09'],
        days_off_skipped: [],
      }),
    ),
    http.post(`${BACKEND}/class/`, async ({ request }) => {
      const body = (await request.json()) as Body;
      const cls: RestClass = buildClass({ name: String(body.name) });
      world.classes.push(cls);
      return HttpResponse.json(cls, { status: 201 });
    }),
    http.put(`${BACKEND}/class/:id/`, async ({ params, request }) => {
      const cls = classOf(params.id);
      if (!cls) return notFound();
      const body = (await request.json()) as { name?: string };
      return HttpResponse.json({ ...cls, ...(body.name ? { name: body.name } : {}) });
    }),
    http.delete(`${BACKEND}/class/:id/`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${BACKEND}/teacher/update-student-status`, async ({ request }) => {
      const body = (await request.json()) as Body;
      const row = world.memberships.find(
        (m) => m.class_id === body.class_id && m.student.id === body.student_id,
      );
      return row ? HttpResponse.json({ ...row, status: body.status }) : notFound();
    }),
    http.post(`${BACKEND}/class/students`, async ({ request }) => {
      const body = (await request.json()) as { class_id: number; student_ids: number[]; status: 'active' };
      const cls = classOf(body.class_id);
      if (!cls) return notFound();
      const rows = body.student_ids.flatMap((id) => {
        const user = world.users.find((u) => u.id === id);
        const before = world.memberships.find((m) => m.class_id === cls.id && m.student.id === id);
        const already_member = before?.status === body.status;
        return user ? [{ ...buildMembership(cls, user, { status: body.status }), already_member }] : [];
      });
      return HttpResponse.json(rows, { status: 201 });
    }),
    http.put(`${BACKEND}/class/time-table/:id/`, async ({ params, request }) => {
      const lesson = lessonOf(params.id);
      if (!lesson) return notFound();
      const body = (await request.json()) as Partial<RestLesson>;
      return HttpResponse.json({ ...lesson, ...body, id: lesson.id });
    }),
    http.post(`${BACKEND}/class/time-table/`, async ({ request }) => {
      const body = (await request.json()) as Body;
      return page(world.lessons.filter((l) => l.class_id === body.class_id));
    }),
    http.post(`${BACKEND}/class/attendance`, async ({ request }) => {
      const body = (await request.json()) as {
        lesson_id: number;
        records: { student_id: number; status: 'present'; note?: string }[];
      };
      const lesson = lessonOf(body.lesson_id);
      if (!lesson) return notFound();
      const results = body.records.map((r) =>
        buildAttendance(
          lesson,
          world.users.find((u) => u.id === r.student_id)!,
          {
            status: r.status,
            note: r.note ?? '',
          },
        ),
      );
      return HttpResponse.json({ lesson: { ...lesson, status: 'done' }, results });
    }),
    http.post(`${BACKEND}/class/day-off/`, async ({ request }) => {
      const body = (await request.json()) as { class_id: number | null; date: string };
      const dayOff = buildDayOff(classOf(body.class_id) ?? null, { date: body.date });
      return HttpResponse.json(dayOff, { status: 201 });
    }),
    http.delete(`${BACKEND}/class/day-off/:id/`, () => new HttpResponse(null, { status: 204 })),
    http.delete(`${BACKEND}/class/time-table/:id/`, ({ params }) =>
      lessonOf(params.id) ? new HttpResponse(null, { status: 204 }) : notFound(),
    ),
    http.post(`${BACKEND}/course/`, async ({ request }) => {
      const body = (await request.json()) as Body;
      const course = buildCourse({ name: String(body.name) });
      world.courses.push(course);
      return HttpResponse.json(course, { status: 201 });
    }),
    http.put(`${BACKEND}/course/:id/`, async ({ params, request }) => {
      const course = world.courses.find((c) => c.id === Number(params.id));
      if (!course) return notFound();
      const body = (await request.json()) as { name?: string };
      return HttpResponse.json({ ...course, ...(body.name ? { name: body.name } : {}) });
    }),
    http.delete(`${BACKEND}/course/:id/`, ({ params }) =>
      world.courses.some((c) => c.id === Number(params.id))
        ? new HttpResponse(null, { status: 204 })
        : notFound(),
    ),
    http.post(`${BACKEND}/class-exercises/`, async ({ request }) => {
      const body = (await request.json()) as Partial<RestAssignment>;
      const cls = classOf(body.class_id);
      if (!cls) return notFound();
      return HttpResponse.json(buildAssignment(cls, { ...body, class_id: cls.id }), { status: 201 });
    }),
    http.patch(`${BACKEND}/class-exercises/:id/`, async ({ params, request }) => {
      const row = world.assignments.find((a) => a.assignment.id === Number(params.id));
      if (!row) return notFound();
      const body = (await request.json()) as Partial<RestAssignment>;
      return HttpResponse.json({ ...row.assignment, ...body, id: row.assignment.id });
    }),
    http.delete(`${BACKEND}/class-exercises/:id/`, ({ params }) =>
      world.assignments.some((a) => a.assignment.id === Number(params.id))
        ? new HttpResponse(null, { status: 204 })
        : notFound(),
    ),
    http.put(`${BACKEND}/class/score/:id/`, async ({ params, request }) => {
      const score = world.scores.find((c) => c.id === Number(params.id));
      if (!score) return notFound();
      const body = (await request.json()) as Partial<RestScore>;
      return HttpResponse.json({ ...score, ...body, id: score.id });
    }),
    http.delete(`${BACKEND}/class/score/:id/`, ({ params }) =>
      world.scores.some((c) => c.id === Number(params.id))
        ? new HttpResponse(null, { status: 204 })
        : notFound(),
    ),
    http.post(`${BACKEND}/user/`, async ({ request }) => {
      const body = (await request.json()) as Body;
      const user = buildUser({ email: String(body.email), name: String(body.name) });
      return HttpResponse.json(user, { status: 201 });
    }),
    http.put(`${BACKEND}/user/:id/`, ({ params }) => {
      const user = world.users.find((u) => u.id === Number(params.id));
      return user ? HttpResponse.json(user) : notFound();
    }),
    http.post(`${BACKEND}/accounts/signup/`, async ({ request }) => {
      const body = (await request.json()) as Body;
      return HttpResponse.json(
        { email: body.email, first_name: body.first_name, last_name: body.last_name },
        { status: 201 },
      );
    }),
    http.post(`${BACKEND}/accounts/password/reset/`, async ({ request }) => {
      const body = (await request.json()) as Body;
      return HttpResponse.json({ email: body.email, message: 'Sent' }, { status: 201 });
    }),
    http.post(`${BACKEND}/accounts/password/reset/verified/`, () => HttpResponse.json({ success: 'Done' })),
    http.post(`${BACKEND}/accounts/password/change/`, () => HttpResponse.json({ success: 'Done' })),
    // The calendar feed (issue 31 point 4): its address is answered once.
    http.post(`${BACKEND}/users/me/calendar-feed/`, () =>
      HttpResponse.json(
        {
          url: 'http://localhost:4000/lms-backend/api/calendar/feed.ics',
          created_at: '2026-09-10T02:00:00Z',
        },
        { status: 201 },
      ),
    ),
    http.delete(`${BACKEND}/users/me/calendar-feed/`, () => new HttpResponse(null, { status: 204 })),
    // Presentation groups (issue 13): one group of every active student per presentation assignment.
    http.get(`${BACKEND}/group/`, ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('assignment_ids') ?? '').split(',').map(Number);
      return page(
        world.assignments
          .map((a) => a.assignment)
          .filter((a) => a.kind === 'presentation' && ids.includes(a.id))
          .map((a) => presentationGroup(a, world)),
      );
    }),
    http.post(`${BACKEND}/group/`, async ({ request }) => {
      const body = (await request.json()) as { assignment_id: number; name: string };
      const a = world.assignments.find((r) => r.assignment.id === body.assignment_id)?.assignment;
      if (!a) return notFound();
      return HttpResponse.json({ ...presentationGroup(a, world), name: body.name }, { status: 201 });
    }),
    http.put(`${BACKEND}/group/:id/`, async ({ request }) => {
      const body = (await request.json()) as { name?: string };
      const a = world.assignments[0]!.assignment;
      return HttpResponse.json({ ...presentationGroup(a, world), ...(body.name ? { name: body.name } : {}) });
    }),
    http.delete(`${BACKEND}/group/:id/`, () => new HttpResponse(null, { status: 204 })),
    http.put(`${BACKEND}/presentation/:id/`, () =>
      HttpResponse.json(presentationGroup(world.assignments[0]!.assignment, world)),
    ),
    // Holding an attempt (issue 13): paused, or going on.
    // Accommodations (issue 31 point 1): the override as set, with the minutes it adds to a 40-minute limit.
    http.put(`${BACKEND}/class-exercises/:id/accommodations/:studentId/`, async ({ params, request }) => {
      const body = (await request.json()) as Body;
      const percent = (body.extra_time_percent as number | null) ?? null;
      const minutes = (body.extra_time_minutes as number | null) ?? null;
      const row = {
        assignment_id: Number(params.id),
        student_id: Number(params.studentId),
        extra_time_percent: percent,
        extra_time_minutes: minutes,
        extra_attempts: (body.extra_attempts as number | undefined) ?? 0,
        source: 'assignment' as const,
        extra_minutes: minutes ?? Math.ceil((40 * (percent ?? 0)) / 100),
      };
      world.accommodations = world.accommodations.filter(
        (r) => r.assignment_id !== row.assignment_id || r.student_id !== row.student_id,
      );
      world.accommodations.push(row);
      return HttpResponse.json(row);
    }),
    http.delete(`${BACKEND}/class-exercises/:id/accommodations/:studentId/`, ({ params }) => {
      world.accommodations = world.accommodations.filter(
        (r) => r.assignment_id !== Number(params.id) || r.student_id !== Number(params.studentId),
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${BACKEND}/user/:id/accommodation/`, async ({ request }) => {
      const body = (await request.json()) as Body;
      return HttpResponse.json({
        extra_time_percent: (body.extra_time_percent as number | null) ?? null,
        extra_time_minutes: (body.extra_time_minutes as number | null) ?? null,
        extra_attempts: (body.extra_attempts as number | undefined) ?? 0,
      });
    }),
    http.post(`${BACKEND}/user-exam/:id/hold`, ({ params }) =>
      HttpResponse.json({ id: Number(params.id), status: 'holding', updated_at: '2026-09-10T03:00:00.000Z' }),
    ),
    http.delete(`${BACKEND}/user-exam/:id/hold`, ({ params }) =>
      HttpResponse.json({
        id: Number(params.id),
        status: 'unfinished',
        updated_at: '2026-09-10T03:00:00.000Z',
      }),
    ),
  ];
}

function presentationGroup(a: RestAssignment, world: World): RestPresentationGroup {
  return {
    id: a.id * 10,
    assignment_id: a.id,
    class_id: a.class_id,
    name: 'Nhóm 1',
    members: world.memberships
      .filter((m) => m.class_id === a.class_id && m.status === 'active')
      .map((m) => ({ id: m.student.id, name: m.student.name, email: m.student.email })),
    rubric: [],
    presentation_score: null,
    slide_score: 20,
    script_score: null,
    total: null,
    returned: false,
    marked_at: null,
    returned_at: null,
    created_at: '2026-09-01T00:00:00.000Z',
  };
}
