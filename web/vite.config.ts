import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { graphqlDocuments } from './vite-plugin-graphql-documents.ts';
import { lazyTableParts } from './vite-plugin-lazy-table-parts.ts';
import { preloadSignOn } from './vite-plugin-preload-sign-on.ts';

// The gateway serves GraphQL (the pass-through to the backend's uploads and media, the trace relay) on port 4000;
// in development Vite proxies them so the browser talks to one origin.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/** The tests' page address (jsdom's default): the mock gateway answers on its origin. */
const PAGE_URL = 'http://localhost:3000/';
/**
 * Test files that need jsdom, in workers of their own (a worker never switches between the two): happy-dom
 * gives an <audio> with aria-label no accessible name.
 */
const JSDOM_FILES = ['src/ui/upload/MediaUpload.test.tsx'];
/**
 * Test files that run antd from its ES modules through the build's plugins (the other files load its CommonJS
 * build as Node does): what vite-plugin-lazy-table-parts.ts swaps in is tested there.
 */
const ANTD_SOURCE_FILES = ['src/ui/table/*.test.tsx'];
/**
 * Test files that replace a module with `vi.mock`, each with modules of its own: in the shared workers a module
 * another file loaded first keeps the real import, and the mock never takes (docs/testing.md).
 */
const MODULE_MOCK_FILES = readdirSync(new URL('src', import.meta.url), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file.split(sep).join('/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && !JSDOM_FILES.includes(file))
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(new URL(file, import.meta.url), 'utf8')));

const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors|react-slick))[\\/]/;

export default defineConfig({
  plugins: [
    graphqlDocuments(),
    lazyTableParts(),
    preloadSignOn(),
    react(),
    // Brotli and gzip beside every text file of the build above 1 kB (the public folder's too), made once at
    // build: the gateway serves the one the browser accepts (docs/decisions.md, issue 29). A file that does
    // not shrink gets none.
    compression({
      include: /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  // The academy's rules from their source, in development, tests and the production build alike.
  // `@lms/domain/calendar` is the calendar alone, for pages that should not load the whole package.
  resolve: {
    alias: [
      {
        find: /^@lms\/domain\/calendar$/,
        replacement: fileURLToPath(new URL('../domain/src/calendar/academy-day.ts', import.meta.url)),
      },
      {
        find: /^@lms\/domain\/questions$/,
        replacement: fileURLToPath(new URL('../domain/src/questions/index.ts', import.meta.url)),
      },
      {
        find: /^@lms\/domain$/,
        replacement: fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': gateway,
      '/lms-backend/api': gateway,
      // The browser's trace spans, which the gateway forwards to its collector.
      '/otel': gateway,
    },
  },
  build: {
    target: 'es2022',
    // Every browser the academy supports (the es2022 target's) knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // The framework every page runs on, in a few long-cached chunks rather than wherever the
        // bundler's first user put it; antd's parts stay split by page.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/,
              priority: 3,
            },
            {
              name: 'apollo',
              test: /[\\/]node_modules[\\/](@apollo[\\/]client|rxjs|graphql|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/,
              priority: 3,
            },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 3 },
            // antd's own modules that at least 40 chunks import (its config, style engine, theme, utilities),
            // in one chunk rather than the few dozen small ones automatic splitting makes of them: a slow
            // connection's six connections fetched about 100 scripts for the class list, one round trip per few
            // (issue 29 point 3). 40: below it Table's and Select's modules join and form pages load Table's code
            // (docs/decisions.md "Fewer, larger chunks for antd"). Their own dependencies stay where they are.
            {
              name: 'antd-common',
              test: /[\\/]node_modules[\\/](antd|@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|react-slick))[\\/]/,
              minShareCount: 40,
              includeDependenciesRecursively: false,
              priority: 2,
            },
          ],
        },
      },
      treeshake: {
        // antd's rc-component packages and style engine declare no `sideEffects`, so every module their
        // index files name was kept: the side menu brought the whole form engine along. They have none.
        moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Node 25+ defines a `localStorage` of its own (undefined without --localstorage-file), which Vitest 4
    // keeps instead of the page's: every test touching storage failed on Node 26. Node 24 and 26 take
    // the flag (docs/decisions.md "The project brings its own Node").
    execArgv: ['--no-experimental-webstorage'],
    css: false,
    testTimeout: 20_000,
    // Vitest runs cores - 1 files at once: one file at a time on CI's 2 cores, with a core left idle.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...JSDOM_FILES, ...ANTD_SOURCE_FILES, ...MODULE_MOCK_FILES],
          // happy-dom builds a page in a fraction of jsdom's time. Files share a worker and the modules it
          // loaded (antd, the app) instead of importing them again per file; src/test/setup.ts resets what a
          // file leaves behind (docs/testing.md).
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: PAGE_URL } },
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web (antd from source)',
          include: ANTD_SOURCE_FILES,
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: PAGE_URL } },
          server: { deps: { inline: [/[\\/]node_modules[\\/]antd[\\/]/] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'web (module mocks)',
          include: MODULE_MOCK_FILES,
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: PAGE_URL } },
        },
      },
      {
        extends: true,
        test: {
          name: 'web (jsdom)',
          include: JSDOM_FILES,
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: PAGE_URL } },
        },
      },
    ],
  },
});
