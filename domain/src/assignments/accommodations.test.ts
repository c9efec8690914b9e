import { describe, expect, it } from 'vitest';
import { accommodationErrors, extendedEndsAt, extraMinutesFor } from './accommodations.js';

const start = new Date('2026-12-01T08:00:00Z');
const at = (min: number) => new Date(start.getTime() + min * 60_000);

describe('accommodations', () => {
  it('25 % of 40 minutes is 10 minutes; a percent rounds up to whole minutes', () => {
    expect(extraMinutesFor(40, { extraTimePercent: 25, extraTimeMinutes: null })).toBe(10);
    expect(extraMinutesFor(45, { extraTimePercent: 25, extraTimeMinutes: null })).toBe(12);
    expect(extraMinutesFor(40, { extraTimePercent: null, extraTimeMinutes: 15 })).toBe(15);
    expect(extraMinutesFor(null, { extraTimePercent: 25, extraTimeMinutes: null })).toBe(0);
    expect(extraMinutesFor(40, null)).toBe(0);
  });

  it('lengthens the time limit but never moves the deadline', () => {
    const acc = { extraTimePercent: 25, extraTimeMinutes: null };
    expect(extendedEndsAt(start, 40, null, acc)).toEqual(at(50));
    expect(extendedEndsAt(start, 40, at(45), acc)).toEqual(at(45));
    expect(extendedEndsAt(start, null, at(45), acc)).toEqual(at(45));
    expect(extendedEndsAt(start, null, null, acc)).toBeNull();
    expect(extendedEndsAt(start, 40, null, null)).toEqual(at(40));
  });

  it('refuses a value below 0 or above its bound, and both at once', () => {
    expect(accommodationErrors({ extraTimePercent: 200, extraTimeMinutes: null })).toEqual([]);
    expect(accommodationErrors({ extraTimePercent: null, extraTimeMinutes: 600 })).toEqual([]);
    expect(accommodationErrors({ extraTimePercent: -1, extraTimeMinutes: null })).toEqual([
      { field: 'extra_time_percent', code: 'accommodation_percent' },
    ]);
    expect(accommodationErrors({ extraTimePercent: 201, extraTimeMinutes: 601 }).map((e) => e.code)).toEqual([
      'accommodation_percent',
      'accommodation_minutes',
      'accommodation_one_of',
    ]);
    expect(accommodationErrors({ extraTimePercent: null, extraTimeMinutes: 1.5 })).toHaveLength(1);
    expect(
      accommodationErrors({ extraTimePercent: null, extraTimeMinutes: null, extraAttempts: 10 }),
    ).toEqual([]);
    expect(
      accommodationErrors({ extraTimePercent: null, extraTimeMinutes: null, extraAttempts: 11 }),
    ).toEqual([{ field: 'extra_attempts', code: 'accommodation_attempts' }]);
  });
});
