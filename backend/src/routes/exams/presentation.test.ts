/**
 * Issue 26 point 2: an attempt's ordering, matching and choice parts arrive shuffled per attempt with opaque
 * keys (docs/decisions.md, "Issue 26 — parts shuffled per attempt"); saves map back to stored ids, the
 * review stays in stored ids.
 */
import { interactionOf, QUESTION_TYPE_INFO, type QuestionType } from '@lms/domain/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionParts, questions } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { BANK, storedPart } from '../../seed/content.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildExamClass, buildExamExercise } from '../../test/exams.js';
import { buildAssignment } from '../../test/factories.js';

fixClock('2026-04-01T00:30:00+07:00');

type Entry = { id: string; text: string };
type Stored = { id: number; label: string; type: QuestionType; content: any; answer: any };

let t: TestContext;
let f: Awaited<ReturnType<typeof buildExamClass>>;
let exerciseId: number;
/** Every part of the attempt's exercise as stored, by part id. */
const stored = new Map<number, Stored>();

const SHOWN = new Set(['single_choice', 'multiple_choice', 'matching', 'ordering', 'hotspot']);

/** Parts as the editors write them: the ordering editor stores the tokens in the key's order. */
const EDITOR_PARTS: { type: QuestionType; content: object; answer: object }[] = [
  {
    type: 'word_order',
    content: {
      prompt: 'Make a sentence.',
      tokens: ['We', 'are', 'going', 'to', 'the', 'beach'].map((text, i) => ({ id: `w${i + 1}`, text })),
    },
    answer: { order: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'] },
  },
  {
    type: 'word_order',
    content: {
      prompt: 'Two words.',
      tokens: [
        { id: 'w1', text: 'Good' },
        { id: 'w2', text: 'morning' },
      ],
    },
    answer: { order: ['w1', 'w2'] },
  },
  {
    type: 'choice_one_answer',
    content: {
      prompt: 'Pick one.',
      options: ['first', 'second', 'third'].map((text, i) => ({ id: 'ABC'[i]!, text })),
    },
    answer: { correct: 'A' },
  },
  {
    type: 'multiple_choice',
    content: {
      prompt: 'Pick two.',
      options: ['one', 'two', 'three', 'four'].map((text, i) => ({ id: 'ABCD'[i]!, text })),
    },
    answer: { correct: ['A', 'B'] },
  },
  {
    type: 'matching',
    content: {
      prompt: 'Match.',
      items: ['cat', 'dog', 'cow'].map((text, i) => ({ id: `q${i + 1}`, text })),
      options: ['meow', 'woof', 'moo'].map((text, i) => ({ id: 'ABC'[i]!, text })),
    },
    answer: { pairs: { q1: 'A', q2: 'B', q3: 'C' } },
  },
];

beforeAll(async () => {
  t = await createTestContext();
  f = await buildExamClass(t.db);
  const specs: {
    label: string;
    title: string;
    parts: { type: QuestionType; content: any; answer: any }[];
  }[] = [
    ...BANK.map((q) => ({
      label: q.key,
      title: q.title,
      parts: q.parts
        .map((p) => storedPart(q, p))
        .filter((p) => SHOWN.has(interactionOf(p.type)))
        .map((p) => ({ type: p.type, content: p.content, answer: p.answer })),
    })),
    { label: 'editor', title: 'As the editor writes them', parts: EDITOR_PARTS },
  ].filter((s) => s.parts.length);
  const ids: number[] = [];
  for (const spec of specs) {
    const [q] = await t.db
      .insert(questions)
      .values({
        title: spec.title,
        questionType: spec.parts[0]!.type,
        topicGroup: 'grammar',
        store: 'common',
      })
      .returning();
    ids.push(q!.id);
    const rows = await t.db
      .insert(questionParts)
      .values(
        spec.parts.map((p, position) => ({
          questionId: q!.id,
          position,
          questionType: p.type,
          content: p.content,
          answer: p.answer,
          score: 1,
        })),
      )
      .returning();
    rows.forEach((r, i) =>
      stored.set(r.id, { ...spec.parts[i]!, id: r.id, label: `${spec.label}#${i}`, type: r.questionType }),
    );
  }
  const exercise = await buildExamExercise(t.db, ids);
  exerciseId = exercise.id;
});
afterAll(() => t.close());

const post = (user: UserRow, url: string, payload?: object) => t.api(user, { method: 'POST', url, payload });
const get = (user: UserRow, url: string) => t.api(user, { method: 'GET', url });

async function start(student = f.student) {
  const a = await buildAssignment(t.db, f.cls.id, exerciseId, { minScore: 0, maxScore: 10 });
  const res = await post(student, 'user-exam/', { assignment_id: a.id });
  expect(res.status).toBe(201);
  return res.body;
}

type Presented = { id: number; interaction: string; content: any };
const partsOf = (attempt: any): Presented[] => attempt.exercise.questions.flatMap((q: any) => q.parts);
const texts = (list: Entry[]) => list.map((e) => e.text);
const bySortedId = (list: Entry[]) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
const fixed = (s: Stored) => !!QUESTION_TYPE_INFO[s.type].fixedOptions;

/** The key's order of a stored part, in words: the sentence, the options as stored, the matched options. */
function keyTexts(s: Stored): string[] {
  const textOf = (list: Entry[], id: string) => list.find((e) => e.id === id)?.text ?? '';
  switch (interactionOf(s.type)) {
    case 'ordering':
      return s.answer.order.map((id: string) => textOf(s.content.tokens, id));
    case 'matching': {
      const picked = [...new Set<string>(s.content.items.map((i: Entry) => s.answer.pairs[i.id]))];
      return picked.map((id) => textOf(s.content.options, id));
    }
    default:
      return texts(s.content.options);
  }
}

/** The right answer of a stored part in the attempt's keys, found by the words the student sees. */
function rightAnswer(s: Stored, shown: any) {
  const keyOf = (list: Entry[], storedList: Entry[], id: string) =>
    list.find((e) => e.text === storedList.find((x) => x.id === id)!.text)!.id;
  switch (interactionOf(s.type)) {
    case 'ordering': {
      const left = [...(shown.tokens as Entry[])];
      return {
        order: keyTexts(s).map(
          (word) =>
            left.splice(
              left.findIndex((e) => e.text === word),
              1,
            )[0]!.id,
        ),
      };
    }
    case 'matching':
      return {
        pairs: Object.fromEntries(
          Object.entries(s.answer.pairs as Record<string, string>).map(([item, option]) => [
            keyOf(shown.items, s.content.items, item),
            keyOf(shown.options, s.content.options, option),
          ]),
        ),
      };
    case 'multiple_choice':
      return { choices: s.answer.correct.map((id: string) => keyOf(shown.options, s.content.options, id)) };
    case 'single_choice':
      return { choice: keyOf(shown.options, s.content.options, s.answer.correct) };
    default:
      return { points: [] };
  }
}

describe('an attempt presents its parts shuffled with opaque keys (issue 26 point 2)', () => {
  it('gives the key away neither by the order sent nor by sorted ids, for every seeded part and editor part', async () => {
    const attempt = await start();
    const parts = partsOf(attempt);
    expect(parts.length).toBe(stored.size);
    let checked = 0;
    for (const part of parts) {
      const s = stored.get(part.id)!;
      const why = `${s.label} (${s.type})`;
      if (part.interaction === 'hotspot') {
        expect(part.content, why).not.toHaveProperty('regions');
        continue;
      }
      if (fixed(s)) {
        // Yes/no/not given and true/false/not given keep their fixed options (the same for every part).
        expect(part.content, why).toEqual(s.content);
        continue;
      }
      const list: Entry[] = part.interaction === 'ordering' ? part.content.tokens : part.content.options;
      const storedList: Entry[] = part.interaction === 'ordering' ? s.content.tokens : s.content.options;
      const key = keyTexts(s);
      expect(texts(list).slice(0, key.length), why).not.toEqual(key);
      expect(texts(bySortedId(list)).slice(0, key.length), why).not.toEqual(key);
      const storedIds = new Set(storedList.map((e) => e.id));
      expect(
        list.some((e) => storedIds.has(e.id)),
        why,
      ).toBe(false);
      expect([...texts(list)].sort(), why).toEqual([...texts(storedList)].sort());
      if (part.interaction === 'matching') {
        // The items keep their order (numbered questions, pins on a picture), under opaque keys.
        expect(texts(part.content.items), why).toEqual(texts(s.content.items));
        const itemIds = new Set(s.content.items.map((e: Entry) => e.id));
        expect(
          part.content.items.some((e: Entry) => itemIds.has(e.id)),
          why,
        ).toBe(false);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('is the same on every read of the attempt, and differs between attempts', async () => {
    const attempt = await start();
    const again = await get(f.student, `user-exam/${attempt.id}`);
    expect(again.body.exercise).toEqual(attempt.exercise);
    const other = await start(f.classmate);
    const orders = (a: any) =>
      partsOf(a)
        .filter((p) => p.interaction === 'ordering')
        .map((p) => texts(p.content.tokens).join(' '));
    expect(orders(other)).not.toEqual(orders(attempt));
    const keys = (a: any) =>
      partsOf(a)
        .filter((p) => !fixed(stored.get(p.id)!))
        .flatMap((p) => (p.content.options ?? []).map((o: Entry) => o.id));
    expect(keys(other).filter((k: string) => keys(attempt).includes(k))).toEqual([]);
  });

  it('takes a save in opaque keys, resumes it in them, scores it on submit and reviews it in stored ids', async () => {
    const attempt = await start();
    const answers = partsOf(attempt)
      .filter((p) => p.interaction !== 'hotspot')
      .map((p) => ({ question_part_id: p.id, seq: 1, answer: rightAnswer(stored.get(p.id)!, p.content) }));
    const saved = await post(f.student, `user-exam/${attempt.id}/answers`, { answers });
    expect(saved.status).toBe(200);
    const sent = new Map(answers.map((a) => [a.question_part_id, a.answer]));
    for (const s of saved.body.saved) expect(s.answer).toEqual(sent.get(s.question_part_id));
    const resumed = await get(f.student, `user-exam/${attempt.id}`);
    for (const a of resumed.body.answers) expect(a.answer).toEqual(sent.get(a.question_part_id));

    const submitted = await post(f.student, `user-exam/${attempt.id}/submit`);
    expect(submitted.status).toBe(200);

    const review = await t.api(f.teacher, {
      method: 'GET',
      url: `students/exercise_detail?user_exam_id=${attempt.id}`,
    });
    expect(review.status).toBe(200);
    for (const q of review.body.questions)
      for (const p of q.parts) {
        const s = stored.get(p.part.id)!;
        expect(p.part.content).toEqual(s.content);
        if (p.part.interaction === 'hotspot') continue;
        expect(p.score, s.label).toBe(1);
        const key = s.answer;
        const answer = p.answer;
        if ('order' in key) expect(answer.order).toEqual(key.order);
        else if ('pairs' in key) expect(answer.pairs).toEqual(key.pairs);
        else if (Array.isArray(key.correct)) expect(answer.choices).toEqual(key.correct);
        else expect(answer.choice).toEqual(key.correct);
      }
  });

  it('refuses a save in stored ids or unknown keys with a field error, and stores nothing of it', async () => {
    const attempt = await start();
    const parts = partsOf(attempt);
    const of = (interaction: string) =>
      parts.find((p) => p.interaction === interaction && !fixed(stored.get(p.id)!))!;
    const ordering = of('ordering');
    const choice = of('single_choice');
    const matching = of('matching');
    const res = await post(f.student, `user-exam/${attempt.id}/answers`, {
      answers: [
        { question_part_id: ordering.id, seq: 1, answer: { order: ['w1', 'w2'] } },
        { question_part_id: choice.id, seq: 1, answer: { choice: 'A' } },
        { question_part_id: matching.id, seq: 1, answer: { pairs: { q1: matching.content.options[0].id } } },
      ],
    });
    expect(res.status).toBe(400);
    const unknown = ['This answer names a word or an option this attempt does not show; reload the exam'];
    expect(res.body.errors).toEqual({
      'answers.0.answer.order.0': unknown,
      'answers.1.answer.choice': unknown,
      'answers.2.answer.pairs.q1': unknown,
    });
    expect((await get(f.student, `user-exam/${attempt.id}`)).body.answers).toEqual([]);
  });
});
