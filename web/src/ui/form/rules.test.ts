import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PHONE_PATTERN, email, isEndAfterStart, passwordPair, positiveInteger } from './rules';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => i.message);

describe('docs/product.md point 5 rules', () => {
  it.each([
    '0912345678',
    '+1 912 345 6789',
    '912-345-6789',
    '(912) 345-6789',
    '+1 912.345.6789',
    '9123456789',
    '84 912 345 6789', // the backend always took it; one rule now (@lms/domain)
  ])('accepts the phone number %s', (phone) => expect(PHONE_PATTERN.test(phone)).toBe(true));

  it.each(['091234567', '09123456789', 'abc1234567', '+84 91 2345 678', ''])(
    'refuses the phone number %s',
    (phone) => expect(PHONE_PATTERN.test(phone)).toBe(false),
  );

  it('words an e-mail mistake as the spec does', () => {
    expect(messages(email().safeParse('an@'))).toEqual(['validation.emailInvalid']);
    expect(messages(email().safeParse(''))).toEqual(['validation.emailRequired']);
    expect(email().safeParse(' an@academy.test ').data).toBe('an@academy.test');
  });

  it('wants passwords of 8 letters and digits, typed twice the same', () => {
    const pair = passwordPair();
    expect(messages(pair.safeParse({ password: 'abc12', confirmPassword: 'abc12' }))).toEqual([
      'validation.passwordMin',
    ]);
    expect(messages(pair.safeParse({ password: 'abc 12345!', confirmPassword: 'abc 12345!' }))).toEqual([
      'validation.passwordChars',
    ]);
    expect(messages(pair.safeParse({ password: 'Academy2026', confirmPassword: 'Academy2025' }))).toEqual([
      'validation.passwordMismatch',
    ]);
    expect(pair.safeParse({ password: 'Academy2026', confirmPassword: 'Academy2026' }).success).toBe(true);
  });

  it('wants numbers greater than 0', () => {
    expect(messages(positiveInteger().safeParse(0))).toEqual(['validation.positive']);
    expect(messages(positiveInteger(500).safeParse(501))).toEqual(['validation.tooLarge']);
    expect(positiveInteger().safeParse(24).success).toBe(true);
  });

  it('wants the end date after the start date', () => {
    expect(isEndAfterStart('2026-09-07', '2026-09-07')).toBe(false);
    expect(isEndAfterStart('2026-09-07', '2026-09-08')).toBe(true);
    expect(isEndAfterStart('2026-09-07', null)).toBe(true);
  });
});
