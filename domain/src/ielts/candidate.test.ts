import { describe, expect, it } from 'vitest';
import { birthDateValid, idNumberValid, missingCandidateFields, normalizeIdNumber } from './candidate.js';

describe('a candidate’s identity fields', () => {
  it('accepts citizen IDs of 9 or 12 digits and passports, spaces and dashes ignored', () => {
    expect(idNumberValid('001203004567')).toBe(true);
    expect(idNumberValid('123456789')).toBe(true);
    expect(idNumberValid('c 123-4567')).toBe(true);
    expect(normalizeIdNumber('c 123-4567')).toBe('C1234567');
    expect(idNumberValid('12345')).toBe(false);
    expect(idNumberValid('1234567890')).toBe(false);
    expect(idNumberValid('số CCCD')).toBe(false);
  });

  it('accepts a date of birth at least 10 years before today, from 1900 on, that exists', () => {
    expect(birthDateValid('2000-02-29', '2026-12-03')).toBe(true);
    expect(birthDateValid('2016-12-03', '2026-12-03')).toBe(true);
    expect(birthDateValid('2016-12-04', '2026-12-03')).toBe(false);
    expect(birthDateValid('2030-01-01', '2026-12-03')).toBe(false);
    expect(birthDateValid('1899-12-31', '2026-12-03')).toBe(false);
    expect(birthDateValid('2001-02-29', '2026-12-03')).toBe(false);
    expect(birthDateValid('03/12/2000', '2026-12-03')).toBe(false);
  });

  it('lists what a profile still lacks', () => {
    expect(missingCandidateFields({ dateOfBirth: null, passport: '' })).toEqual(['dateOfBirth', 'passport']);
    expect(missingCandidateFields({ dateOfBirth: '2000-01-01', passport: ' ' })).toEqual(['passport']);
    expect(missingCandidateFields({ dateOfBirth: '2000-01-01', passport: 'C1234567' })).toEqual([]);
  });
});
