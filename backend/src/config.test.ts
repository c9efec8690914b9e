import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** Issue 8, finding 12: production refuses the development defaults that expose accounts. */
describe('backend configuration', () => {
  const production = {
    NODE_ENV: 'production',
    OIDC_ADMIN_CLIENT_SECRET: 'a-secret-from-the-vault',
    SMTP_URL: 'smtp://mail.academy.vn:587',
  };

  it('serves the development mailbox in development only', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig(production).devMailbox).toBe(false);
  });

  it.each([
    ['the development mailbox', { DEV_MAILBOX: 'true' }, /DEV_MAILBOX/],
    ['development keys', { OIDC_ADMIN_CLIENT_SECRET: undefined }, /OIDC_ADMIN_CLIENT_SECRET/],
    ['mail that is never sent', { SMTP_URL: undefined }, /SMTP_URL/],
  ])('refuses to start in production with %s', (_, change, message) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(message);
  });

  it('reads the academy’s bank account, with demo defaults, and refuses a BIN that is not 6 digits', () => {
    expect(loadConfig({}).academyBank).toEqual({
      bin: '970436',
      name: 'Vietcombank',
      account: '1023456789',
      holder: 'HOC VIEN ANH NGU DEMO',
    });
    const bidv = loadConfig({
      ACADEMY_BANK_BIN: '970418',
      ACADEMY_BANK_NAME: 'BIDV',
      ACADEMY_BANK_ACCOUNT: '21510001234567',
      ACADEMY_BANK_HOLDER: 'HOC VIEN ANH NGU',
    });
    expect(bidv.academyBank).toEqual({
      bin: '970418',
      name: 'BIDV',
      account: '21510001234567',
      holder: 'HOC VIEN ANH NGU',
    });
    expect(() => loadConfig({ ACADEMY_BANK_BIN: 'VCB' })).toThrow(/ACADEMY_BANK_BIN/);
    expect(() => loadConfig({ ACADEMY_BANK_ACCOUNT: '0011-0041' })).toThrow(/ACADEMY_BANK_ACCOUNT/);
  });

  it('reads the rate-limit and proxy settings', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_FACTOR: '0',
      TRUST_PROXY: '10.0.0.2',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      rateLimitFactor: 0,
      trustProxy: '10.0.0.2',
    });
  });
});
