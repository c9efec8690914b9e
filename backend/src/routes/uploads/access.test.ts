import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { typesOf } from '@lms/domain/questions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../app.js';
import { eq } from 'drizzle-orm';
import { exerciseQuestions, questionParts, questions, userAnswers } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass, buildQuestion } from '../../test/exams.js';
import { buildExaminer, buildStudent, buildUserExam } from '../../test/factories.js';
import { MP3_FRAME, PNG } from '../../test/media-files.js';

/**
 * Issue 26 point 3: a file is listed and served only to whoever may read what it belongs to (docs/decisions.md,
 * "Issue 26"), and its link is signed, bound to the file and short-lived.
 */
const NOW = fixClock('2026-04-01T09:00:00+07:00');

let t: TestContext;
let dir: string;
let w: Awaited<ReturnType<typeof buildExamClass>>;
let fresh: UserRow, otherExaminer: UserRow;
/** The student's spoken answer, a classmate's, a common question's picture, private questions' pictures. */
let recording: Media, classmateRecording: Media, picture: Media, partAudio: Media;
let privateInExam: Media, privateElsewhere: Media, freshOwn: Media, demoRecording: Media;

interface Media {
  id: number;
  url: string;
}

function form(file: Buffer, filename: string, accept: string) {
  const boundary = '----lms-access-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="accept"\r\n\r\n${accept}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(user: UserRow, file: Buffer, name: string, accept: string): Promise<Media> {
  const res = await t.api(user, { method: 'POST', url: 'upload/', ...form(file, name, accept) });
  expect(res.status).toBe(201);
  return res.body as Media;
}

