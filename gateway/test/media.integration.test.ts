import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeacher, buildStudent } from '../../backend/src/test/factories.js';
import { createHttpApp } from '../src/http.js';
import { createGateway, type Gateway } from '../src/server.js';
import { listen, startRealBackend } from './real-backend.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The web's path for a file: multipart through the gateway's pass-through to the real backend, the medium
 * read back through GraphQL, and its link fetched through the gateway again (no token, a Range for audio).
 */
describe('media through the gateway and the real backend', () => {
  let backend: Awaited<
    ReturnType<typeof startRealBackend<{ teacher: { email: string }; student: { email: string } }>>
  >;
  let gateway: Gateway;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    backend = await startRealBackend(async (db) => ({
      teacher: await buildTeacher(db, { email: 'lan.media@academy.test' }),
      student: await buildStudent(db, { email: 'an.media@academy.test' }),
    }));
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
    server = http.createServer(createHttpApp(gateway, { backendUrl: backend.backendUrl }));
    base = await listen(server);
  });
  afterAll(async () => {
    server?.close();
    await gateway?.server.stop();
    await backend?.stop();
  });

  const upload = async (token: string, file: Blob, name: string, accept: string) => {
    const form = new FormData();
    form.append('accept', accept);
    form.append('file', file, name);
    return fetch(`${base}/lms-backend/api/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'vi' },
      body: form,
    });
  };

  it('stores a picture, answers it in GraphQL and serves its bytes at its link', async () => {
    const token = await backend.token(backend.seeded.teacher, 'teacher');
    const res = await upload(token, new Blob([PNG], { type: 'image/png' }), 'Sơ đồ phòng thi.png', 'image');
    expect(res.status).toBe(201);
    const stored = (await res.json()) as { id: number; url: string };

    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `{ media(id: "${stored.id}") { kind mimeType url originalName size } }`,
      }),
    });
    const { data } = (await graphql.json()) as { data: { media: Record<string, unknown> } };
    expect(data.media).toEqual({
      kind: 'IMG',
      mimeType: 'image/png',
      url: stored.url,
      originalName: 'Sơ đồ phòng thi.png',
      size: PNG.length,
    });

    const file = await fetch(`${base}${stored.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const part = await fetch(`${base}${stored.url}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(PNG.subarray(0, 8))).toBe(true);
  });

  it('passes the backend’s 415 through in the user’s language', async () => {
    const token = await backend.token(backend.seeded.student, 'student');
    const res = await upload(token, new Blob(['not a recording']), 'speaking.mp3', 'mp3');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ message: 'Chỉ chấp nhận tệp mp3' });
  });
});
