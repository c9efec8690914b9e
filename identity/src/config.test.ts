import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('identity configuration', () => {
  it('refuses to start in production on client secrets it would generate itself', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /IDENTITY_ADMIN_CLIENT_SECRET and IDENTITY_GATEWAY_CLIENT_SECRET/,
    );
    const secrets = {
      IDENTITY_ADMIN_CLIENT_SECRET: 'x'.repeat(32),
      IDENTITY_GATEWAY_CLIENT_SECRET: 'y'.repeat(32),
    };
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).clientSecrets['lms-backend']).toBe(
      'x'.repeat(32),
    );
  });

  it('limits attempts in memory unless Redis is configured', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });
});
