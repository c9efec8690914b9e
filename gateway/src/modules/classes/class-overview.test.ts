import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { seedClass } from '../../../test/seed.js';
import { webOperation } from '../../../test/web-operations.js';

/** The web's class detail page as staff see it (the overview tab). */
const CLASS_DETAIL = webOperation('ClassDetailQuery').query;
const staffView = (id: number) => ({ id: String(id), staff: true, today: '2026-09-07' });

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

  it("starts, for a student, their own figures with the class and none of the staff tab's lists", async () => {
    const { cls, students } = seedClass(t.world, { students: 10, assignments: 3 });
    t.resetCalls();
    const { body } = await t.execute(CLASS_DETAIL, {
      as: students[0]!,
      variables: { id: String(cls.id), staff: false, today: '2026-09-07' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.class.viewerMembership.results).toHaveLength(3);
    expect(t.calls).not.toContain('GET class/exercises');
    // Everything under the class starts in the class's own wave; only the results' assignments follow.
    expect(t.calls.slice(0, -1).sort()).toEqual(
      [
        `GET class/${cls.id}/`,
        'GET class/percent-summary',
        'GET class/students',
        'GET class/time-table/',
        'GET students/exercise',
        'GET users/score/',
      ].sort(),
    );
    expect(t.calls.at(-1)).toBe('GET class-exercises/');
  });
});
