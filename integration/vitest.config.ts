import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node loads graphql's CommonJS build (it has no "exports"); Vite would pick its .mjs "module" build for
  // the gateway's sources and the two copies would not know each other's classes. One copy, as in production.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: 'integration',
    include: ['test/**/*.test.ts'],
    // Each file starts the real backend on a copy of the backend's migrated template (one per run).
    globalSetup: ['../backend/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest runs cores - 1 files at once: one file at a time on CI's 2 cores, with a core left idle.
    maxWorkers: Math.max(2, availableParallelism()),
    // Test files share a worker and the modules it loaded (docs/testing.md); each builds its own gateway
    // and backend, and nothing is kept at module scope between files.
    isolate: false,
  },
});
