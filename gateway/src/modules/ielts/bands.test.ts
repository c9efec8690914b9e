import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { noBands, page, registration, MARK, PUBLISH, CORRECT, task } from '../../../test/ielts-fixtures.js';
import { BACKEND } from '../../../test/rest-backend.js';

describe('IELTS bands (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('sends band marking to REST for examiners and administrators, never for teachers or candidates', async () => {
    const examiner = buildUser({ role: 4 });
    const teacher = buildTeacher();
    const student = buildUser();
    t.world.users.push(examiner, teacher, student);
    const input = {
      registrationId: '51',
      writingTask1: task,
      writingTask2: { ...task, taskAchievement: 7 },
      speaking: { fluencyCoherence: 7, lexicalResource: 7, grammaticalRange: 6, pronunciation: 7 },
    };
    for (const as of [teacher, student]) {
      t.resetCalls();
      const { body } = await t.execute(MARK, { as, variables: { input } });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(t.calls).toEqual([]);
    }
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/ielt/51/mark`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          registration(51, 101, { status: 'marked', bands: { ...noBands, writing: 6.5, overall: 7 } }),
        );
      }),
    );
    const { body } = await t.execute(MARK, { as: examiner, variables: { input } });
    expect(sent).toEqual({
      writing_task1: {
        task_achievement: 6,
        coherence_cohesion: 6,
        lexical_resource: 7,
        grammatical_range: 6,
      },
      writing_task2: {
        task_achievement: 7,
        coherence_cohesion: 6,
        lexical_resource: 7,
        grammatical_range: 6,
      },
      speaking: { fluency_coherence: 7, lexical_resource: 7, grammatical_range: 6, pronunciation: 7 },
    });
    expect(body.data.markIeltsRegistration).toEqual({
      registration: { id: '51', status: 'MARKED', bands: { overall: 7, writing: 6.5 } },
      errors: [],
    });
  });

  it('publishes draft bands through REST and answers the second-examiner refusal as the field error', async () => {
    const examiner = buildUser({ role: 4 });
    const student = buildUser();
    t.world.users.push(examiner, student);
    const input = { registrationId: '51' };
    t.resetCalls();
    const refused = await t.execute(PUBLISH, { as: student, variables: { input } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
    let answer: 'ok' | 'own' = 'own';
    t.server.use(
      http.post(`${BACKEND}/ielt/51/publish`, () =>
        answer === 'own'
          ? HttpResponse.json(
              {
                code: 'ielts_publish_by_second',
                message: 'Another examiner must publish the bands you drafted',
                errors: { registration_id: ['Another examiner must publish the bands you drafted'] },
              },
              { status: 409 },
            )
          : HttpResponse.json(
              registration(51, 101, {
                status: 'marked',
                band_state: 'published',
                marked_at: '2026-12-06T03:00:00.000Z',
              }),
            ),
      ),
    );
    const own = await t.execute(PUBLISH, { as: examiner, variables: { input } });
    expect(own.body.data.publishIeltsBands).toEqual({
      registration: null,
      errors: [
        { field: 'registrationId', messages: ['Another examiner must publish the bands you drafted'] },
      ],
    });
    answer = 'ok';
    const done = await t.execute(PUBLISH, { as: examiner, variables: { input } });
    expect(done.body.data.publishIeltsBands).toEqual({
      registration: {
        id: '51',
        status: 'MARKED',
        bandState: 'PUBLISHED',
        markedAt: '2026-12-06T03:00:00.000Z',
      },
      errors: [],
    });
  });

  it('sends a correction with its reason and answers the record', async () => {
    const examiner = buildUser({ role: 4 });
    t.world.users.push(examiner);
    let sent: { reason?: string; listening_raw?: number } = {};
    const set = (raw: number, band: number) => ({
      listening_raw: raw,
      reading_raw: 30,
      listening: band,
      reading: 7,
      writing: 6.5,
      speaking: 7,
      overall: 7,
    });
    t.server.use(
      http.post(`${BACKEND}/ielt/51/correct`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(
          registration(51, 101, {
            status: 'marked',
            band_state: 'published',
            bands: { ...noBands, listening: 6 },
            corrections: [
              {
                id: 4,
                corrected_by: { id: examiner.id, name: 'Giám khảo Hà' },
                corrected_at: '2026-12-07T03:00:00.000Z',
                reason: 'Re-counted',
                before: set(35, 8),
                after: set(23, 6),
              },
            ],
          }),
        );
      }),
    );
    const input = {
      registrationId: '51',
      writingTask1: task,
      writingTask2: task,
      listeningRaw: 23,
      reason: 'Re-counted',
    };
    const { body } = await t.execute(CORRECT, { as: examiner, variables: { input } });
    expect(sent).toMatchObject({ listening_raw: 23, reason: 'Re-counted' });
    expect(body.data.correctIeltsBands.registration).toEqual({
      id: '51',
      bandState: 'PUBLISHED',
      bands: { listening: 6 },
      bandCorrections: [
        {
          id: '4',
          correctedByName: 'Giám khảo Hà',
          correctedAt: '2026-12-07T03:00:00.000Z',
          reason: 'Re-counted',
          before: { listeningRaw: 35, listening: 8 },
          after: { listeningRaw: 23, listening: 6 },
        },
      ],
    });
  });

  it('asks REST for the drafts to finish when the list is filtered by DRAFT', async () => {
    const examiner = buildUser({ role: 4 });
    t.world.users.push(examiner);
    let asked: string | null = null;
    t.server.use(
      http.get(`${BACKEND}/ielt/`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('band_state');
        return HttpResponse.json(
          page([registration(51, 101, { status: 'unfinished', band_state: 'draft' })]),
        );
      }),
    );
    const { body } = await t.execute(
      `{ ieltsRegistrations(filter: { bandState: DRAFT }) { items { id status bandState } } }`,
      { as: examiner },
    );
    expect(body.errors).toBeUndefined();
    expect(asked).toBe('draft');
    expect(body.data.ieltsRegistrations.items).toEqual([
      { id: '51', status: 'UNFINISHED', bandState: 'DRAFT' },
    ]);
  });
});
