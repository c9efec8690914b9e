import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const envSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  /** The backend's origin; the REST API is under /lms-backend/api. */
  BACKEND_URL: z.url().default('http://127.0.0.1:8000'),
  /** The realm's issuer; keycloak-connect fetches `${issuer}/protocol/openid-connect/certs`. */
  OIDC_ISSUER: z
    .url()
    .regex(/\/realms\/[^/]+\/?$/, 'must end with /realms/<realm>')
    .default('http://localhost:8080/realms/lms'),
  /** GraphQL requests served at once; past it, 503 with Retry-After (load shedding). */
  GATEWAY_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(256),
  /** Access tokens are accepted only when issued to (azp) or for (aud) one of these clients. */
  OIDC_CLIENTS: z.string().default('lms-web,lms-gateway,lms-backend'),
  /** Serve the schema with mocks instead of calling the backend (front-end work, testers). */
  GATEWAY_MOCKS: flag,
  /** Introspection and Apollo Sandbox; on in development, off in production unless set. */
  GATEWAY_INTROSPECTION: flag,
  NODE_ENV: z.string().default('development'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The built web client; served at / when it exists. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
});

export interface GatewayConfig {
  port: number;
  host: string;
  backendUrl: string;
  /** `${BACKEND_URL}/lms-backend/api`: what the REST client calls. */
  restBaseUrl: string;
  issuer: string;
  /** Keycloak's adapter settings, derived from the issuer. */
  keycloak: { authServerUrl: string; realm: string; resource: string };
  /** The LMS's clients: a token for none of them is refused. */
  clients: string[];
  maxInFlight: number;
  mocks: boolean;
  introspection: boolean;
  production: boolean;
  otlpEndpoint: string | undefined;
  webDist: string;
}

export const API_PREFIX = '/lms-backend/api';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const issuer = e.OIDC_ISSUER.replace(/\/$/, '');
  const [, authServerUrl = '', realm = ''] = /^(.*)\/realms\/([^/]+)$/.exec(issuer) ?? [];
  const backendUrl = e.BACKEND_URL.replace(/\/$/, '');
  const production = e.NODE_ENV === 'production';
  if (production && e.GATEWAY_MOCKS) {
    throw new Error(
      'Refusing to start in production (NODE_ENV=production): GATEWAY_MOCKS serves invented data',
    );
  }
  return {
    port: e.GATEWAY_PORT,
    host: e.GATEWAY_HOST,
    backendUrl,
    restBaseUrl: `${backendUrl}${API_PREFIX}`,
    issuer,
    keycloak: { authServerUrl, realm, resource: 'lms-gateway' },
    clients: e.OIDC_CLIENTS.split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    maxInFlight: e.GATEWAY_MAX_IN_FLIGHT,
    mocks: e.GATEWAY_MOCKS ?? false,
    introspection: e.GATEWAY_INTROSPECTION ?? !production,
    production,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/$/, ''),
    webDist: e.WEB_DIST,
  };
}
