import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { apiInStoredIds, buildExamClass } from '../../test/exams.js';
import { buildAssignment } from '../../test/factories.js';

// Issue 26 point 6: a sequence number names one answer (docs/decisions.md, "Issue 26 — one answer per
// sequence number").
fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
});
afterAll(() => t.close());

const post = (user: UserRow | null, url: string, payload?: object, lang = 'en') =>
  apiInStoredIds(t, user, { method: 'POST', url, payload, headers: { 'accept-language': lang } });

async function started() {
  const a = await buildAssignment(t.db, f.cls.id, f.exercise.id, {
    kind: 'test',
    timeLimit: 30,
    examMode: true,
  });
  await post(f.student, 'user-exam-agreement/', { assignment_id: a.id });
  const res = await post(f.student, 'user-exam/', { assignment_id: a.id });
  expect(res.status).toBe(201);
  return `user-exam/${res.body.id}/answers`;
}
const held = async (url: string) =>
  (await apiInStoredIds(t, f.student, { method: 'GET', url: url.replace(/\/answers$/, '') })).body.answers;

describe('POST user-exam/{id}/answers: one answer per sequence number', () => {
  it('refuses the same seq with a different answer (409, naming the part); the first answer stays', async () => {
    const url = await started();
    const choice = f.parts.choice.id;
    expect(
      (
        await post(f.student, url, {
          answers: [{ question_part_id: choice, answer: { choice: 'A' }, seq: 3 }],
        })
      ).status,
    ).toBe(200);
    const reused = await post(f.student, url, {
      answers: [{ question_part_id: choice, answer: { choice: 'B' }, seq: 3 }],
    });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(
      `Another answer to part ${choice} was already saved with sequence number 3 (from another device); change your answer again to replace it`,
    );
    expect(reused.body.errors).toEqual({ 'answers.0.seq': [reused.body.message] });
    const vi = await post(
      f.student,
      url,
      { answers: [{ question_part_id: choice, answer: { choice: 'B' }, seq: 3 }] },
      'vi',
    );
    expect(vi.body.message).toBe(
      `Phần ${choice} đã có một câu trả lời khác được lưu với số thứ tự 3 (từ thiết bị khác); hãy sửa lại câu trả lời để thay thế`,
    );
    expect(await held(url)).toEqual([
      expect.objectContaining({ question_part_id: choice, answer: { choice: 'A' }, seq: 3 }),
    ]);
    // A higher seq replaces it, as before.
    const next = await post(f.student, url, {
      answers: [{ question_part_id: choice, answer: { choice: 'B' }, seq: 4 }],
    });
    expect(next.body.saved).toEqual([expect.objectContaining({ answer: { choice: 'B' }, seq: 4 })]);
  });

  it('answers a replay of the same seq and the same answer with the stored row (JSON compared as values)', async () => {
    const url = await started();
    const gaps = f.parts.gaps.id;
    const first = await post(f.student, url, {
      answers: [{ question_part_id: gaps, answer: { blanks: { '1': 'nine AM', '2': 'Main hall' } }, seq: 2 }],
    });
    expect(first.status).toBe(200);
    // The same answer with its keys in another order is the same answer.
    const replay = await post(f.student, url, {
      answers: [{ question_part_id: gaps, answer: { blanks: { '2': 'Main hall', '1': 'nine AM' } }, seq: 2 }],
    });
    expect(replay.status).toBe(200);
    expect(replay.body.saved).toEqual(first.body.saved);
  });

  it('refuses a batch holding one part twice with one seq and two answers, and writes nothing of it', async () => {
    const url = await started();
    const res = await post(f.student, url, {
      answers: [
        { question_part_id: f.parts.gaps.id, answer: { blanks: { '1': 'x' } }, seq: 1 },
        { question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 5 },
        { question_part_id: f.parts.choice.id, answer: { choice: 'C' }, seq: 5 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({
      'answers.2.seq': [expect.stringContaining(`part ${f.parts.choice.id}`)],
    });
    expect(await held(url)).toEqual([]);
    // The same answer twice under one seq is one answer.
    const twice = await post(f.student, url, {
      answers: [
        { question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 5 },
        { question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 5 },
      ],
    });
    expect(twice.status).toBe(200);
  });

  it('refuses the whole batch when one part reuses a stored seq: the other parts are not written either', async () => {
    const url = await started();
    await post(f.student, url, {
      answers: [{ question_part_id: f.parts.choice.id, answer: { choice: 'A' }, seq: 1 }],
    });
    const res = await post(f.student, url, {
      answers: [
        { question_part_id: f.parts.gaps.id, answer: { blanks: { '1': 'x' } }, seq: 1 },
        { question_part_id: f.parts.choice.id, answer: { choice: 'B' }, seq: 1 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ 'answers.1.seq': [expect.any(String)] });
    expect(await held(url)).toEqual([
      expect.objectContaining({ question_part_id: f.parts.choice.id, answer: { choice: 'A' } }),
    ]);
  });
});
