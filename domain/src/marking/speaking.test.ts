import { describe, expect, it } from 'vitest';
import {
  bandOf,
  bandPoints,
  criterionPoints,
  isSpeakingBand,
  isSpeakingCriterion,
  matchSpeech,
  rubricPartScore,
  SPEAKING_BANDS,
  SPEAKING_CRITERIA,
  SPEAKING_MESSAGES,
  speechPartScore,
  speechWords,
  type RubricMark,
} from './speaking.js';

describe('the oral rubric', () => {
  it('has the bands of docs/product.md point 9, best first', () => {
    expect(SPEAKING_BANDS).toEqual(['10-9', '8-7', '6-5', '4-3', '2-1']);
    expect(isSpeakingBand('8-7')).toBe(true);
    expect(isSpeakingBand('9-8')).toBe(false);
    expect(isSpeakingBand('11-10')).toBe(false);
  });
  it('has four criteria', () => {
    expect(SPEAKING_CRITERIA).toHaveLength(4);
    expect(isSpeakingCriterion('pronunciation')).toBe(true);
    expect(isSpeakingCriterion('spelling')).toBe(false);
  });
  it('gives each band two points and finds the band of a point', () => {
    expect(bandPoints('10-9')).toEqual([10, 9]);
    expect(bandPoints('2-1')).toEqual([2, 1]);
    expect(bandOf(7)).toBe('8-7');
    expect(bandOf(0)).toBeNull();
    expect(bandOf(11)).toBeNull();
  });
  it('takes the band’s higher point by default and refuses points outside the band', () => {
    expect(criterionPoints('6-5')).toBe(6);
    expect(criterionPoints('6-5', 5)).toBe(5);
    expect(criterionPoints('6-5', 7)).toBeNull();
  });
  it('scores the part from the mean of the criteria, to the quarter point, only when all are marked', () => {
    const marks: RubricMark[] = [
      { criterion: 'fluency_coherence', band: '8-7', points: 8 },
      { criterion: 'lexical_resource', band: '8-7', points: 7 },
      { criterion: 'grammatical_range_accuracy', band: '6-5', points: 6 },
    ];
    expect(rubricPartScore(marks, 9)).toBeNull();
    const all = [...marks, { criterion: 'pronunciation' as const, band: '10-9' as const, points: 9 }];
    // mean 7.5 of 10 → 6.75 of 9
    expect(rubricPartScore(all, 9)).toBe(6.75);
    // mean 7.5 of 10 of 1 point → 0.75
    expect(rubricPartScore(all, 1)).toBe(0.75);
  });
  it('says each refusal in both languages', () => {
    for (const message of Object.values(SPEAKING_MESSAGES)) {
      expect(message.en.length).toBeGreaterThan(10);
      expect(message.vi.length).toBeGreaterThan(10);
    }
  });
});

describe('matchSpeech', () => {
  const target = 'The weather was wonderful this weekend.';
  it('splits words without case or punctuation', () => {
    expect(speechWords('The weather, was  WONDERFUL!')).toEqual(['the', 'weather', 'was', 'wonderful']);
    expect(speechWords('It’s fine')).toEqual(["it's", 'fine']);
  });
  it('gives the target sentence 1', () => {
    const m = matchSpeech(target, 'the weather was wonderful this weekend');
    expect(m.match).toBe(1);
    expect(m.words.every((w) => w.said)).toBe(true);
  });
  it('counts a missed and a changed word', () => {
    const m = matchSpeech(target, 'the weather is wonderful weekend');
    expect(m.match).toBeCloseTo(1 - 2 / 6, 3);
    expect(m.words.filter((w) => !w.said).map((w) => w.word)).toEqual(['was', 'this']);
  });
  it('gives another sentence a low score, and silence 0', () => {
    expect(matchSpeech(target, 'i would like a cup of coffee please').match).toBeLessThan(0.2);
    expect(matchSpeech(target, '').match).toBe(0);
    expect(matchSpeech('', '').match).toBe(0);
  });
  it('turns the match into the part’s score', () => {
    expect(speechPartScore(0.833, 2)).toBe(1.67);
    expect(speechPartScore(1.2, 2)).toBe(2);
    expect(speechPartScore(-1, 2)).toBe(0);
  });
});
