import type { Plugin } from 'vite';

/**
 * The sign-on library's chunk (keycloak-js, imported lazily by `web/src/app/auth.ts`) preloaded from the entry
 * page, beside the shell's own scripts (issue 29 point 3): every visit needs it before anything is shown, and
 * asked for by the shell once it runs, it came a round trip and a queue later (docs/decisions.md "Signing in
 * quickly"). `chunkName` is the chunk's name in the build (keycloak-js's file name).
 */
export function preloadSignOn(chunkName = 'keycloak'): Plugin {
  let base = '/';
  return {
    name: 'lms:preload-sign-on',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === chunkName);
        if (!chunk || chunk.type !== 'chunk') throw new Error(`no chunk named ${chunkName} to preload`);
        return [chunk.fileName, ...chunk.imports].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