const download = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lms-media-access-'));
  t = await createTestContext({ uploadDir: dir });
  w = await buildExamClass(t.db);
  fresh = await buildStudent(t.db, { name: 'Tài khoản mới' });
  otherExaminer = await buildExaminer(t.db);

  picture = await upload(w.teacher, PNG, 'map.png', 'image');
  partAudio = await upload(w.admin, MP3_FRAME, 'part.mp3', 'mp3');
  privateInExam = await upload(w.admin, PNG, 'private-in-exam.png', 'image');
  privateElsewhere = await upload(w.admin, PNG, 'private-elsewhere.png', 'image');
  recording = await upload(w.student, MP3_FRAME, 'an-speaking.mp3', 'mp3');
  classmateRecording = await upload(w.classmate, MP3_FRAME, 'binh-speaking.mp3', 'mp3');
  freshOwn = await upload(fresh, PNG, 'avatar.png', 'image');
  // The demo data's answers name recordings the administrator uploaded (seed/results.ts).
  demoRecording = await upload(w.admin, MP3_FRAME, 'student-speaking-answer.mp3', 'mp3');

  // The exam shows a common question with a picture, a part with a recording, and the class teacher's private
  // question with another picture; a speaking question takes the students' recordings.
  const shown = await buildQuestion(t.db, 'choice_one_answer', { mediaId: picture.id });
  const withPartMedia = await buildQuestion(t.db, 'gap_fill');
  await t.db
    .update(questions)
    .set({ store: 'private', ownerId: w.teacher.id, mediaId: privateInExam.id })
    .where(eq(questions.id, withPartMedia.question.id));
  await t.db
    .update(questionParts)
    .set({ mediaId: partAudio.id })
    .where(eq(questionParts.id, withPartMedia.parts[0]!.id));
  const speaking = await buildQuestion(t.db, typesOf('spoken_answer')[0]!, { parts: 2 });
  await t.db.insert(exerciseQuestions).values([
    { exerciseId: w.exercise.id, questionId: shown.question.id, position: 5 },
    { exerciseId: w.exercise.id, questionId: withPartMedia.question.id, position: 6 },
    { exerciseId: w.exercise.id, questionId: speaking.question.id, position: 7 },
  ]);
  // Another teacher's private question, in no exercise of the class.
  const elsewhere = await buildQuestion(t.db, 'gap_fill', { mediaId: privateElsewhere.id });
  await t.db
    .update(questions)
    .set({ store: 'private', ownerId: w.otherTeacher.id })
    .where(eq(questions.id, elsewhere.question.id));

  const attempt = await buildUserExam(t.db, w.assignment.id, w.student.id, { status: 'waiting_score' });
  const classmateAttempt = await buildUserExam(t.db, w.assignment.id, w.classmate.id, {
    status: 'waiting_score',
  });
  await t.db.insert(userAnswers).values([
    {
      userExamId: attempt.id,
      questionPartId: speaking.parts[0]!.id,
      answer: { mediaId: String(recording.id) },
    },
    {
      userExamId: classmateAttempt.id,
      questionPartId: speaking.parts[0]!.id,
      answer: { mediaId: String(classmateRecording.id) },
    },
    {
      userExamId: attempt.id,
      questionPartId: speaking.parts[1]!.id,
      answer: { mediaId: String(demoRecording.id) },
    },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
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
const viewer = (who: Who): UserRow =>
  who === 'fresh' ? fresh : who === 'otherExaminer' ? otherExaminer : (w[who] as UserRow);

/** Who may read each file (everyone else is told nothing of it). */
const readers = (): [string, Media, Who[]][] => [
  ['the student’s recording', recording, ['student', 'teacher', 'examiner', 'admin']],
  ['a classmate’s recording', classmateRecording, ['classmate', 'teacher', 'examiner', 'admin']],
  [
    'a common question’s picture',
    picture,
    ['student', 'classmate', 'teacher', 'otherTeacher', 'examiner', 'otherExaminer', 'admin'],
  ],
  [
    'a part’s recording in the class’s exam',
    partAudio,
    ['student', 'classmate', 'teacher', 'examiner', 'admin'],
  ],
  [
    'the class teacher’s private question’s picture',
    privateInExam,
    ['student', 'classmate', 'teacher', 'examiner', 'admin'],
  ],
  ['another teacher’s private picture', privateElsewhere, ['otherTeacher', 'admin']],
  ['a fresh account’s own upload', freshOwn, ['fresh', 'admin']],
  ['a demo recording the student answered with', demoRecording, ['student', 'teacher', 'examiner', 'admin']],
];
const everyone: Who[] = [
  'student',
  'classmate',
  'stranger',
  'fresh',
  'teacher',
  'otherTeacher',
  'examiner',
  'otherExaminer',
  'admin',
];

describe('who reads a medium (GET upload/?ids= and upload/{id}/)', () => {
  it('lists and answers each file to its readers only, by role', async () => {
    const all = readers();
    const ids = all.map(([, m]) => m.id).join(',');
    for (const who of everyone) {
      const user = viewer(who);
      const listed = await t.api(user, { method: 'GET', url: `upload/?ids=${ids}` });
      expect(listed.status).toBe(200);
      const got = new Set((listed.body.results as Media[]).map((m) => m.id));
      for (const [what, m, may] of all) {
        const allowed = may.includes(who);
        expect(got.has(m.id), `${who} lists ${what}`).toBe(allowed);
        const one = await t.api(user, { method: 'GET', url: `upload/${m.id}/` });
        expect(one.status, `${who} reads ${what}`).toBe(allowed ? 200 : 404);
      }
    }
  });

  it('lists to a fresh account without a class nothing but its own uploads, and to a student nothing of others', async () => {
    const mine = await t.api(fresh, { method: 'GET', url: 'upload/' });
    expect((mine.body.results as Media[]).map((m) => m.id)).toEqual([freshOwn.id]);
    const byOwner = await t.api(fresh, { method: 'GET', url: `upload/?owner_id=${w.student.id}` });
    expect(byOwner.body.results).toEqual([]);
    const classmate = await t.api(w.classmate, { method: 'GET', url: 'upload/' });
    const seen = (classmate.body.results as Media[]).map((m) => m.id);
    expect(seen).not.toContain(recording.id);
    expect(seen).toContain(classmateRecording.id);
  });

  it('issues a link that serves the bytes to each reader', async () => {
    for (const [what, m, may] of readers()) {
      for (const who of may) {
        const one = await t.api(viewer(who), { method: 'GET', url: `upload/${m.id}/` });
        const res = await download(one.body.url);
        expect(res.statusCode, `${who} downloads ${what}`).toBe(200);
      }
    }
  });
});

describe('a medium’s link', () => {
  const read = async (m: Media) =>
    (await t.api(w.admin, { method: 'GET', url: `upload/${m.id}/` })).body as Media;

  it('is signed, bound to the file and expires within minutes', async () => {
    const m = await read(recording);
    expect(m.url).toMatch(new RegExp(`^${API_PREFIX}/upload/${m.id}/file\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const exp = Number(new URL(m.url, 'http://x').searchParams.get('exp'));
    const left = exp - Math.floor(Date.now() / 1000);
    expect(left).toBeGreaterThan(60);
    expect(left).toBeLessThanOrEqual(600);
    const res = await download(m.url, { range: 'bytes=0-3' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(MP3_FRAME.subarray(0, 4))).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))![1]);
    expect(String(res.headers['cache-control'])).toContain('private');
    expect(maxAge).toBeLessThanOrEqual(left);
  });

  it('refuses a forged signature, another file’s signature, a changed expiry and the old key link', async () => {
    const m = await read(recording);
    const other = await read(picture);
    const url = new URL(m.url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const forged = `${API_PREFIX}/upload/${m.id}/file?exp=${exp}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'AB' : 'AA'}`;
    expect((await download(forged)).statusCode).toBe(403);
    const otherSig = new URL(other.url, 'http://x').searchParams;
    const borrowed = `${API_PREFIX}/upload/${m.id}/file?exp=${otherSig.get('exp')}&sig=${otherSig.get('sig')}`;
    expect((await download(borrowed)).statusCode).toBe(403);
    const later = `${API_PREFIX}/upload/${m.id}/file?exp=${Number(exp) + 3600}&sig=${sig}`;
    expect((await download(later)).statusCode).toBe(403);
    // The permanent link of before (the first 128 bits of the content's SHA-256) opens nothing any more.
    const key = createHash('sha256').update(MP3_FRAME).digest('hex').slice(0, 32);
    const old = await download(`${API_PREFIX}/upload/${m.id}/file?key=${key}`);
    expect(old.statusCode).toBe(403);
    expect(old.rawPayload.length).toBeLessThan(200);
    expect((await download(`${API_PREFIX}/upload/${m.id}/file`)).statusCode).toBe(403);
  });

  it('stops working once expired, and the metadata then gives a fresh one', async () => {
    const m = await read(picture);
    expect((await download(m.url)).statusCode).toBe(200);
    vi.setSystemTime(new Date(NOW.getTime() + 11 * 60 * 1000));
    expect((await download(m.url)).statusCode).toBe(403);
    const again = await read(picture);
    expect(again.url).not.toBe(m.url);
    expect((await download(again.url)).statusCode).toBe(200);
  });
});
