import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedAnalytics, seedClass } from '../../../test/seed.js';

const SET = `mutation ($input: SetAssignmentAccommodationInput!) {
  setAssignmentAccommodation(input: $input) {
    accommodation { extraTimePercent extraTimeMinutes extraAttempts source extraMinutes }
    errors { field messages } } }`;
const CLEAR = `mutation ($input: ClearAssignmentAccommodationInput!) {
  clearAssignmentAccommodation(input: $input) { cleared accommodation { extraMinutes source } errors { field messages } } }`;
const STANDING = `mutation ($input: SetStudentAccommodationInput!) {
  setStudentAccommodation(input: $input) {
    accommodation { extraTimePercent extraTimeMinutes extraAttempts } errors { field messages } } }`;
const OVERVIEW = `query ($id: ID!) { assignment(id: $id) { id
  studentStatuses { student { id } accommodation { extraTimePercent extraMinutes source extraAttempts } } } }`;
const MINE = `query ($id: ID!) { assignment(id: $id) { id myAccommodation { extraMinutes source } } }`;
const USER = `query ($id: ID!) { user(id: $id) { id accommodation { extraTimePercent extraAttempts } } }`;

const forbiddenBody = { code: 403, message: 'You do not have permission to perform this action' };
const noStaffCall = (calls: string[]) =>
  calls.filter((c) => !c.startsWith('GET users/me') && c !== 'GET self/');

