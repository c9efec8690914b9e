import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
/** Files that must load their modules fresh: OpenTelemetry patches http, express and graphql as first imported. */
const FRESH_MODULES = ['src/telemetry.test.ts'];

export default defineConfig({
  // Node loads graphql's CommonJS build (it has no "exports"); Vite would pick its .mjs "module" build for
  // our sources and the two copies would not know each other's classes. One copy, as in production.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest runs cores - 1 files at once: one file at a time on CI's 2 cores, with a core left idle.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'gateway',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: FRESH_MODULES,
          // Test files share a worker and the modules it loaded (docs/testing.md); each builds its own
          // gateway over mocked REST, and nothing is kept at module scope between files. The tests on the
          // real backend are the integration workspace's (integration/).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'gateway (fresh modules)', include: FRESH_MODULES, isolate: true } },
    ],
  },
});
