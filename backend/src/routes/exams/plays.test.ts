import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass, buildExamExercise, buildQuestion } from '../../test/exams.js';
import { buildAssignment } from '../../test/factories.js';
import { wav } from '../../test/media-files.js';

const NOW = fixClock('2026-04-01T00:30:00+07:00');

/** The clip: 20 seconds of 8 kHz silence, so a play runs 20 s by the server's clock. */
const CLIP_SECONDS = 20;

let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;
let dir: string;
let clipId: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lms-plays-'));
  const bytes = wav(8000 * CLIP_SECONDS);
  await writeFile(path.join(dir, 'clip.wav'), bytes);
  t = await createTestContext({ uploadDir: dir });
  f = await buildExamClass(t.db);
  const [clip] = await t.db
    .insert(media)
    .values({
      kind: 'audio',
      mimeType: 'audio/wav',
      size: bytes.length,
      path: 'clip.wav',
      sha256: 'cd'.repeat(32),
    })
    .returning();
  clipId = clip!.id;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (user: UserRow, url: string, payload: object, lang = 'en') =>
  t.api(user, { method: 'POST', url, payload, headers: { 'accept-language': lang } });

/** An attempt in progress at a listening exercise of the clip, played `limit` times (0 without limit). */
async function attemptWith(limit: number, student = f.student) {
  const q = await buildQuestion(t.db, 'choice_one_answer', { mediaId: clipId });
  const exercise = await buildExamExercise(t.db, [q.question.id], { audioPlays: limit });
  const a = await buildAssignment(t.db, f.cls.id, exercise.id, {
    kind: 'home_work',
    examMode: false,
    timeLimit: 60,
  });
  const res = await post(student, 'user-exam/', { assignment_id: a.id });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

const play = (attemptId: number, user = f.student, lang = 'en') =>
  post(user, `user-exam/${attemptId}/plays`, { media_id: clipId }, lang);
const clipOf = async (attemptId: number) =>
  (await t.api(f.student, { method: 'GET', url: `user-exam/${attemptId}` })).body.exercise.questions[0];
const at = (seconds: number) => vi.setSystemTime(new Date(NOW.getTime() + seconds * 1000));
const expOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));
const get = (url: string, user = f.student) => t.api(user, { method: 'GET', url });