describe('accommodations through GraphQL (issue 31 point 1, msw-mocked REST)', () => {
  let t: TestGateway;
  let seeded: ReturnType<typeof seedClass>;
  const admin = buildAdmin();
  const examiner = buildUser({ role: 4, name: 'Giám khảo' });
  beforeAll(async () => {
    t = await createTestGateway();
    seeded = seedClass(t.world, { students: 3, assignments: 1 });
    seedAnalytics(t.world, seeded.assignments[0]!, seeded.students);
    t.world.users.push(admin, examiner);
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());
  const a = () => String(seeded.assignments[0]!.id);
  const input = (extra: object = {}) => ({
    assignmentId: a(),
    studentId: String(seeded.students[0]!.id),
    extraTimePercent: 25,
    ...extra,
  });

  it('sets an override in one REST call for the teacher and the admin, with the REST body', async () => {
    const bodies: unknown[] = [];
    t.server.use(
      http.put(`${BACKEND}/class-exercises/:id/accommodations/:studentId/`, async ({ params, request }) => {
        const body = (await request.json()) as Record<string, number | null>;
        bodies.push(body);
        return HttpResponse.json({
          assignment_id: Number(params.id),
          student_id: Number(params.studentId),
          extra_time_percent: body.extra_time_percent ?? null,
          extra_time_minutes: body.extra_time_minutes ?? null,
          extra_attempts: body.extra_attempts ?? 0,
          source: 'assignment',
          extra_minutes: 10,
        });
      }),
    );
    for (const user of [seeded.teacher, admin]) {
      t.resetCalls();
      const { body } = await t.execute(SET, { as: user, variables: { input: input() } });
      expect(body.data.setAssignmentAccommodation).toEqual({
        accommodation: {
          extraTimePercent: 25,
          extraTimeMinutes: null,
          extraAttempts: 0,
          source: 'ASSIGNMENT',
          extraMinutes: 10,
        },
        errors: [],
      });
      expect(noStaffCall(t.calls)).toEqual([
        `PUT class-exercises/${a()}/accommodations/${seeded.students[0]!.id}/`,
      ]);
    }
    expect(bodies[0]).toEqual({ extra_time_percent: 25, extra_time_minutes: null, extra_attempts: 0 });
  });

  it('refuses students and examiners before any REST call; another class’s teacher by the backend', async () => {
    for (const user of [seeded.students[0]!, examiner]) {
      for (const [query, variables] of [
        [SET, { input: input() }],
        [CLEAR, { input: { assignmentId: a(), studentId: '1' } }],
        [STANDING, { input: { userId: '1', extraTimePercent: 25 } }],
      ] as const) {
        t.resetCalls();
        const { body } = await t.execute(query, { as: user, variables });
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(noStaffCall(t.calls)).toEqual([]);
      }
    }
    const standing = await t.execute(STANDING, {
      as: seeded.teacher,
      variables: { input: { userId: '1', extraTimePercent: 25 } },
    });
    expect(standing.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    t.server.use(
      http.put(`${BACKEND}/class-exercises/:id/accommodations/:studentId/`, () =>
        HttpResponse.json(forbiddenBody, { status: 403 }),
      ),
    );
    const other = await t.execute(SET, { as: seeded.teacher, variables: { input: input() } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers bad values and a student outside the class as field errors in camelCase', async () => {
    t.server.use(
      http.put(`${BACKEND}/class-exercises/:id/accommodations/:studentId/`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Dữ liệu không hợp lệ',
            errors: {
              extra_time_percent: ['Thời gian thêm từ 0 đến 200 phần trăm'],
              student_id: ['Học viên này không thuộc lớp được giao bài'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(SET, {
      as: seeded.teacher,
      variables: { input: input({ extraTimePercent: 201 }) },
    });
    expect(body.data.setAssignmentAccommodation).toEqual({
      accommodation: null,
      errors: [
        { field: 'extraTimePercent', messages: ['Thời gian thêm từ 0 đến 200 phần trăm'] },
        { field: 'studentId', messages: ['Học viên này không thuộc lớp được giao bài'] },
      ],
    });
  });

  it('clears an override and answers the standing one now in effect; sets the standing setting', async () => {
    t.server.use(
      http.delete(
        `${BACKEND}/class-exercises/:id/accommodations/:studentId/`,
        () => new HttpResponse(null, { status: 204 }),
      ),
      http.put(`${BACKEND}/user/:id/accommodation/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, number | null>;
        return HttpResponse.json({ ...body, extra_time_percent: body.extra_time_percent ?? null });
      }),
    );
    t.resetCalls();
    const standingOne = String(seeded.students[1]!.id);
    const cleared = await t.execute(CLEAR, {
      as: seeded.teacher,
      variables: { input: { assignmentId: a(), studentId: standingOne } },
    });
    expect(cleared.body.data.clearAssignmentAccommodation).toEqual({
      cleared: true,
      accommodation: { extraMinutes: 15, source: 'STANDING' },
      errors: [],
    });
    expect(noStaffCall(t.calls)).toEqual([
      `DELETE class-exercises/${a()}/accommodations/${standingOne}/`,
      'GET class-exercises/accommodations',
    ]);
    const set = await t.execute(STANDING, {
      as: admin,
      variables: {
        input: { userId: String(seeded.students[1]!.id), extraTimeMinutes: 15, extraAttempts: 1 },
      },
    });
    expect(set.body.data.setStudentAccommodation).toEqual({
      accommodation: { extraTimePercent: null, extraTimeMinutes: 15, extraAttempts: 1 },
      errors: [],
    });
  });

  it('shows each student’s accommodation on the overview in one more REST call', async () => {
    t.resetCalls();
    const { body } = await t.execute(OVERVIEW, { as: seeded.teacher, variables: { id: a() } });
    const [first, second, third] = seeded.students;
    const byStudent = Object.fromEntries(
      (body.data.assignment.studentStatuses as { student: { id: string }; accommodation: unknown }[]).map(
        (s) => [s.student.id, s.accommodation],
      ),
    );
    expect(byStudent).toEqual({
      [first!.id]: { extraTimePercent: 25, extraMinutes: 10, source: 'ASSIGNMENT', extraAttempts: 0 },
      [second!.id]: { extraTimePercent: null, extraMinutes: 15, source: 'STANDING', extraAttempts: 1 },
      [third!.id]: null,
    });
    expect(t.calls.filter((c) => c.startsWith('GET class-exercises/accommodations'))).toHaveLength(1);
  });

  it('gives a student their own extra minutes before starting, staff none of their own', async () => {
    const mine = await t.execute(MINE, { as: seeded.students[0]!, variables: { id: a() } });
    expect(mine.body.data.assignment.myAccommodation).toEqual({ extraMinutes: 10, source: 'ASSIGNMENT' });
    const other = await t.execute(MINE, { as: seeded.students[2]!, variables: { id: a() } });
    expect(other.body.data.assignment.myAccommodation).toBeNull();
    const staff = await t.execute(MINE, { as: seeded.teacher, variables: { id: a() } });
    expect(staff.body.data.assignment.myAccommodation).toBeNull();
  });

  it('reads the standing setting for admins and the student; teachers are refused', async () => {
    const student = seeded.students[0]!;
    const own = await t.execute(USER, { as: admin, variables: { id: String(student.id) } });
    expect(own.body.data.user.accommodation).toEqual({ extraTimePercent: null, extraAttempts: 0 });
    const teacher = await t.execute(USER, { as: seeded.teacher, variables: { id: String(student.id) } });
    expect(teacher.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
