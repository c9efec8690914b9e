import { describe, expect, it } from 'vitest';
import { calculateEndDate, expectedEndDate, sessionDates } from './sessions.js';

describe('sessionDates', () => {
  it('walks the weekdays from the start date', () => {
    // 2026-09-07 is a Monday.
    expect(sessionDates({ startDate: '2026-09-07', numberOfSessions: 4, weekdays: [1, 3, 5] })).toEqual([
      '2026-09-07',
      '2026-09-09',
      '2026-09-11',
      '2026-09-14',
    ]);
  });

  it('skips days off, which pushes the end date back', () => {
    const base = { startDate: '2026-09-07', numberOfSessions: 3, weekdays: [1, 3] };
    expect(expectedEndDate(base)).toBe('2026-09-14');
    expect(expectedEndDate({ ...base, daysOff: ['2026-09-09'] })).toBe('2026-09-16');
  });

  it('starts on the first matching weekday on or after the start date, Sunday as 7', () => {
    expect(sessionDates({ startDate: '2026-09-08', numberOfSessions: 2, weekdays: [7] })).toEqual([
      '2026-09-13',
      '2026-09-20',
    ]);
  });

  it('gives nothing for no weekdays or no sessions', () => {
    expect(sessionDates({ startDate: '2026-09-07', numberOfSessions: 0, weekdays: [1] })).toEqual([]);
    expect(expectedEndDate({ startDate: '2026-09-07', numberOfSessions: 5, weekdays: [] })).toBeNull();
  });
});

describe('calculateEndDate', () => {
  it('names the days off that fell on a class weekday up to the last session', () => {
    // Mondays and Wednesdays from 2026-09-07; 2026-09-08 is a Tuesday, 2026-09-30 after the end.
    const result = calculateEndDate({
      startDate: '2026-09-07',
      numberOfSessions: 3,
      weekdays: [1, 3],
      daysOff: ['2026-09-08', '2026-09-09', '2026-09-30'],
    });
    expect(result).toEqual({
      expectedEndDate: '2026-09-16',
      sessionDates: ['2026-09-07', '2026-09-14', '2026-09-16'],
      daysOffSkipped: ['2026-09-09'],
    });
  });

  it('skips nothing when no session is planned', () => {
    expect(
      calculateEndDate({
        startDate: '2026-09-07',
        numberOfSessions: 0,
        weekdays: [1],
        daysOff: ['2026-09-07'],
      }),
    ).toEqual({ expectedEndDate: null, sessionDates: [], daysOffSkipped: [] });
  });
});
