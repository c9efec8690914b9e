import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass, buildExamExercise, buildQuestion } from '../../test/exams.js';
import { buildAssignment } from '../../test/factories.js';
import { saveDraft } from '../../commands/marking.js';

/**
 * Two markers saving one draft at the same moment (issue 26 point 5): each save merges its parts into the
 * draft under the attempt's lock, so neither loses the other's part or comment. On PostgreSQL (TEST_DATABASE_URL,
 * docs/testing.md) the saves really overlap; PGlite serialises them.
 */
let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;
let exercise: { id: number };
let essays: { id: number; score: number }[];

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
  const one = await buildQuestion(t.db, 'writing');
  const two = await buildQuestion(t.db, 'writing');
  exercise = await buildExamExercise(t.db, [one.question.id, two.question.id]);
  essays = [one.parts[0]!, two.parts[0]!];
});
afterAll(() => t.close());

const send = (user: UserRow, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.api(user, { method, url, payload });

async function submitted() {
  const a = await buildAssignment(t.db, f.cls.id, exercise.id, { minScore: 5, maxScore: 10 });
  expect((await send(f.student, 'POST', 'user-exam-agreement/', { assignment_id: a.id })).status).toBe(201);
  const attempt = (await send(f.student, 'POST', 'user-exam/', { assignment_id: a.id })).body as {
    id: number;
  };
  const saved = await send(f.student, 'POST', `user-exam/${attempt.id}/answers`, {
    answers: essays.map((p) => ({ question_part_id: p.id, answer: { text: 'An essay.' }, seq: 1 })),
  });
  expect(saved.status).toBe(200);
  expect((await send(f.student, 'POST', `user-exam/${attempt.id}/submit`)).body.status).toBe('waiting_score');
  return attempt.id;
}

const mark = (user: UserRow, id: number, partId: number, score: number, comment?: string) =>
  send(user, 'PUT', `user-exam/${id}/marking`, {
    ...(comment !== undefined ? { comment } : {}),
    parts: [{ question_part_id: partId, score, comment: `by ${user.id}` }],
  });

describe('two markers saving one draft at once', () => {
  it('keeps both markers’ parts, and one’s comment beside the other’s parts, in 15 rounds of saves', async () => {
    const id = await submitted();
    for (let round = 1; round <= 15; round++) {
      const [a, b] = await Promise.all([
        mark(f.teacher, id, essays[0]!.id, round % 5, `round ${round}`),
        mark(f.examiner, id, essays[1]!.id, (round + 1) % 5),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const draft = (await send(f.teacher, 'GET', `user-exam/${id}/marking`)).body.draft as {
        comment: string;
        parts: { question_part_id: number; score: number; comment: string }[];
      };
      expect({ round, comment: draft.comment, parts: draft.parts }).toEqual({
        round,
        comment: `round ${round}`,
        parts: [
          expect.objectContaining({
            question_part_id: essays[0]!.id,
            score: round % 5,
            comment: `by ${f.teacher.id}`,
          }),
          expect.objectContaining({
            question_part_id: essays[1]!.id,
            score: (round + 1) % 5,
            comment: `by ${f.examiner.id}`,
          }),
        ],
      });
    }
  });
});

describe('a draft saved while the work is returned', () => {
  it('never loses the mark: it is returned, or kept in a draft, or refused (409) so the marker knows', async () => {
    for (let round = 1; round <= 8; round++) {
      const id = await submitted();
      expect((await mark(f.teacher, id, essays[0]!.id, 4)).status).toBe(200);
      const [returned, saved] = await Promise.all([
        send(f.teacher, 'POST', `user-exam/${id}/marking/return`, { confirm_unmarked: true }),
        mark(f.examiner, id, essays[1]!.id, 3),
      ]);
      expect(returned.status).toBe(200);
      expect([200, 409]).toContain(saved.status);
      const now = (await send(f.teacher, 'GET', `user-exam/${id}/marking`)).body as {
        parts: { question_part_id: number; score: number | null }[];
        draft: { parts: { question_part_id: number; score: number }[] } | null;
      };
      const returnedScore = now.parts.find((p) => p.question_part_id === essays[1]!.id)!.score;
      const drafted = now.draft?.parts.find((p) => p.question_part_id === essays[1]!.id)?.score;
      if (saved.status === 409) expect(now.draft).toBeNull();
      else expect({ round, kept: returnedScore === 3 || drafted === 3 }).toEqual({ round, kept: true });
      // The teacher's mark went back with the work whatever the order.
      expect(now.parts.find((p) => p.question_part_id === essays[0]!.id)!.score).toBe(4);
    }
  });

  it('refuses a save stamped before the work’s return (it waited behind it), and starts no draft', async () => {
    const id = await submitted();
    const returned = await send(f.teacher, 'POST', `user-exam/${id}/marking/return`, {
      confirm_unmarked: true,
    });
    expect(returned.status).toBe(200);
    const markedAt = new Date(returned.body.marked_at as string);
    await expect(
      saveDraft(
        t.db,
        id,
        { parts: [{ partId: essays[1]!.id, score: 3 }] },
        f.examiner.id,
        new Date(markedAt.getTime() - 1),
      ),
    ).rejects.toMatchObject({ status: 409, key: 'mark_returned_meanwhile' });
    expect((await send(f.teacher, 'GET', `user-exam/${id}/marking`)).body.draft).toBeNull();
  });
});

describe('a part saved without its comment or error tags', () => {
  it('keeps the comment another marker wrote on it (the speaking page sends scores only)', async () => {
    const id = await submitted();
    expect((await mark(f.teacher, id, essays[0]!.id, 2)).status).toBe(200);
    const scored = await send(f.examiner, 'PUT', `user-exam/${id}/marking`, {
      parts: [{ question_part_id: essays[0]!.id, score: 3 }],
    });
    expect(scored.status).toBe(200);
    expect(scored.body.draft.parts).toEqual([
      { question_part_id: essays[0]!.id, score: 3, comment: `by ${f.teacher.id}`, error_tags: [] },
    ]);
  });
});
