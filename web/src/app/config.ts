/** Build-time settings (Vite `VITE_*` variables), each with the default that `npm start` needs. */
export interface WebConfig {
  oidcUrl: string;
  realm: string;
  clientId: string;
  graphqlUrl: string;
  otelUrl: string | undefined;
  hideStatistics: boolean;
  teacherTestInfo: boolean;
  development: boolean;
}

/** The variables a build reads: Vite's `DEV` and `MODE`, and the project's `VITE_*`. */
type BuildEnv = Pick<ImportMetaEnv, 'DEV' | 'MODE'> & {
  readonly [name: `VITE_${string}`]: string | undefined;
};

const flag = (value: string | undefined) => value === '1' || value === 'true';

/**
 * The settings from a build's environment. Trace spans go to the page's own origin unless `VITE_OTEL_URL`
 * names a collector: the gateway (and Vite's proxy in development) forwards `/otel/v1/traces` to the collector
 * it runs with, so no build needs its address (issue 28 item 7). Unit tests export nothing unless they say so.
 */
export function readConfig(env: BuildEnv): WebConfig {
  return {
    oidcUrl: env.VITE_OIDC_URL || 'http://localhost:8080',
    realm: env.VITE_OIDC_REALM || 'lms',
    clientId: env.VITE_OIDC_CLIENT_ID || 'lms-web',
    graphqlUrl: env.VITE_GRAPHQL_URL || '/graphql',
    otelUrl: env.VITE_OTEL_URL || (env.MODE === 'test' ? undefined : '/otel'),
    hideStatistics: flag(env.VITE_HIDE_STATISTICS),
    teacherTestInfo: flag(env.VITE_TEACHER_TEST_INFO),
    development: env.DEV,
  };
}

export const config: WebConfig = readConfig(import.meta.env);
