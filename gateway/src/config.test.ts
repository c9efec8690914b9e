import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startTelemetry } from './telemetry.js';

describe('gateway configuration', () => {
  it('runs on one machine with no settings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      restBaseUrl: 'http://127.0.0.1:8000/lms-backend/api',
      issuer: 'http://localhost:8080/realms/lms',
      keycloak: { authServerUrl: 'http://localhost:8080', realm: 'lms', resource: 'lms-gateway' },
      mocks: false,
      introspection: true,
      production: false,
      otlpEndpoint: undefined,
    });
  });

  it('derives keycloak-connect settings from a real Keycloak issuer', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://sso.academy.vn/auth/realms/academy/' });
    expect(config.keycloak).toEqual({
      authServerUrl: 'https://sso.academy.vn/auth',
      realm: 'academy',
      resource: 'lms-gateway',
    });
  });

  it('turns introspection off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GATEWAY_INTROSPECTION: 'true' }).introspection).toBe(true);
    expect(loadConfig({ GATEWAY_MOCKS: '1' }).mocks).toBe(true);
  });

  it('refuses a bad setting with a message naming it', () => {
    expect(() => loadConfig({ GATEWAY_PORT: 'eighty' })).toThrow(/GATEWAY_PORT/);
    expect(() => loadConfig({ OIDC_ISSUER: 'http://localhost:8080/' })).toThrow(/OIDC_ISSUER/);
  });

  it('starts no telemetry without an OTLP endpoint, so stopping costs nothing', async () => {
    const started = performance.now();
    const telemetry = startTelemetry({ otlpEndpoint: undefined });
    await telemetry.shutdown();
    expect(telemetry.traceHeaders).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('refuses mocks in production, and keeps introspection off there without the explicit flag', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', GATEWAY_MOCKS: '1' })).toThrow(/GATEWAY_MOCKS/);
    expect(loadConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GATEWAY_INTROSPECTION: 'true' }).introspection).toBe(true);
  });
});
