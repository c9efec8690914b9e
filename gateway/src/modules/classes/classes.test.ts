import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildClass,
  buildCourse,
  buildMembership,
  buildTeacher,
  buildUser,
} from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const JOIN = /* GraphQL */ `
  mutation ($code: String!) {
    joinClassByCode(input: { classCode: $code }) {
      status
      class {
        name
      }
      errors {
        field
        messages
      }
    }
  }
`;

describe('classes', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('joins a class by code: a request the teacher approves', async () => {
    const student = buildUser();
    const cls = buildClass({ class_code: 'IELTS65K12' });
    t.world.users.push(student);
    t.world.classes.push(cls);
    const { body } = await t.execute(JOIN, { as: student, variables: { code: 'ielts65k12' } });
    expect(body.data.joinClassByCode).toEqual({ status: 'REQUEST', class: { name: cls.name }, errors: [] });
  });

  it('reports an unknown or already used code under the code field', async () => {
    const student = buildUser();
    const cls = buildClass({ class_code: 'FOUNDK3' });
    t.world.users.push(student);
    t.world.classes.push(cls);
    t.world.memberships.push(buildMembership(cls, student, { status: 'request' }));
    const unknown = await t.execute(JOIN, { as: student, variables: { code: 'NOPE' } });
    expect(unknown.body.data.joinClassByCode).toEqual({
      status: null,
      class: null,
      errors: [{ field: 'classCode', messages: ['this class does not exist'] }],
    });
    const again = await t.execute(JOIN, { as: student, variables: { code: 'FOUNDK3' } });
    expect(again.body.data.joinClassByCode.errors).toEqual([
      { field: 'classCode', messages: ['You are already registered for this class'] },
    ]);
  });

  it('lets only students join by code', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    t.resetCalls();
    const { body } = await t.execute(JOIN, { as: teacher, variables: { code: 'X' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });

  it('tells the students added from those who already were in the class', async () => {
    const admin = buildAdmin();
    const cls = buildClass();
    const newcomer = buildUser({ name: 'Lê Thị Hoa' });
    const member = buildUser({ name: 'Nguyễn Văn A' });
    t.world.users.push(admin, newcomer, member);
    t.world.classes.push(cls);
    t.server.use(
      http.post(`${BACKEND}/class/students`, () =>
        HttpResponse.json(
          [
            { ...buildMembership(cls, newcomer), already_member: false },
            { ...buildMembership(cls, member), already_member: true },
          ],
          { status: 201 },
        ),
      ),
    );
    const { body } = await t.execute(
      `mutation ($input: AddStudentsToClassInput!) { addStudentsToClass(input: $input) {
          classStudents { student { name } } alreadyMembers { student { name } } errors { field } } }`,
      {
        as: admin,
        variables: {
          input: { classId: String(cls.id), studentIds: [String(newcomer.id), String(member.id)] },
        },
      },
    );
    expect(body.data.addStudentsToClass).toEqual({
      classStudents: [{ student: { name: 'Lê Thị Hoa' } }],
      alreadyMembers: [{ student: { name: 'Nguyễn Văn A' } }],
      errors: [],
    });
  });

  it('lets only administrators delete a class, as the backend does', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    t.resetCalls();
    const { body } = await t.execute('mutation { deleteClass(input: { id: "1" }) { deletedId } }', {
      as: teacher,
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });

  it("lists a student's classes with their place in each", async () => {
    const student = buildUser();
    const cls = buildClass();
    t.world.users.push(student);
    t.server.use(
      http.get(`${BACKEND}/students/class`, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 77, status: 'reserve', joined_at: '2026-09-01T00:00:00.000Z', class: cls }],
        }),
      ),
    );
    const { body } = await t.execute(
      '{ myClasses { name viewerMembership { id status student { email } } } }',
      {
        as: student,
      },
    );
    expect(body.data.myClasses).toEqual([
      {
        name: cls.name,
        viewerMembership: { id: '77', status: 'RESERVE', student: { email: student.email } },
      },
    ]);
  });

  it('sends a new class with ids as numbers and answers it', async () => {
    const teacher = buildTeacher();
    const course = buildCourse();
    t.world.users.push(teacher);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/class/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(buildClass({ name: 'IELTS 6.5 - K20' }, { course }), { status: 201 });
      }),
    );
    const { body } = await t.execute(
      `mutation { createClass(input: { name: "IELTS 6.5 - K20", courseId: "${course.id}", numberOfSessions: 24,
          startDate: "2026-10-05", studyTimeStart: "18:00", studyTimeEnd: "19:30", weekdays: [2, 4] }) {
          class { name course { name } } errors { field } } }`,
      { as: teacher },
    );
    expect(sent).toEqual({
      name: 'IELTS 6.5 - K20',
      course_id: course.id,
      number_of_sessions: 24,
      start_date: '2026-10-05',
      study_time_start: '18:00',
      study_time_end: '19:30',
      weekdays: [2, 4],
    });
    expect(body.data.createClass).toEqual({
      class: { name: 'IELTS 6.5 - K20', course: { name: course.name } },
      errors: [],
    });
  });

  it('reports the backend field errors of a class under the input names', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    t.server.use(
      http.put(`${BACKEND}/class/:id/`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: { study_time_end: ['The end time must be later than the start time'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(
      'mutation { updateClass(input: { id: "5", studyTimeEnd: "17:00" }) { class { id } errors { field messages } } }',
      { as: teacher },
    );
    expect(body.data.updateClass.errors).toEqual([
      { field: 'studyTimeEnd', messages: ['The end time must be later than the start time'] },
    ]);
  });
});
