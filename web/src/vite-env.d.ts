/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_OIDC_URL?: string;
  readonly VITE_OIDC_REALM?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_GRAPHQL_URL?: string;
  readonly VITE_OTEL_URL?: string;
  readonly VITE_HIDE_STATISTICS?: string;
  readonly VITE_TEACHER_TEST_INFO?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
