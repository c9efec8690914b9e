import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registration.js';

const valid = { email: 'An.Vo@Example.com', password: 'abc12345', confirmPassword: 'abc12345' };

describe('registration rules (docs/product.md point 5)', () => {
  it('accepts a valid form and normalizes the e-mail', () => {
    expect(validateRegistration(valid)).toEqual({
      ok: true,
      value: { ...valid, email: 'an.vo@example.com', firstName: '', lastName: '' },
    });
  });

  it.each([
    [{ email: '' }, 'email', 'error.required'],
    [{ email: '   ' }, 'email', 'error.required'],
    [{ email: 'not-an-email' }, 'email', 'error.email'],
    [{ password: '', confirmPassword: '' }, 'password', 'error.required'],
    [{ password: 'abc1234', confirmPassword: 'abc1234' }, 'password', 'error.passwordLength'],
    [{ password: 'abc 12345', confirmPassword: 'abc 12345' }, 'password', 'error.passwordCharset'],
    [{ password: 'mậtkhẩu123', confirmPassword: 'mậtkhẩu123' }, 'password', 'error.passwordCharset'],
    [{ password: 'abc12345!', confirmPassword: 'abc12345!' }, 'password', 'error.passwordCharset'],
    [{ confirmPassword: '' }, 'confirmPassword', 'error.required'],
    [{ confirmPassword: 'abc123456' }, 'confirmPassword', 'error.passwordMismatch'],
  ])('refuses %o: %s %s', (change, field, message) => {
    const result = validateRegistration({ ...valid, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field as keyof typeof result.errors]).toBe(message);
  });
});
