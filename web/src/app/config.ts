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

const env = import.meta.env;
const flag = (value: string | undefined) => value === '1' || value === 'true';

export const config: WebConfig = {
  oidcUrl: env.VITE_OIDC_URL || 'http://localhost:8080',
  realm: env.VITE_OIDC_REALM || 'lms',
  clientId: env.VITE_OIDC_CLIENT_ID || 'lms-web',
  graphqlUrl: env.VITE_GRAPHQL_URL || '/graphql',
  otelUrl: env.VITE_OTEL_URL || undefined,
  hideStatistics: flag(env.VITE_HIDE_STATISTICS),
  teacherTestInfo: flag(env.VITE_TEACHER_TEST_INFO),
  development: env.DEV,
};
