import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAttendance, buildDayOff, buildLesson } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedClass } from '../../../test/seed.js';

const SCHEDULE = /* GraphQL */ `
  query ($id: ID!) {
    class(id: $id) {
      lessons(from: "2026-09-08") {
        studyDate
        status
        attendances {
          status
          student {
            name
          }
        }
      }
      daysOff {
        date
        reason
        class {
          id
        }
      }
    }
  }
`;

describe('timetable and attendance', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it("reads every lesson's attendance in one call and names students from the class list", async () => {
    const { cls, teacher, students } = seedClass(t.world, { students: 4, assignments: 0 });
    const lessons = Array.from({ length: 6 }, (_, i) =>
      buildLesson(cls, { study_date: `2026-09-${String(7 + i).padStart(2, '0')}`, status: 'done' }),
    );
    t.world.lessons.push(...lessons);
    t.world.attendances.push(...lessons.flatMap((l) => students.map((s) => buildAttendance(l, s))));
    t.world.daysOff.push(
      buildDayOff(null),
      buildDayOff(cls, { date: '2026-10-20', reason: 'Giáo viên đi tập huấn' }),
    );
    t.resetCalls();
    const { body } = await t.execute(SCHEDULE, { as: teacher, variables: { id: String(cls.id) } });
    expect(body.errors).toBeUndefined();
    expect(body.data.class.lessons).toHaveLength(5);
    expect(body.data.class.lessons[0].attendances).toHaveLength(4);
    expect(body.data.class.lessons[0].attendances[0].student.name).toBe(students[0]!.name);
    expect(body.data.class.daysOff).toEqual([
      { date: '2026-09-02', reason: 'Quốc khánh 2/9', class: null },
      { date: '2026-10-20', reason: 'Giáo viên đi tập huấn', class: { id: String(cls.id) } },
    ]);
    expect(t.calls.sort()).toEqual(
      [
        `GET class/${cls.id}/`,
        'GET class/attendances',
        'GET class/day-off/',
        'GET class/students',
        'GET class/time-table/',
      ].sort(),
    );
  });

  it('takes attendance in one call and answers the lesson with its list', async () => {
    const { cls, teacher, students } = seedClass(t.world, { students: 2, assignments: 0 });
    const lesson = buildLesson(cls);
    t.world.lessons.push(lesson);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/class/attendance`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          lesson: { ...lesson, status: 'done' },
          results: students.map((s, i) => buildAttendance(lesson, s, { status: i ? 'late' : 'present' })),
        });
      }),
    );
    const { body } = await t.execute(
      `mutation ($input: MarkAttendanceInput!) {
         markAttendance(input: $input) { lesson { status } attendances { status } errors { field } } }`,
      {
        as: teacher,
        variables: {
          input: {
            lessonId: String(lesson.id),
            records: [
              { studentId: String(students[0]!.id), status: 'PRESENT' },
              { studentId: String(students[1]!.id), status: 'LATE', note: 'Kẹt xe' },
            ],
          },
        },
      },
    );
    expect(sent).toEqual({
      lesson_id: lesson.id,
      records: [
        { student_id: students[0]!.id, status: 'present' },
        { student_id: students[1]!.id, status: 'late', note: 'Kẹt xe' },
      ],
    });
    expect(body.data.markAttendance).toEqual({
      lesson: { status: 'DONE' },
      attendances: [{ status: 'PRESENT' }, { status: 'LATE' }],
      errors: [],
    });
  });

  it('names the attendance record a field error is about', async () => {
    const { teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    t.server.use(
      http.post(`${BACKEND}/class/attendance`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: { 'records.1.student_id': ['This student is not in the class'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(
      `mutation { markAttendance(input: { lessonId: "1", records: [
          { studentId: "1", status: PRESENT }, { studentId: "999", status: ABSENT }] }) { errors { field messages } } }`,
      { as: teacher },
    );
    expect(body.data.markAttendance.errors).toEqual([
      { field: 'records.1.studentId', messages: ['This student is not in the class'] },
    ]);
  });
  it('lists days off newest first when asked, as the days-off page does', async () => {
    const { cls, teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    t.world.daysOff.push(
      buildDayOff(cls, { date: '2026-01-01', reason: 'Tết Dương lịch' }),
      buildDayOff(cls, { date: '2026-11-20', reason: 'Nhà giáo' }),
    );
    t.resetCalls();
    const { body } = await t.execute(
      `query ($id: ID!) { daysOff(classId: $id, newestFirst: true, pageSize: 300) { items { date } } }`,
      { as: teacher, variables: { id: String(cls.id) } },
    );
    expect(body.errors).toBeUndefined();
    const dates = body.data.daysOff.items.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toContain('2026-11-20');
  });
});
