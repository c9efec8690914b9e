import { describe, expect, it } from 'vitest';
import { academyNow, academyToday, isoWeekday, lessonHasStarted } from './academy-day.js';

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

describe('lessonHasStarted', () => {
  // 2026-09-07T11:00:00Z is 18:00 in Vietnam.
  const at18 = new Date('2026-09-07T11:00:00Z');

  it('opens at the start time in the academy time zone, not in UTC', () => {
    expect(academyNow(at18)).toEqual({ date: '2026-09-07', time: '18:00:00' });
    expect(lessonHasStarted({ studyDate: '2026-09-07', studyTimeStart: '18:00' }, at18)).toBe(true);
    expect(lessonHasStarted({ studyDate: '2026-09-07', studyTimeStart: '18:00:01' }, at18)).toBe(false);
    expect(lessonHasStarted({ studyDate: '2026-09-07', studyTimeStart: '18:30' }, at18)).toBe(false);
  });

  it('counts earlier days as started and later days as not, whatever the time', () => {
    expect(lessonHasStarted({ studyDate: '2026-09-06', studyTimeStart: '23:59' }, at18)).toBe(true);
    expect(lessonHasStarted({ studyDate: '2026-09-08', studyTimeStart: '00:00' }, at18)).toBe(false);
    // 17:30Z is already the next day (00:30) in Vietnam.
    const after = new Date('2026-09-07T17:30:00Z');
    expect(lessonHasStarted({ studyDate: '2026-09-08', studyTimeStart: '00:15' }, after)).toBe(true);
  });
});
