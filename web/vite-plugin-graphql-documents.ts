import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the client preset's Babel plugin does, for Vite 8 (which has no Babel step): each `graphql(`...`)`
 * call is replaced by its document, written in place. The preset's map of every operation stays out of
 * the bundle, and a page's chunk carries its own operations only (importing them from the generated
 * module would put every document into the chunk that module lands in, the first page's).
 */
export function graphqlDocuments(gqlDir = resolve(import.meta.dirname, 'src/gql')): Plugin {
  const bySource = new Map<string, string>();
  const load = () => {
    bySource.clear();
    // A JavaScript string literal ('...' from prettier, "..." from codegen) read through JSON.
    const literal = (text: string) => {
      const body = text.slice(1, -1);
      return JSON.parse(
        `"${text.startsWith("'") ? body.replace(/\\'/g, "'").replace(/"/g, '\\"') : body}"`,
      ) as string;
    };
    const gql = readFileSync(resolve(gqlDir, 'gql.ts'), 'utf8');
    const runtime = gql.slice(gql.indexOf('const documents'));
    const names = new Map(
      [...runtime.matchAll(/^\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"):\s*types\.(\w+),?$/gm)].map((m) => [
        m[2]!,
        literal(m[1]!),
      ]),
    );
    const generated = readFileSync(resolve(gqlDir, 'graphql.ts'), 'utf8');
    for (const m of generated.matchAll(
      /^export const (\w+) = (\{[\s\S]*?\}) as unknown as DocumentNode</gm,
    )) {
      const source = names.get(m[1]!);
      if (source !== undefined) bySource.set(source, m[2]!);
    }
  };
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    apply: 'build',
    buildStart: load,
    // With every call written in place, the preset's map (and through it every document of graphql.ts) has
    // no user left: the build gets a stub, so no chunk carries the map even before minification drops it.
    load(id) {
      if (id !== resolve(gqlDir, 'gql.ts')) return null;
      return 'export function graphql(source) {\n  throw new Error(`graphql() was not compiled: ${source}`);\n}\n';
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      let changed = false;
      const out = code.replace(/\bgraphql\(`([^`]*)`\)/g, (call, text: string) => {
        const document = bySource.get(text);
        if (!document) {
          this.warn(`No generated document for a graphql() call in ${id}: run \`npm run codegen\`.`);
          return call;
        }
        changed = true;
        return `(${document})`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
