import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { typesOf } from '@lms/domain/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../backend/src/db/client.js';
import { exerciseQuestions, media, userAnswers } from '../../backend/src/db/schema.js';
import { fixClock } from '../../backend/src/test/clock.js';
import { buildExamClass, buildQuestion } from '../../backend/src/test/exams.js';
import {
  buildExaminer,
  buildStudent,
  buildTeacher,
  buildUserExam,
} from '../../backend/src/test/factories.js';
import { createHttpApp } from '../../gateway/src/http.js';
import { createGateway, type Gateway } from '../../gateway/src/server.js';
import { listen, startRealBackend } from './real-backend.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Links carry an expiry (issue 26 point 3).
fixClock('2026-04-01T09:00:10+07:00');

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

/** Where the real backend of these tests keeps its files (its default UPLOAD_DIR). */
const UPLOADS = path.join(os.tmpdir(), 'lms-uploads');

async function seedRecordings(db: Db) {
  const w = await buildExamClass(db);
  const fresh = await buildStudent(db, { email: 'fresh.media@academy.test' });
  const otherExaminer = await buildExaminer(db);
  await mkdir(path.join(UPLOADS, 'issue-26'), { recursive: true });
  const stored = async (ownerId: number, name: string) => {
    await writeFile(path.join(UPLOADS, 'issue-26', name), PNG);
    const [row] = await db
      .insert(media)
      .values({
        ownerId,
        kind: 'audio',
        mimeType: 'audio/mpeg',
        size: PNG.length,
        path: `issue-26/${name}`,
        originalName: name,
        sha256: 'ef'.repeat(32),
      })
      .returning();
    return row!;
  };
  const recording = await stored(w.student.id, `an-${process.pid}.mp3`);
  const picture = await stored(w.admin.id, `picture-${process.pid}.mp3`);
  const shown = await buildQuestion(db, 'choice_one_answer', { mediaId: picture.id });
  const speaking = await buildQuestion(db, typesOf('spoken_answer')[0]!);
  await db.insert(exerciseQuestions).values([
    { exerciseId: w.exercise.id, questionId: shown.question.id, position: 5 },
    { exerciseId: w.exercise.id, questionId: speaking.question.id, position: 6 },
  ]);
  const attempt = await buildUserExam(db, w.assignment.id, w.student.id, { status: 'waiting_score' });
  await buildUserExam(db, w.assignment.id, w.classmate.id, { status: 'waiting_score' });
  await db.insert(userAnswers).values({
    userExamId: attempt.id,
    questionPartId: speaking.parts[0]!.id,
    answer: { mediaId: String(recording.id) },
  });
  return { ...w, fresh, otherExaminer, recording, picture };
}

/**
 * Issue 26 point 3 as the web asks for it: `media(id)` through the gateway and the real backend answers a
 * student's recording and a question's picture to their readers only (null to the others, before any link is
 * issued), and the link it gives opens the file through the gateway's pass-through, without a token.
 */
describe('who reads a medium through GraphQL', () => {
  let backend: Awaited<ReturnType<typeof startRealBackend<Awaited<ReturnType<typeof seedRecordings>>>>>;
  let gateway: Gateway;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    backend = await startRealBackend(seedRecordings);
    gateway = await createGateway({ restBaseUrl: backend.restBaseUrl, keycloak: backend.keycloak });
    server = http.createServer(createHttpApp(gateway, { backendUrl: backend.backendUrl }));
    base = await listen(server);
  }, 120_000);
  afterAll(async () => {
    server?.close();
    await gateway?.server.stop();
    await backend?.stop();
  });

  type Who =
    | 'student'
    | 'classmate'
    | 'stranger'
    | 'fresh'
    | 'teacher'
    | 'otherTeacher'
    | 'examiner'
    | 'otherExaminer'
    | 'admin';
  const ROLES: Record<Who, 'admin' | 'teacher' | 'student' | 'specialize'> = {
    student: 'student',
    classmate: 'student',
    stranger: 'student',
    fresh: 'student',
    teacher: 'teacher',
    otherTeacher: 'teacher',
    examiner: 'specialize',
    otherExaminer: 'specialize',
    admin: 'admin',
  };

  async function ask(who: Who) {
    const token = await backend.token(backend.seeded[who] as { email: string }, ROLES[who]);
    const s = backend.seeded;
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `{ recording: media(id: "${s.recording.id}") { id url } picture: media(id: "${s.picture.id}") { id url } }`,
      }),
    });
    const body = (await res.json()) as {
      data: Record<'recording' | 'picture', { id: string; url: string } | null>;
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  it('answers a student’s recording to the student, the class’s teacher and examiner and admins only', async () => {
    const readers: Who[] = ['student', 'teacher', 'examiner', 'admin'];
    for (const who of Object.keys(ROLES) as Who[]) {
      const { recording } = await ask(who);
      expect(recording === null, `${who} reads the recording`).toBe(!readers.includes(who));
      if (recording) {
        expect(recording.url).toMatch(/\/file\?exp=\d+&sig=/);
        const file = await fetch(`${base}${recording.url}`);
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
      }
    }
  });

  it('answers a question’s picture to its bank readers and to the students whose exam shows it', async () => {
    const strangers: Who[] = ['stranger', 'fresh'];
    for (const who of Object.keys(ROLES) as Who[]) {
      const { picture } = await ask(who);
      expect(picture === null, `${who} reads the picture`).toBe(strangers.includes(who));
    }
  });

  it('refuses a link without its signature or with another file’s', async () => {
    const { recording, picture } = await ask('admin');
    expect((await fetch(`${base}${recording!.url.replace(/\?.*/, '')}`)).status).toBe(403);
    const borrowed = recording!.url.replace(/\?.*/, new URL(picture!.url, base).search);
    expect((await fetch(`${base}${borrowed}`)).status).toBe(403);
  });
});
