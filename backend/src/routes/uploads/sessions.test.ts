import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildStudent, buildTeacher } from '../../test/factories.js';
import { PNG, wav } from '../../test/media-files.js';
import { SESSION_TTL_MS, sessionsDir, sweepSessions } from './sessions-store.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

const LIMITS = { img: 4096, audio: 16384 };
const RECORDING = wav(4000); // 8,044 bytes

let t: TestContext;
let dir: string;
let student: UserRow, classmate: UserRow, teacher: UserRow;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lms-upload-sessions-test-'));
  t = await createTestContext({ uploadDir: dir, uploadLimits: LIMITS });
  student = await buildStudent(t.db);
  classmate = await buildStudent(t.db);
  teacher = await buildTeacher(t.db);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const start = (user: UserRow | null, payload: object, lang = 'en') =>
  t.api(user, { method: 'POST', url: 'upload/sessions/', payload, headers: { 'accept-language': lang } });
const status = (user: UserRow | null, id: string) =>
  t.api(user, { method: 'GET', url: `upload/sessions/${id}/` });
const chunk = (user: UserRow | null, id: string, offset: number | null, bytes: Buffer, lang = 'en') =>
  t.api(user, {
    method: 'PATCH',
    url: `upload/sessions/${id}/`,
    payload: bytes,
    headers: {
      'content-type': 'application/offset+octet-stream',
      'accept-language': lang,
      ...(offset === null ? {} : { 'upload-offset': String(offset) }),
    },
  });
const recording = () => start(student, { accept: 'audio', size: RECORDING.length, name: 'answer-7.wav' });

