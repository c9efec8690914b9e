import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExamClass } from '../../backend/src/test/exams.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { COMMUNITY_BUDGETS, type CommunityIds } from '../../gateway/test/community-budgets.js';
import { executeHttp } from '../../gateway/test/gateway.js';
import { startRealBackend } from './real-backend.js';
import { webOperation } from '../../gateway/test/web-operations.js';

type Seeded = Awaited<ReturnType<typeof buildExamClass>>;
const ROLE = { student: 'student', teacher: 'teacher', admin: 'admin' } as const;

/**
 * Issue 15 through the gateway and the real backend: the web's operations for reports, feedback and the
 * knowledge base within their REST budgets, an anonymous author kept from the teacher but not from
 * administrators, and the refusals of the permission matrix before any REST call.
 */
describe('reports, feedback and knowledge through the gateway and the real backend', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<Seeded>>>;
  let gateway: Gateway;

  beforeAll(async () => {
    backend = await startRealBackend(buildExamClass);
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
  }, 120_000);
  afterAll(async () => {
    await gateway?.server.stop();
    await backend?.stop();
  });

  async function run(query: string, variables: Record<string, unknown>, as: keyof typeof ROLE) {
    const s = backend.seeded;
    const user = as === 'student' ? s.student : as === 'teacher' ? s.teacher : s.admin;
    const token = await backend.token(user, ROLE[as]);
    const before = backend.requests().length;
    const { body } = await executeHttp(
      gateway,
      { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
      { query, variables },
    );
    return { body, calls: backend.requests().slice(before) };
  }

  it('runs every page operation within its budget, in the order the pages run them', async () => {
    const s = backend.seeded;
    const ids: CommunityIds = {
      classId: String(s.cls.id),
      exerciseId: String(s.exercise.id),
      questionId: String(s.parts.choice.questionId),
      feedbackId: '',
      reportId: '',
      articleId: '',
    };
    const measured: Record<string, number> = {};
    for (const [name, spec] of COMMUNITY_BUDGETS) {
      const { body, calls } = await run(webOperation(name).query, spec.variables?.(ids) ?? {}, spec.as);
      expect(body.errors, name).toBeUndefined();
      const payload = Object.values(body.data as Record<string, { errors?: unknown[] } | null>)[0];
      if (payload && 'errors' in payload) expect(payload.errors, name).toEqual([]);
      spec.keep?.(body.data, ids);
      measured[name] = calls.length;
      expect(calls.length, `${name}: ${calls.join(', ')}`).toBeLessThanOrEqual(spec.budget);
    }
    console.table(measured);
  });

  it('hides an anonymous author from the class’s teacher, not from administrators', async () => {
    const query = `query ($ids: [ID!]) { feedbacks(filter: { classIds: $ids }) { items { anonymous authorName authorEmail content } } }`;
    const variables = { ids: [String(backend.seeded.cls.id)] };
    const teacher = await run(query, variables, 'teacher');
    const [seen] = teacher.body.data.feedbacks.items;
    expect(seen).toMatchObject({ anonymous: true, authorName: null, authorEmail: null });
    expect(JSON.stringify(teacher.body)).not.toContain(backend.seeded.student.email);
    const admin = await run(query, variables, 'admin');
    expect(admin.body.data.feedbacks.items[0]).toMatchObject({
      anonymous: true,
      authorName: 'Lê Văn An',
      authorEmail: backend.seeded.student.email,
    });
  });

  it('answers bad input as field errors in the caller’s words', async () => {
    const s = backend.seeded;
    const feedback = await run(
      `mutation ($input: CreateFeedbackInput!) { createFeedback(input: $input) { feedback { id } errors { field messages } } }`,
      { input: { classId: String(s.otherClass.id), rating: 6, content: ' ' } },
      'student',
    );
    expect(feedback.body.data.createFeedback.errors).toEqual([
      { field: 'rating', messages: ['Choose a rating from 1 to 5 stars'] },
      { field: 'content', messages: ['Write a few words about the class'] },
    ]);
    const report = await run(
      `mutation ($input: ReportProblemInput!) { reportProblem(input: $input) { report { id } errors { field messages } } }`,
      { input: { exerciseId: '999999', content: 'Broken' } },
      'student',
    );
    expect(report.body.data.reportProblem.errors).toEqual([
      { field: 'exerciseId', messages: ['This exercise does not exist or is not one you can see'] },
    ]);
  });

  it('refuses what the matrix refuses before any REST call', async () => {
    const before = backend.requests().length;
    const list = await run('{ reports { total } }', {}, 'teacher');
    expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await run(
      `mutation { createFeedback(input: { classId: "1", rating: 5, content: "x" }) { errors { field } } }`,
      {},
      'teacher',
    );
    expect(write.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(backend.requests().length).toBe(before);
  });
});
