import { describe, expect, it } from 'vitest';
import { academyToday, isoWeekday } from './academy-day.js';

describe('academyToday', () => {
  it('turns at midnight in Vietnam (UTC+7), not at midnight UTC', () => {
    expect(academyToday(new Date('2026-09-07T16:59:59Z'))).toBe('2026-09-07');
    expect(academyToday(new Date('2026-09-07T17:00:00Z'))).toBe('2026-09-08');
  });
});

describe('isoWeekday', () => {
  it('counts Monday as 1 and Sunday as 7', () => {
    expect(isoWeekday('2026-09-07')).toBe(1);
    expect(isoWeekday('2026-09-12')).toBe(6);
    expect(isoWeekday('2026-09-13')).toBe(7);
  });
});