describe('resumable uploads (upload/sessions/)', () => {
  it('takes a file in chunks, tells the offset, and stores it like upload/ on the last byte', async () => {
    const created = await recording();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      accept: 'audio',
      size: RECORDING.length,
      name: 'answer-7.wav',
      offset: 0,
      chunk_size: 256 * 1024,
      media: null,
    });
    const { id } = created.body;
    expect((await chunk(student, id, 0, RECORDING.subarray(0, 3000))).body.offset).toBe(3000);
    expect((await status(student, id)).body.offset).toBe(3000);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `${API_PREFIX}/upload/sessions/${id}/`,
      headers: { authorization: `Bearer ${await t.tokenFor(student)}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('3000');
    expect((await chunk(student, id, 3000, RECORDING.subarray(3000, 6000))).body.offset).toBe(6000);
    const last = await chunk(student, id, 6000, RECORDING.subarray(6000));
    expect(last.status).toBe(201);
    expect(last.body.offset).toBe(RECORDING.length);
    expect(last.body.media).toMatchObject({
      kind: 'audio',
      mime_type: 'audio/wav',
      size: RECORDING.length,
      original_name: 'answer-7.wav',
      owner_id: student.id,
    });
    // A client that lost the last answer asks again and finds the medium.
    expect((await status(student, id)).body.media.id).toBe(last.body.media.id);
    const file = await t.app.inject({ method: 'GET', url: last.body.media.url });
    expect(file.rawPayload.equals(RECORDING)).toBe(true);
    expect((await readdir(sessionsDir(dir))).filter((n) => n.startsWith(id))).toEqual([`${id}.json`]);
  });

  it('keeps the bytes of a chunk broken off mid-way and resumes from them', async () => {
    const { id } = (await recording()).body;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const token = await t.tokenFor(student);
    // 5,000 bytes announced, 2,500 sent and received, then the connection drops (a phone losing its network).
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: `${API_PREFIX}/upload/sessions/${id}/`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/offset+octet-stream',
        'content-length': 5000,
        'upload-offset': '0',
      },
    });
    const closed = new Promise((resolve) => req.on('close', resolve));
    req.on('error', () => undefined);
    req.write(RECORDING.subarray(0, 2500));
    await expect.poll(async () => (await status(student, id)).body.offset).toBe(2500);
    req.destroy();
    await closed;
    // The next chunk starts at the server's offset (retried while the broken one is still being closed).
    await expect
      .poll(async () => (await chunk(student, id, 2500, RECORDING.subarray(2500))).status)
      .toBe(201);
    const done = await status(student, id);
    expect(done.body.media).toMatchObject({ size: RECORDING.length, mime_type: 'audio/wav' });
    const file = await t.app.inject({ method: 'GET', url: done.body.media.url });
    expect(file.rawPayload.equals(RECORDING)).toBe(true);
  });

  it('refuses a chunk at the wrong offset with 409 and the offset it holds', async () => {
    const { id } = (await recording()).body;
    await chunk(student, id, 0, RECORDING.subarray(0, 1000));
    for (const offset of [0, 999, 1001, 5000]) {
      const res = await chunk(student, id, offset, RECORDING.subarray(offset, offset + 10));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 409, offset: 1000 });
      expect(res.body.errors['upload-offset'][0]).toMatch(/continue from the offset/);
    }
    expect((await status(student, id)).body.offset).toBe(1000);
  });

  it('takes one of two chunks sent at once at the same offset, and refuses the other with 409', async () => {
    const { id } = (await recording()).body;
    const both = await Promise.all([
      chunk(student, id, 0, RECORDING.subarray(0, 1000)),
      chunk(student, id, 0, RECORDING.subarray(0, 1000)),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await status(student, id)).body.offset).toBe(1000);
  });

  it("hides another user's session (404) and asks for a sign-in (401)", async () => {
    const { id } = (await recording()).body;
    expect((await status(classmate, id)).status).toBe(404);
    expect((await chunk(classmate, id, 0, RECORDING.subarray(0, 100))).status).toBe(404);
    expect((await t.api(teacher, { method: 'DELETE', url: `upload/sessions/${id}/` })).status).toBe(404);
    expect((await status(student, id)).body.offset).toBe(0);
    expect((await status(student, '3f1e6c1a-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await status(null, id)).status).toBe(401);
    expect((await start(null, { accept: 'audio', size: 10 })).status).toBe(401);
  });

  it('refuses a file over its limit at the start (413), and bytes past the announced size (400)', async () => {
    const big = await start(student, { accept: 'audio', size: LIMITS.audio + 1 });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(
      `The audio file is too large (at most ${Math.round((LIMITS.audio / 1048576) * 10) / 10} MB)`,
    );
    const image = await start(student, { accept: 'image', size: LIMITS.img + 1 }, 'vi');
    expect(image.status).toBe(413);
    expect(image.body.errors.size[0]).toMatch(/^Ảnh quá lớn/);
    const { id } = (await start(student, { accept: 'audio', size: 100 })).body;
    const past = await chunk(student, id, 0, RECORDING.subarray(0, 101));
    expect(past.status).toBe(400);
    expect(past.body.errors['content-length'][0]).toMatch(/More bytes than the size announced/);
    expect((await status(student, id)).body.offset).toBe(0);
  });

  it('runs the content check of upload/ on the last byte: wrong content 415, and the session is gone', async () => {
    const { id } = (await start(student, { accept: 'audio', size: PNG.length, name: 'answer.wav' })).body;
    const res = await chunk(student, id, 0, PNG);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 415, message: 'Audio only', errors: { file: ['Audio only'] } });
    expect((await status(student, id)).status).toBe(404);
    expect((await readdir(sessionsDir(dir))).filter((n) => n.startsWith(id))).toEqual([]);
  });

  it('answers 400 with field errors in the caller’s language for bad input', async () => {
    const res = await start(student, { accept: 'video', size: -3, extra: true }, 'vi');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['accept', 'extra', 'size']);
    const missing = await start(student, {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['accept', 'size']);
    const { id } = (await recording()).body;
    const noOffset = await chunk(student, id, null, RECORDING.subarray(0, 10));
    expect(noOffset.status).toBe(400);
    expect(Object.keys(noOffset.body.errors)).toEqual(['upload-offset']);
    const json = await t.api(student, {
      method: 'PATCH',
      url: `upload/sessions/${id}/`,
      payload: { bytes: 'abc' },
      headers: { 'upload-offset': '0' },
    });
    expect(json.status).toBe(415);
    expect(Object.keys(json.body.errors)).toEqual(['content-type']);
    expect((await status(student, 'not-a-session')).status).toBe(400);
  });

  it('forgets sessions a day after their last chunk, and on request', async () => {
    const kept = (await recording()).body.id;
    const dropped = (await recording()).body.id;
    expect((await t.api(student, { method: 'DELETE', url: `upload/sessions/${dropped}/` })).status).toBe(204);
    expect((await status(student, dropped)).status).toBe(404);
    expect(await sweepSessions(dir, new Date(Date.now() + SESSION_TTL_MS / 2))).toBe(0);
    expect((await status(student, kept)).status).toBe(200);
    expect(await sweepSessions(dir, new Date(Date.now() + SESSION_TTL_MS + 60_000))).toBeGreaterThan(0);
    expect((await status(student, kept)).status).toBe(404);
    expect(await readdir(sessionsDir(dir))).toEqual([]);
  });
});