describe('POST user-exam/{id}/plays', () => {
  it('records one play of a clip played once, answers it again while it runs, then refuses it', async () => {
    at(0);
    const attempt = await attemptWith(1);
    expect((await clipOf(attempt.id)).plays).toEqual({
      media_id: clipId,
      limit: 1,
      used: 0,
      started_at: null,
      ends_at: null,
      running: false,
    });
    at(10);
    const first = await play(attempt.id);
    expect(first.status).toBe(201);
    // The play's answer carries the clip and its link, ending with the play and a grace.
    expect(first.body.media).toMatchObject({ id: clipId, kind: 'audio' });
    expect(expOf(first.body.media.url)).toBe(Math.ceil((Date.parse(first.body.ends_at) + 30_000) / 1000));
    // The start is the server's clock at the call; the end, the start plus the file's length.
    const startedAt = first.body.server_now as string;
    expect(Date.parse(startedAt) - NOW.getTime()).toBeGreaterThanOrEqual(10_000);
    expect(first.body).toMatchObject({
      media_id: clipId,
      limit: 1,
      used: 1,
      started_at: startedAt,
      running: true,
    });
    expect(Date.parse(first.body.ends_at) - Date.parse(startedAt)).toBe(CLIP_SECONDS * 1000);

    // A reload, another tab or a cleared device while it runs: the same play, nothing counted.
    at(18);
    const again = await play(attempt.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ used: 1, started_at: startedAt });
    expect(Date.parse(again.body.server_now) - Date.parse(startedAt)).toBeGreaterThanOrEqual(7_900);
    const running = await clipOf(attempt.id);
    expect(running.plays).toMatchObject({ used: 1, started_at: startedAt, running: true });
    // The link shown while it runs ends with the play and a grace.
    expect(expOf(running.media.url)).toBe(Math.ceil((Date.parse(first.body.ends_at) + 30_000) / 1000));

    at(10 + CLIP_SECONDS + 1);
    const used = await play(attempt.id);
    expect(used.status).toBe(409);
    expect(used.body.errors).toEqual({
      media_id: ['This recording has been played as many times as the test allows'],
    });
    const vi409 = await play(attempt.id, f.student, 'vi');
    expect(vi409.body.errors.media_id).toEqual(['Bản ghi âm này đã được phát hết số lần bài thi cho phép']);
    // Played and over: the attempt no longer carries its link.
    const spent = await clipOf(attempt.id);
    expect(spent.media).toBeNull();
    expect(spent.plays).toMatchObject({ used: 1, running: false });
  });

  it('records a second play of a clip played twice once the first is over', async () => {
    at(0);
    const attempt = await attemptWith(2);
    expect((await play(attempt.id)).status).toBe(201);
    at(5);
    expect((await play(attempt.id)).body.used).toBe(1);
    at(CLIP_SECONDS + 1);
    // Between the plays no link is issued: the second play asks for it.
    expect((await clipOf(attempt.id)).media).toBeNull();
    const second = await play(attempt.id);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ used: 2, started_at: second.body.server_now, running: true });
    expect(second.body.media).toMatchObject({ id: clipId });
    expect((await clipOf(attempt.id)).media).not.toBeNull();
    at(2 * CLIP_SECONDS + 2);
    expect((await play(attempt.id)).status).toBe(409);
    expect((await clipOf(attempt.id)).media).toBeNull();
  });

  it('records nothing for a clip without a limit', async () => {
    at(0);
    const attempt = await attemptWith(0);
    for (let i = 0; i < 3; i++) {
      const res = await play(attempt.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ limit: 0, used: 0, started_at: null, running: false });
      expect(res.body.media).toMatchObject({ id: clipId, kind: 'audio' });
    }
    const clip = await clipOf(attempt.id);
    expect(clip.plays).toBeNull();
    expect(clip.media).not.toBeNull();
  });

  it("issues no link to a limited clip before its play, on any route, then only the play's", async () => {
    at(0);
    const attempt = await attemptWith(1, f.classmate);
    // Its content, the start's answer again, the review and the media routes: the clip without its link.
    const start = await t.api(f.classmate, { method: 'GET', url: `user-exam/${attempt.id}` });
    expect(start.body.exercise.questions[0]).toMatchObject({ media: null, plays: { media_id: clipId } });
    expect((await get(`upload/${clipId}/`, f.classmate)).status).toBe(404);
    const batch = await get(`upload/?ids=${clipId}`, f.classmate);
    expect(batch.status).toBe(200);
    expect(batch.body.results).toEqual([]);
    const review = await get(`students/exercise_detail?user_exam_id=${attempt.id}`, f.classmate);
    expect(review.status).toBe(200);
    expect(review.body.questions[0].question.media).toBeNull();
    // Staff keep their links.
    expect((await get(`upload/${clipId}/`, f.teacher)).status).toBe(200);

    at(5);
    const started = await play(attempt.id, f.classmate);
    const until = Math.ceil((Date.parse(started.body.ends_at) + 30_000) / 1000);
    const fresh = await get(`upload/${clipId}/`, f.classmate);
    expect(fresh.status).toBe(200);
    expect(expOf(fresh.body.url)).toBe(until);
    expect(expOf((await get(`upload/?ids=${clipId}`, f.classmate)).body.results[0].url)).toBe(until);

    at(5 + CLIP_SECONDS + 1);
    expect((await get(`upload/${clipId}/`, f.classmate)).status).toBe(404);
  });

  it("refuses another student's attempt, a submitted attempt and a medium not among its clips", async () => {
    at(0);
    const attempt = await attemptWith(1);
    expect((await play(attempt.id, f.classmate)).status).toBe(403);
    const other = await post(f.student, `user-exam/${attempt.id}/plays`, { media_id: clipId + 1000 }, 'vi');
    expect(other.status).toBe(400);
    expect(other.body.errors.media_id).toEqual(['Bản ghi âm này không thuộc bài làm']);
    expect((await post(f.student, `user-exam/${attempt.id}/plays`, { media_id: 'x' })).status).toBe(400);
    expect((await post(f.student, `user-exam/${attempt.id}/submit`, {})).status).toBe(200);
    const closed = await play(attempt.id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This attempt has been submitted; it takes no more answers');
  });
});
