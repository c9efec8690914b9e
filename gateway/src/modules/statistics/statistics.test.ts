import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import type { RestStatistics } from '../../rest/types.js';

const STATISTICS = `query ($filter: StatisticsFilter) { statistics(filter: $filter) {
  from to
  studentsByStatus { courseId courseName status students }
  classesByMonth { month running starting ending }
  attendanceByClass { classId className present late absent excused total rate }
  attendanceByMonth { month rate total }
  scoreDistribution { kind band attempts }
  passRates { kind classId className passed failed passRate averagePercent }
  markingBacklog { markerId markerName markerEmail role waiting under2Days from2To7Days over7Days oldestDays averageDays }
} }`;

const figures: RestStatistics = {
  from: '2026-01-01',
  to: '2026-03-31',
  students_by_status: [{ course_id: 3, course_name: 'IELTS 6.5', status: 'active', students: 12 }],
  classes_by_month: [{ month: '2026-01', running: 4, starting: 1, ending: 0 }],
  attendance_by_class: [
    { class_id: 7, class_name: 'Lớp A1', present: 8, late: 1, absent: 1, excused: 0, total: 10, rate: 90 },
  ],
  attendance_by_month: [
    { month: '2026-02', present: 8, late: 1, absent: 1, excused: 0, total: 10, rate: 90 },
  ],
  score_distribution: [{ kind: 'test', band: 8, attempts: 5 }],
  pass_rates: [
    {
      kind: 'home_work',
      class_id: 7,
      class_name: 'Lớp A1',
      passed: 3,
      failed: 1,
      pass_rate: 75,
      average_percent: 68.5,
    },
  ],
  ielts_registrations: [
    {
      exam_date_id: 11,
      exam_date: '2026-02-14',
      shift: 'morning',
      skill_package: '3_skills',
      unpaid: 1,
      unfinished: 2,
      unmarked: 3,
      marked: 4,
      canceled: 1,
      total: 11,
    },
  ],
  ielts_bands: [{ skill: 'overall', band: 6.5, candidates: 7 }],
  ielts_revenue: [
    {
      month: '2026-02',
      payments: 3,
      gross: 14_250_000,
      discounts: 475_000,
      net: 13_775_000,
      refunds: 1,
      refunded_amount: 4_750_000,
    },
  ],
  promotion_usage: [
    {
      promotion_code_id: 9,
      code: 'SPRING10',
      title: 'Ưu đãi mùa xuân',
      uses: 2,
      paid: 1,
      max_uses: null,
      used_count: 5,
      discount_total: 475_000,
    },
  ],
  marking_backlog: [
    {
      marker_id: 5,
      marker_name: 'Ngô Thu Hà',
      marker_email: 'ha@academy.test',
      role: 'specialize',
      waiting: 4,
      under_2_days: 1,
      from_2_to_7_days: 2,
      over_7_days: 1,
      oldest_days: 9.5,
      average_days: 4.2,
    },
  ],
};

const IELTS = `query ($filter: StatisticsFilter) { statistics(filter: $filter) {
  from
  scoreDistribution { kind band attempts }
  ieltsRegistrations { examDateId examDate shift skillPackage unpaid unfinished unmarked marked canceled total }
  ieltsBands { skill band candidates }
  ieltsRevenue { month payments gross discounts net refunds refundedAmount }
  promotionUsage { promotionCodeId code title uses paid maxUses usedCount discountTotal }
} }`;

