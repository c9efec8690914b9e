import { describe, expect, it } from 'vitest';
import { sittingClassName } from './sittings.js';

describe('an IELTS sitting’s class', () => {
  it('is named by its day and shift as people say them, not "IELTS 2026-12-02 AM #9"', () => {
    expect(sittingClassName({ examDate: '2026-12-02', shift: 'morning' })).toBe('IELTS — 02/12/2026 sáng');
    expect(sittingClassName({ examDate: '2026-12-02', shift: 'afternoon' })).toBe('IELTS — 02/12/2026 chiều');
  });
});
