import { describe, expect, it } from 'vitest';
import {
  isAnswerText,
  isCalendarDate,
  isEndAfterStart,
  isOnOrAfter,
  isPassword,
  isPhone,
  isScore,
  TIME_PATTERN,
} from './rules.js';
import { acceptOf, isUploadOf } from './uploads.js';

describe('phone', () => {
  it.each([
    '0912345678',
    '+84 912 345 6789',
    '+849123456789',
    '84 912 345 6789',
    '+84 091 234 5678',
    '(091) 234-5678',
    '091.234.5678',
  ])('accepts %s', (v) => expect(isPhone(v)).toBe(true));
  it.each(['091234567', '09123456789', '849123456789', 'abc', '', '+84 91 234 5678', '0912 345 67a'])(
    'refuses %s',
    (v) => expect(isPhone(v)).toBe(false),
  );
});

describe('password', () => {
  it('needs 8 characters, digits and letters only', () => {
    expect(isPassword('Academy2026')).toBe(true);
    expect(isPassword('Abc1234')).toBe(false);
    expect(isPassword('Academy 2026')).toBe(false);
    expect(isPassword('Mậtkhẩu2026')).toBe(false);
  });
});

describe('dates and times', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });
  it('wants the end after the start, and a deadline from today on', () => {
    expect(isEndAfterStart('2026-09-01', '2026-09-02')).toBe(true);
    expect(isEndAfterStart('2026-09-01', '2026-09-01')).toBe(false);
    expect(isEndAfterStart('2026-09-01', null)).toBe(true);
    expect(isOnOrAfter('2026-11-24', '2026-11-24')).toBe(true);
    expect(isOnOrAfter('2026-11-23', '2026-11-24')).toBe(false);
  });
  it('reads clock times with or without seconds', () => {
    expect(TIME_PATTERN.test('18:30')).toBe(true);
    expect(TIME_PATTERN.test('18:30:15')).toBe(true);
    expect(TIME_PATTERN.test('24:00')).toBe(false);
    expect(TIME_PATTERN.test('8:30')).toBe(false);
  });
});

describe('scores', () => {
  it('are 0 to 100 and within the assignment maximum', () => {
    expect(isScore(0)).toBe(true);
    expect(isScore(100)).toBe(true);
    expect(isScore(100.5)).toBe(false);
    expect(isScore(-1)).toBe(false);
    expect(isScore(Number.NaN)).toBe(false);
    expect(isScore(80, 70)).toBe(false);
    expect(isScore(70, 70)).toBe(true);
  });
});

describe('answer text', () => {
  it('allows Vietnamese letters, digits and common punctuation, not control or markup characters', () => {
    expect(isAnswerText('Tôi đã học tiếng Anh 3 năm, rất vui!')).toBe(true);
    expect(isAnswerText("It's a well-known fact (really).")).toBe(true);
    expect(isAnswerText('<script>')).toBe(false);
    expect(isAnswerText('a\u0000b')).toBe(false);
  });
});

describe('uploads', () => {
  it('tells the kinds by extension and declared type', () => {
    expect(isUploadOf(['image'], { name: 'map.PNG', type: 'image/png' })).toBe(true);
    expect(isUploadOf(['image'], { name: 'song.mp3', type: 'audio/mpeg' })).toBe(false);
    expect(isUploadOf(['image', 'mp3'], { name: 'song.mp3', type: 'audio/mpeg' })).toBe(true);
    expect(isUploadOf(['mp3'], { name: 'song.mp3', type: 'image/png' })).toBe(false);
    expect(isUploadOf(['audio'], { name: 'talk.m4a' })).toBe(true);
    expect(acceptOf(['mp3'])).toBe('audio/mpeg,.mp3');
  });
});
