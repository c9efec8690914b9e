import { describe, expect, it } from 'vitest';
import { examTypeLabel } from './payments.js';

describe('what an IELTS payment is for', () => {
  it('is named in the reader’s language, also for payments that stored the label of the day', () => {
    expect(examTypeLabel('4_skills:computer', 'vi')).toBe('IELTS 4 kỹ năng — thi trên máy tính');
    expect(examTypeLabel('3_skills:paper', 'en')).toBe('IELTS 3 skills (L, R, W) — paper');
    // Issue 25: "IELTS 4 skills — computer" in the Vietnamese interface.
    expect(examTypeLabel('IELTS 4 skills — computer', 'vi')).toBe('IELTS 4 kỹ năng — thi trên máy tính');
    expect(examTypeLabel('IELTS 4 kỹ năng — thi trên giấy', 'en')).toBe('IELTS 4 skills — paper');
  });
});
