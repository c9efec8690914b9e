import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Files that must load their modules fresh: OpenTelemetry patches http and pg as they are first imported. */
const FRESH_MODULES = ['src/telemetry.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest runs cores - 1 files at once: one file at a time on CI's 2 cores, with a core left idle.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['src/**/*.test.ts'],
          exclude: FRESH_MODULES,
          // Test files share a worker and the modules it loaded instead of importing everything again per
          // file (the imports were most of the time): each file still opens its own database and server,
          // nothing is kept at module scope between files, and a file's fake clock ends with it
          // (docs/testing.md).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'backend (fresh modules)', include: FRESH_MODULES, isolate: true } },
    ],
  },
});
