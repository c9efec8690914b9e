import type { Plugin } from 'vite';

/**
 * What the entry page preloads beside the entry's own scripts (issue 29 point 3): the sign-on library's chunk
 * (keycloak-js, imported lazily by `web/src/app/auth.ts`) and the app's chunk (`web/src/app/start.tsx`,
 * imported by the entry once sign-on has started), each with the chunks it imports. Every visit needs them
 * before anything is shown; asked for only by the scripts that import them, they came a round trip and a
 * queue later (docs/decisions.md "Signing in quickly", "Sign-on starts before the app"). `chunkName` is
 * keycloak-js's chunk's name in the build, `appModule` the app's module.
 */
export function preloadSignOn(chunkName = 'keycloak', appModule = 'src/app/start.tsx'): Plugin {
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
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const signOn = chunks.find((c) => c.name === chunkName);
        const app = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${appModule}`));
        if (!signOn) throw new Error(`no chunk named ${chunkName} to preload`);
        if (!app) throw new Error(`no chunk of ${appModule} to preload`);
        const entry = chunks.find((c) => c.isEntry);
        // The entry's own imports are in the page already (Vite's tags).
        const listed = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file) || listed.has(file)) return;
          files.add(file);
          const chunk = ctx.bundle?.[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(add);
        };
        add(signOn.fileName);
        add(app.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
