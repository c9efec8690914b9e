import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { graphqlDocuments } from './vite-plugin-graphql-documents.ts';

// The gateway serves GraphQL (and the pass-through to the backend's uploads and media) on port 4000;
// in development Vite proxies them so the browser talks to one origin.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [graphqlDocuments(), react()],
  // The academy's rules from their source, in development, tests and the production build alike.
  resolve: { alias: { '@lms/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/graphql': gateway,
      '/lms-backend/api': gateway,
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
  },
});
