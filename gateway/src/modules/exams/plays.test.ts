import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLAY, restAttempt } from '../../../test/attempts.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedClass } from '../../../test/seed.js';

describe('listening plays through GraphQL (msw-mocked REST; issue 30 point 3)', () => {
  let t: TestGateway;
  let seeded: ReturnType<typeof seedClass>;
  beforeAll(async () => {
    t = await createTestGateway();
    seeded = seedClass(t.world, { students: 2, assignments: 1 });
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());
  const student = () => seeded.students[0]!;

  it('starts a clip’s play in one REST call; a refused one answers the plays as they stand', async () => {
    const play = {
      media_id: 9,
      limit: 1,
      used: 1,
      started_at: '2026-11-25T10:04:00.000Z',
      ends_at: '2026-11-25T10:04:20.000Z',
      running: true,
    };
    // The clip with its link while the play runs (the attempt's content carries none before it).
    const clipMedia = {
      id: 9,
      kind: 'audio',
      mime_type: 'audio/mpeg',
      size: 1000,
      original_name: 'part1.mp3',
      url: '/lms-backend/api/upload/9/file?exp=1795600000&sig=s',
      owner_id: null,
      created_at: '2026-11-01T00:00:00.000Z',
    };
    let body: unknown = null;
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/plays`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { ...play, media: clipMedia, server_now: '2026-11-25T10:04:05.000Z' },
          { status: 201 },
        );
      }),
    );
    t.resetCalls();
    const started = await t.execute(PLAY, {
      as: student(),
      variables: { input: { attemptId: '7', mediaId: '9' } },
    });
    expect(body).toEqual({ media_id: 9 });
    expect(started.body.data.startClipPlay).toEqual({
      plays: {
        mediaId: '9',
        limit: 1,
        used: 1,
        startedAt: play.started_at,
        endsAt: play.ends_at,
        running: true,
      },
      media: { id: '9', kind: 'AUDIO', url: clipMedia.url },
      serverNow: '2026-11-25T10:04:05.000Z',
      errors: [],
    });
    expect(t.calls).toEqual(['POST user-exam/7/plays']);

    const message = 'This recording has been played as many times as the test allows';
    const spent = restAttempt(seeded);
    spent.exercise.questions[0] = {
      ...spent.exercise.questions[0]!,
      media: null,
      plays: { ...play, running: false },
    };
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/plays`, () =>
        HttpResponse.json({ code: 409, message, errors: { media_id: [message] } }, { status: 409 }),
      ),
      http.get(`${BACKEND}/user-exam/:id`, () => HttpResponse.json(spent)),
    );
    t.resetCalls();
    const refused = await t.execute(PLAY, {
      as: student(),
      variables: { input: { attemptId: '7', mediaId: '9' } },
    });
    expect(refused.body.data.startClipPlay).toEqual({
      plays: expect.objectContaining({ mediaId: '9', used: 1, running: false }),
      media: null,
      serverNow: '2026-11-25T10:05:00.000Z',
      errors: [{ field: 'mediaId', messages: [message] }],
    });
    expect(t.calls).toEqual(['POST user-exam/7/plays', 'GET user-exam/7']);
  });
});
