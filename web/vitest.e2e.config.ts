import { defineConfig } from 'vitest/config';

/** End-to-end flows in a real browser against the running stack (see e2e/flows.e2e.ts). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
