import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildReport, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const REPORTS = `query ($filter: ReportFilter) { reports(filter: $filter) { total items {
  id exerciseId exerciseName exerciseStore questionId questionTitle attemptId reporterName reporterEmail kind
  content language status createdAt resolvedAt resolvedByName resolutionNote } } }`;
const REPORT = `mutation ($input: ReportProblemInput!) {
  reportProblem(input: $input) { report { id kind status questionId } errors { field messages } } }`;
const RESOLVE = `mutation ($input: ResolveReportInput!) {
  resolveReport(input: $input) { report { id status resolutionNote resolvedByName } errors { field messages } } }`;

describe('reports (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('lists reports for an administrator in one call, filters passed as REST names', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    let query: URLSearchParams | undefined;
    t.server.use(
      http.get(`${BACKEND}/report/`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [buildReport()] });
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(REPORTS, {
      as: admin,
      variables: { filter: { status: 'OPEN', kind: 'WRONG_KEY', exerciseIds: ['3'], search: ' an ' } },
    });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['GET report/']);
    expect(Object.fromEntries(query!)).toMatchObject({
      status: 'open',
      kind: 'wrong_key',
      exercise_ids: '3',
      search: 'an',
    });
    expect(body.data.reports.items[0]).toEqual({
      id: '7',
      exerciseId: '3',
      exerciseName: 'IELTS Reading Practice 1',
      exerciseStore: 'COMMON',
      questionId: '11',
      questionTitle: 'Bees: True / False / Not Given',
      attemptId: '40',
      reporterName: 'Lê Văn An',
      reporterEmail: 'an@academy.test',
      kind: 'WRONG_KEY',
      content: 'Câu 2 có vẻ sai đáp án.',
      language: 'VI',
      status: 'OPEN',
      createdAt: '2026-09-07T13:45:00.000Z',
      resolvedAt: null,
      resolvedByName: null,
      resolutionNote: '',
    });
  });

  it('sends a report with REST names, OTHER when no kind is given', async () => {
    const student = buildUser();
    t.world.users.push(student);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/report/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(buildReport({ kind: 'other', question: null }), { status: 201 });
      }),
    );
    const { body } = await t.execute(REPORT, {
      as: student,
      variables: { input: { exerciseId: '3', attemptId: '40', content: 'Âm thanh bị rè.' } },
    });
    expect(sent).toEqual({
      exercise_id: 3,
      question_id: null,
      attempt_id: 40,
      kind: 'other',
      content: 'Âm thanh bị rè.',
    });
    expect(body.data.reportProblem).toEqual({
      report: { id: '7', kind: 'OTHER', status: 'OPEN', questionId: null },
      errors: [],
    });
  });

  it('answers an empty report and an unseen exercise as field errors under the input’s names', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    t.server.use(
      http.post(`${BACKEND}/report/`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: {
              content: ['Describe the problem so that the academy can fix it'],
              exercise_id: ['This exercise does not exist or is not one you can see'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(REPORT, {
      as: teacher,
      variables: { input: { exerciseId: '99', content: '' } },
    });
    expect(body.data.reportProblem).toEqual({
      report: null,
      errors: [
        { field: 'content', messages: ['Describe the problem so that the academy can fix it'] },
        { field: 'exerciseId', messages: ['This exercise does not exist or is not one you can see'] },
      ],
    });
  });

  it('resolves with the note, and a report resolved meanwhile is an error on the input as a whole', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/report/:id/resolve`, async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        return HttpResponse.json(
          buildReport({
            status: 'resolved',
            resolved_at: '2026-09-08T02:00:00.000Z',
            resolved_by: { id: admin.id, name: 'Quản trị viên' },
            resolution_note: 'Đã sửa đáp án.',
          }),
        );
      }),
    );
    const { body } = await t.execute(RESOLVE, {
      as: admin,
      variables: { input: { id: '7', note: 'Đã sửa đáp án.' } },
    });
    expect(sent).toEqual({ id: '7', body: { note: 'Đã sửa đáp án.' } });
    expect(body.data.resolveReport.report).toEqual({
      id: '7',
      status: 'RESOLVED',
      resolutionNote: 'Đã sửa đáp án.',
      resolvedByName: 'Quản trị viên',
    });

    t.server.use(
      http.post(`${BACKEND}/report/:id/resolve`, () =>
        HttpResponse.json(
          {
            code: 409,
            message: 'This report has already been resolved',
            errors: { non_field_errors: ['This report has already been resolved'] },
          },
          { status: 409 },
        ),
      ),
    );
    const again = await t.execute(RESOLVE, { as: admin, variables: { input: { id: '7' } } });
    expect(again.body.data.resolveReport).toEqual({
      report: null,
      errors: [{ field: null, messages: ['This report has already been resolved'] }],
    });
  });

  it('keeps the list and resolving to administrators, reporting to everyone else, before any REST call', async () => {
    const admin = buildAdmin();
    const others = [buildTeacher(), buildUser(), buildUser({ role: 4 })];
    t.world.users.push(admin, ...others);
    t.resetCalls();
    for (const user of others) {
      for (const [query, variables] of [
        [REPORTS, {}],
        [RESOLVE, { input: { id: '7' } }],
      ] as const) {
        const { body } = await t.execute(query, { as: user, variables });
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    const { body } = await t.execute(REPORT, {
      as: admin,
      variables: { input: { exerciseId: '3', content: 'x' } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.execute(REPORTS);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(t.calls).toEqual([]);
  });
});
