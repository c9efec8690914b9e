import { describe, expect, it } from 'vitest';
import type { QuestionType } from './index.js';
import {
  isShuffled,
  presentForAttempt,
  QUESTION_TYPES,
  responseToOpaque,
  responseToStored,
  samplePart,
  scorePart,
  validatePart,
  type Part,
} from './index.js';

type Content = Record<string, any>;
const words = (content: Content) => (content.tokens as { text: string }[]).map((t) => t.text);
const ids = (list: unknown) => (list as { id: string }[]).map((e) => e.id);
const sorted = (list: string[]) => [...list].sort();

// An ordering part as the editor writes it: the tokens stored in the key's order (issue 26 point 2).
const editorOrdering = {
  content: {
    prompt: 'Make a sentence.',
    tokens: ['She', 'has', 'lived', 'here', 'since', '2010'].map((text, i) => ({ id: `w${i + 1}`, text })),
  },
  answer: { order: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'] },
  score: 1,
};

describe('a part presented for an attempt (issue 26 point 2)', () => {
  it('never sends an ordering part in the key order, nor ids whose sort gives it', () => {
    for (let n = 0; n < 200; n++) {
      const { content, keys } = presentForAttempt(
        'word_order',
        editorOrdering.content,
        editorOrdering.answer,
        `s${n}`,
      );
      expect(words(content)).not.toEqual(['She', 'has', 'lived', 'here', 'since', '2010']);
      const byId = sorted(ids(content.tokens)).map((k) => keys.tokens![k]);
      expect(byId).not.toEqual(editorOrdering.answer.order);
      expect(ids(content.tokens).some((k) => /^w\d+$/.test(k))).toBe(false);
    }
  });

  it('is the same for the same seed and differs between seeds', () => {
    const a = presentForAttempt('word_order', editorOrdering.content, editorOrdering.answer, 'attempt-1:7');
    const b = presentForAttempt('word_order', editorOrdering.content, editorOrdering.answer, 'attempt-1:7');
    expect(b).toEqual(a);
    const orders = new Set<string>();
    const keys = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const p = presentForAttempt(
        'word_order',
        editorOrdering.content,
        editorOrdering.answer,
        `attempt-${n}:7`,
      );
      orders.add(words(p.content).join(' '));
      keys.add(ids(p.content.tokens).join());
    }
    expect(orders.size).toBeGreaterThan(50);
    expect(keys.size).toBe(100);
  });

  it('shuffles choices away from their stored order and matching options away from the key', () => {
    for (const type of ['choice_one_answer', 'multiple_choice', 'matching'] as const) {
      const part = samplePart(type) as Part;
      for (let n = 0; n < 100; n++) {
        const { content, keys } = presentForAttempt(type, part.content as Content, part.answer, `s${n}`);
        const shown = ids(content.options).map((k) => keys.options![k]);
        expect(shown).not.toEqual(ids((part.content as Content).options));
        expect(sorted(ids(content.options)).map((k) => keys.options![k])).not.toEqual(
          ids((part.content as Content).options),
        );
        if (type === 'matching') {
          const pairs = (part.answer as { pairs: Record<string, string> }).pairs;
          const items = ids((part.content as Content).items);
          expect(shown.slice(0, items.length)).not.toEqual(items.map((i) => pairs[i]));
          expect(ids(content.items).map((k) => keys.items![k])).toEqual(items);
        }
      }
    }
  });

  it('keeps fixed options as stored, and drops the regions of a hotspot part', () => {
    const judge = samplePart('true_false') as Part;
    expect(presentForAttempt('true_false', judge.content as Content, judge.answer, 's').content).toEqual(
      judge.content,
    );
    const spot = samplePart('picture_mark') as Part;
    expect(
      presentForAttempt('picture_mark', spot.content as Content, spot.answer, 's').content,
    ).not.toHaveProperty('regions');
  });

  it('maps a response in opaque keys to stored ids, and back, so it scores as the key', () => {
    for (const type of QUESTION_TYPES.filter(isShuffled) as QuestionType[]) {
      const sample = type === 'word_order' ? editorOrdering : samplePart(type);
      const checked = validatePart(type, sample);
      if (!checked.ok) throw new Error(type);
      const part = checked.part;
      const { keys } = presentForAttempt(type, part.content as Content, part.answer, 'seed');
      const key = part.answer as Record<string, any>;
      const stored =
        'order' in key
          ? { order: key.order }
          : 'pairs' in key
            ? { pairs: key.pairs }
            : Array.isArray(key.correct)
              ? { choices: key.correct }
              : { choice: key.correct };
      const opaque = responseToOpaque(type, stored, keys);
      expect(JSON.stringify(opaque)).not.toMatch(/"(w\d|A|B|C|D|q\d)"/);
      const back = responseToStored(type, opaque, keys);
      expect(back).toEqual({ ok: true, value: stored });
      expect(scorePart(type, part, (back as { value: unknown }).value)).toMatchObject({ fraction: 1 });
    }
  });

  it('refuses a key that is not one of the attempt', () => {
    const { content, keys } = presentForAttempt(
      'word_order',
      editorOrdering.content,
      editorOrdering.answer,
      's',
    );
    const order = ids(content.tokens);
    expect(responseToStored('word_order', { order: [order[0], 'w2'] }, keys)).toEqual({
      ok: false,
      path: ['order', 1],
    });
    expect(responseToStored('choice_one_answer', { choice: 'A' }, {})).toEqual({
      ok: false,
      path: ['choice'],
    });
    expect(responseToStored('matching', { pairs: { q1: 'A' } }, {})).toEqual({
      ok: false,
      path: ['pairs', 'q1'],
    });
  });
});
