import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES, hasText, isFeedbackRating, missingSetupFields } from './rules.js';

describe('isFeedbackRating', () => {
  it('takes the whole stars from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(isFeedbackRating(rating)).toBe(true);
  });
  it('refuses 0, 6, halves and what is not a number', () => {
    for (const rating of [0, 6, -1, 4.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isFeedbackRating(rating)).toBe(false);
  });
});

describe('hasText', () => {
  it('refuses empty and blank text', () => {
    expect(hasText('')).toBe(false);
    expect(hasText('  \n\t ')).toBe(false);
    expect(hasText(' Câu 3 sai đáp án ')).toBe(true);
  });
});

describe('missingSetupFields', () => {
  it('names the required profile fields still empty', () => {
    expect(
      missingSetupFields({ name: 'Lý Chào Mừng', dateOfBirth: null, phone: '', workPlace: ' ' }),
    ).toEqual(['dateOfBirth', 'phone', 'workPlace']);
  });
  it('is empty for a complete profile', () => {
    expect(
      missingSetupFields({
        name: 'Lê Văn An',
        dateOfBirth: '2004-05-06',
        phone: '0912345678',
        workPlace: 'Đại học Bách khoa',
      }),
    ).toEqual([]);
  });
});

describe('COMMUNITY_MESSAGES', () => {
  it('says each refusal in both languages', () => {
    for (const message of Object.values(COMMUNITY_MESSAGES)) {
      expect(message.en.length).toBeGreaterThan(10);
      expect(message.vi.length).toBeGreaterThan(10);
      expect(message.vi).not.toBe(message.en);
    }
  });
});