describe('statistics (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('answers every figure from one REST call, filters in REST names', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    let query: URLSearchParams | undefined;
    t.server.use(
      http.get(`${BACKEND}/users/statistics/`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(figures);
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(STATISTICS, {
      as: admin,
      variables: { filter: { from: '2026-01-01', to: '2026-03-31', classId: '7', courseId: '3' } },
    });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['GET users/statistics/']);
    expect(Object.fromEntries(query!)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      class_id: '7',
      course_id: '3',
    });
    const s = body.data.statistics;
    expect(s.studentsByStatus).toEqual([
      { courseId: '3', courseName: 'IELTS 6.5', status: 'ACTIVE', students: 12 },
    ]);
    expect(s.attendanceByClass[0]).toMatchObject({ classId: '7', className: 'Lớp A1', rate: 90 });
    expect(s.scoreDistribution).toEqual([{ kind: 'TEST', band: 8, attempts: 5 }]);
    expect(s.passRates[0]).toEqual({
      kind: 'HOME_WORK',
      classId: '7',
      className: 'Lớp A1',
      passed: 3,
      failed: 1,
      passRate: 75,
      averagePercent: 68.5,
    });
    expect(s.markingBacklog[0]).toEqual({
      markerId: '5',
      markerName: 'Ngô Thu Hà',
      markerEmail: 'ha@academy.test',
      role: 'SPECIALIZE',
      waiting: 4,
      under2Days: 1,
      from2To7Days: 2,
      over7Days: 1,
      oldestDays: 9.5,
      averageDays: 4.2,
    });
  });

  it('lets teachers through to the backend, which scopes their classes', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    t.server.use(http.get(`${BACKEND}/users/statistics/`, () => HttpResponse.json(figures)));
    const { body } = await t.execute(STATISTICS, { as: teacher });
    expect(body.errors).toBeUndefined();
    expect(body.data.statistics.from).toBe('2026-01-01');
  });

  it('answers the IELTS figures to administrators, in the schema’s names and enums', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.server.use(http.get(`${BACKEND}/users/statistics/`, () => HttpResponse.json(figures)));
    t.resetCalls();
    const { body } = await t.execute(IELTS, { as: admin });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['GET users/statistics/']);
    const s = body.data.statistics;
    expect(s.ieltsRegistrations).toEqual([
      {
        examDateId: '11',
        examDate: '2026-02-14',
        shift: 'MORNING',
        skillPackage: 'THREE_SKILLS',
        unpaid: 1,
        unfinished: 2,
        unmarked: 3,
        marked: 4,
        canceled: 1,
        total: 11,
      },
    ]);
    expect(s.ieltsBands).toEqual([{ skill: 'OVERALL', band: 6.5, candidates: 7 }]);
    expect(s.ieltsRevenue).toEqual([
      {
        month: '2026-02',
        payments: 3,
        gross: 14_250_000,
        discounts: 475_000,
        net: 13_775_000,
        refunds: 1,
        refundedAmount: 4_750_000,
      },
    ]);
    expect(s.promotionUsage).toEqual([
      {
        promotionCodeId: '9',
        code: 'SPRING10',
        title: 'Ưu đãi mùa xuân',
        uses: 2,
        paid: 1,
        maxUses: null,
        usedCount: 5,
        discountTotal: 475_000,
      },
    ]);
  });

  it('refuses the IELTS figures to teachers (@auth), field by field, the rest answered', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    const {
      ielts_registrations: _r,
      ielts_bands: _b,
      ielts_revenue: _m,
      promotion_usage: _p,
      ...scoped
    } = figures;
    t.server.use(http.get(`${BACKEND}/users/statistics/`, () => HttpResponse.json(scoped)));
    const { body } = await t.execute(IELTS, { as: teacher });
    expect(body.errors?.map((e) => e.path?.join('.')).sort()).toEqual([
      'statistics.ieltsBands',
      'statistics.ieltsRegistrations',
      'statistics.ieltsRevenue',
      'statistics.promotionUsage',
    ]);
    expect(body.errors?.every((e) => e.extensions?.code === 'FORBIDDEN')).toBe(true);
    const s = body.data.statistics;
    expect(s.scoreDistribution).toEqual([{ kind: 'TEST', band: 8, attempts: 5 }]);
    expect([s.ieltsRegistrations, s.ieltsBands, s.ieltsRevenue, s.promotionUsage]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('refuses students and examiners before any REST call', async () => {
    for (const role of [1, 4]) {
      const user = buildUser({ role });
      t.world.users.push(user);
      t.resetCalls();
      const { body } = await t.execute(STATISTICS, { as: user });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(t.calls.filter((c) => c.includes('statistics'))).toEqual([]);
    }
  });

  it('passes the backend’s field errors on (an end before the start)', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.server.use(
      http.get(`${BACKEND}/users/statistics/`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: { to: ['The end date cannot be before the start date'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(STATISTICS, {
      as: admin,
      variables: { filter: { from: '2026-03-31', to: '2026-01-01' } },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', messages: ['The end date cannot be before the start date'] }],
    });
  });

  it('refuses a malformed class id without calling the backend', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.resetCalls();
    const { body } = await t.execute(STATISTICS, { as: admin, variables: { filter: { classId: 'abc' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(t.calls.filter((c) => c.includes('statistics'))).toEqual([]);
  });
});
