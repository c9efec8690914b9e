import { describe, expect, it } from 'vitest';
import type { Part } from './index.js';
import {
  matchesAny,
  normaliseAnswer,
  samplePart,
  scaledTotal,
  scorePart,
  validatePart,
  wordCount,
} from './index.js';

const part = (type: Parameters<typeof samplePart>[0]): Part => {
  const result = validatePart(type, samplePart(type));
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.part;
};

describe('normalised answers', () => {
  it('ignore case, spaces, smart quotes and Unicode composition, but not diacritics', () => {
    expect(normaliseAnswer('  I’m   a  STUDENT ')).toBe("i'm a student");
    expect(matchesAny('Main  Hall', ['main hall'])).toBe(true);
    expect(matchesAny('ba\u0300n', ['bàn'])).toBe(true); // combining grave accent vs precomposed
    expect(matchesAny('ban', ['bàn'])).toBe(false);
    expect(matchesAny('bán', ['bàn'])).toBe(false);
    expect(matchesAny('   ', [''])).toBe(false);
  });
});

describe('scoring a part', () => {
  it('scores single choice by the key', () => {
    expect(scorePart('choice_one_answer', part('choice_one_answer'), { choice: 'A' })).toMatchObject({
      score: 1,
    });
    expect(scorePart('choice_one_answer', part('choice_one_answer'), { choice: 'B' })).toMatchObject({
      score: 0,
    });
    expect(scorePart('true_false', part('true_false'), { choice: 'true' })).toMatchObject({ score: 1 });
  });

  it('scores multiple choice all or nothing', () => {
    const p = part('multiple_choice');
    expect(scorePart('multiple_choice', p, { choices: ['C', 'A'] })).toMatchObject({ score: 2 });
    expect(scorePart('multiple_choice', p, { choices: ['A'] })).toMatchObject({ score: 0 });
    expect(scorePart('multiple_choice', p, { choices: ['A', 'C', 'D'] })).toMatchObject({ score: 0 });
  });

  it('scores text entry per blank against accepted alternatives', () => {
    const p = part('gap_fill');
    expect(scorePart('gap_fill', p, { blanks: { '1': 'Nine AM', '2': 'main hall' } })).toEqual({
      status: 'scored',
      score: 2,
      fraction: 1,
      detail: { '1': true, '2': true },
    });
    expect(scorePart('gap_fill', p, { blanks: { '1': '10 am', '2': ' Main   Hall ' } })).toMatchObject({
      score: 1,
      detail: { '1': false, '2': true },
    });
    expect(scorePart('gap_fill', p, {})).toMatchObject({ score: 0 });
  });

  it('scores matching per pair, ordering exactly, hotspots per key region', () => {
    expect(
      scorePart('matching_heading', part('matching_heading'), { pairs: { p1: 'i', p2: 'ii' } }),
    ).toMatchObject({
      score: 1,
      detail: { p1: true, p2: false },
    });
    const order = part('word_order');
    expect(scorePart('word_order', order, { order: ['w2', 'w3', 'w1', 'w4', 'w5'] })).toMatchObject({
      score: 1,
    });
    expect(scorePart('word_order', order, { order: ['w2', 'w1', 'w3', 'w4', 'w5'] })).toMatchObject({
      score: 0,
    });
    const map = part('picture_mark');
    expect(scorePart('picture_mark', map, { points: [{ x: 12, y: 25 }] })).toMatchObject({ score: 1 });
    // Clicking everywhere does not pay: one hit, one stray point.
    expect(
      scorePart('picture_mark', map, {
        points: [
          { x: 12, y: 25 },
          { x: 65, y: 65 },
        ],
      }),
    ).toMatchObject({ score: 0 });
  });

  it('leaves writing and speaking to a person and target texts to the speech scorer', () => {
    expect(scorePart('writing', part('writing'), { text: 'An essay' })).toEqual({ status: 'person' });
    expect(scorePart('speaking_ielt', part('speaking_ielt'), { mediaId: 'm1' })).toEqual({
      status: 'person',
    });
    expect(scorePart('pronunciation', part('pronunciation'), { mediaId: 'm1' })).toEqual({
      status: 'speech',
    });
    expect(scorePart('null', part('null'), {})).toEqual({ status: 'unscored' });
  });

  it('scores a response that does not fit the interaction as 0 instead of throwing', () => {
    expect(scorePart('gap_fill', part('gap_fill'), { blanks: 'nine' })).toMatchObject({ score: 0 });
    expect(scorePart('choice_one_answer', part('choice_one_answer'), null)).toMatchObject({ score: 0 });
  });
});

describe('totals and word counts', () => {
  it('scales weighted part scores to the assignment maximum', () => {
    const parts = [
      { earned: 1, score: 1, weight: 1 },
      { earned: 0, score: 1, weight: 1 },
      { earned: 2, score: 2, weight: 0.5 },
    ];
    // earned 1 + 0 + 1 = 2 of 1 + 1 + 1 = 3 possible -> 66.67 of 100
    expect(scaledTotal(parts, 100)).toBe(66.67);
    expect(scaledTotal(parts, 10)).toBe(6.67);
    expect(scaledTotal([{ earned: null, score: 5, weight: 1 }], 100)).toBe(0);
    expect(scaledTotal([], 100)).toBe(0);
  });

  it('counts words as a reader would', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount("It's a well-known fact — museums   matter.")).toBe(6);
    expect(wordCount('Tôi là học sinh')).toBe(4);
  });
});
