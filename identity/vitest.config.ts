import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share a worker and its loaded modules instead of importing everything again per file (the
    // imports were most of the time): each file still opens its own database and server, nothing is kept at
    // module scope between files, and a file's fake clock ends with it (docs/testing.md).
    isolate: false,
    // Vitest runs cores - 1 files at once: one file at a time on CI's 2 cores, with a core left idle.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
