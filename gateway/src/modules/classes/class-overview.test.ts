import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { writeHandlers } from '../../../test/rest-writes.js';
import { seedClass, seedClassWithTimetable } from '../../../test/seed.js';
import { webOperation } from '../../../test/web-operations.js';

/** The web's class detail page as staff see it (the overview tab). */
const CLASS_DETAIL = webOperation('ClassDetailQuery').query;
const staffView = (id: number) => ({ id: String(id), today: '2026-09-07' });

describe('class overview', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  it.each([10, 40])('answers a class of %i students with the same few REST calls', async (size) => {
    const { cls, teacher } = seedClass(t.world, { students: size, assignments: 30 });
    t.resetCalls();
    const { body } = await t.execute(CLASS_DETAIL, { as: teacher, variables: staffView(cls.id) });
    expect(body.errors).toBeUndefined();
    expect(body.data.class.students).toHaveLength(size);
    expect(body.data.class.assignments).toHaveLength(30);
    expect(body.data.class.viewerCanManage).toBe(true);
    expect(t.calls.sort()).toEqual(
      [
        `GET class/${cls.id}/`,
        'GET class/exercises',
        'GET class/percent-summary',
        'GET class/students',
        'GET class/time-table/',
      ].sort(),
    );
  });

  it('computes the overview figures from the lists', async () => {
    const { cls, teacher } = seedClass(t.world, { students: 4, assignments: 2 });
    const { body } = await t.execute(CLASS_DETAIL, { as: teacher, variables: staffView(cls.id) });
    expect(body.data.class.overview).toEqual({
      activeStudents: 4,
      pendingRequests: 0,
      sessionsPassed: 6,
      numberOfSessions: 24,
      assignmentCount: 2,
      waitingScore: 2,
      attendancePercent: 83.3,
      completionPercent: 75,
      averageScore: 78.5,
    });
    expect(body.data.class.students[0]).toMatchObject({ attendanceSummary: { percent: 83.3, absent: 1 } });
    // The overview tab shows no score summary; the students tab's figures come from the same class lists.
    const summaries = await t.execute(
      'query ($id: ID!) { class(id: $id) { students { status scoreSummary { examAverage resultsCount } } } }',
      { as: teacher, variables: { id: String(cls.id) } },
    );
    expect(summaries.body.data.class.students[0]).toMatchObject({
      status: 'ACTIVE',
      scoreSummary: { examAverage: 78.5, resultsCount: 3 },
    });
  });

  it("reads, for a student's own class page, their own figures and none of the staff tab's lists", async () => {
    const { cls, student } = seedClassWithTimetable(t.world, 10);
    // The viewer's own list of classes (students/class).
    t.server.use(...writeHandlers(t.world));
    t.resetCalls();
    const { body } = await t.execute(webOperation('StudentClassQuery').query, {
      as: student,
      variables: { id: String(cls.id), today: '2026-09-07' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.class.viewerMembership.results).toHaveLength(5);
    expect(body.data.class.lessons[0].attendances).toHaveLength(1);
    expect(t.calls).not.toContain('GET class/exercises');
    // Everything under the class starts in the class's own wave; the lessons' attendance and the results'
    // assignments follow, side by side.
    expect(t.calls.slice(0, -2).sort()).toEqual(
      [
        'GET students/class',
        'GET self/',
        `GET class/${cls.id}/`,
        'GET class/percent-summary',
        'GET class/score',
        'GET class/students',
        'GET class/time-table/',
        'GET students/exercise',
      ].sort(),
    );
    expect(t.calls.slice(-2).sort()).toEqual(['GET class-exercises/', 'GET class/attendances']);
  });
});
