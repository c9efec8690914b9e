import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest runs cores - 1 files at once: one file at a time on CI's 2 cores, with a core left idle.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
