import { describe, expect, it } from 'vitest';
import { MARKING_MESSAGES, partScoreFits } from './rules.js';

describe('partScoreFits', () => {
  it('takes 0 to the maximum, halves included', () => {
    expect(partScoreFits(0, 2)).toBe(true);
    expect(partScoreFits(1.5, 2)).toBe(true);
    expect(partScoreFits(2, 2)).toBe(true);
  });
  it('refuses below 0, above the maximum and what is not a number', () => {
    expect(partScoreFits(-0.5, 2)).toBe(false);
    expect(partScoreFits(2.25, 2)).toBe(false);
    expect(partScoreFits(Number.NaN, 2)).toBe(false);
    expect(partScoreFits(Number.POSITIVE_INFINITY, 2)).toBe(false);
  });
});

describe('MARKING_MESSAGES', () => {
  it('says each refusal in both languages', () => {
    for (const message of Object.values(MARKING_MESSAGES)) {
      expect(message.en.length).toBeGreaterThan(10);
      expect(message.vi.length).toBeGreaterThan(10);
    }
  });
});
