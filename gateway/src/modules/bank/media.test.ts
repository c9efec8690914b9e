import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildMedia, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('media through GraphQL', () => {
  let t: TestGateway;
  const picture = buildMedia({ id: 7, original_name: 'Bản đồ Hà Nội.png', size: 5120 });
  const recording = buildMedia({
    id: 8,
    kind: 'audio',
    mime_type: 'audio/mpeg',
    original_name: 'Part 1 - hotel booking.mp3',
    size: 48213,
    url: `/lms-backend/api/upload/8/file?exp=1775008800&sig=${'c'.repeat(43)}`,
  });
  let asked: string[] = [];

  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  const serveMedia = () =>
    t.server.use(
      http.get(`${BACKEND}/upload/`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids')!;
        asked.push(ids);
        const wanted = ids.split(',').map(Number);
        return HttpResponse.json(page([picture, recording].filter((m) => wanted.includes(m.id))));
      }),
    );

  it('answers media(id) with its link, name and size, several in one upload/?ids= call', async () => {
    const student = buildUser({ role: 1 });
    t.world.users.push(student);
    serveMedia();
    asked = [];
    t.resetCalls();
    const { body } = await t.execute(
      `{
        a: media(id: "7") { id kind mimeType url originalName size }
        b: media(id: "8") { id kind mimeType url originalName size }
        c: media(id: "999") { id }
      }`,
      { as: student },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.a).toEqual({
      id: '7',
      kind: 'IMG',
      mimeType: 'image/png',
      url: picture.url,
      originalName: 'Bản đồ Hà Nội.png',
      size: 5120,
    });
    expect(body.data.b).toMatchObject({ kind: 'AUDIO', mimeType: 'audio/mpeg', size: 48213 });
    expect(body.data.b.url).toMatch(/^\/lms-backend\/api\/upload\/8\/file\?exp=/);
    expect(body.data.c).toBeNull();
    expect(t.calls.filter((c) => c === 'GET upload/')).toHaveLength(1);
    expect(asked).toEqual(['7,8,999']);
  });

  it('is refused to a caller who is not signed in, before any REST call', async () => {
    t.resetCalls();
    const { body } = await t.execute(`{ media(id: "7") { id url } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(t.calls).toEqual([]);
  });

  it('refuses an id that is not a number as bad input', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    const { body } = await t.execute(`{ media(id: "abc") { id } }`, { as: teacher });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
