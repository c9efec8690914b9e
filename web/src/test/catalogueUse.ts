/**
 * Which catalogue keys each module of the web names, which modules each page loads, and which part of the
 * catalogue holds each key: what web/src/app/locales/parts.test.ts checks (the catalogue split per area,
 * docs/decisions.md). Pure functions over the sources' text, so the check reads the code as the build does.
 */

export type Tree = { [key: string]: string | Tree };

/** Sources by path from the web's root (`src/app/i18n.ts`). */
export type Sources = ReadonlyMap<string, string>;

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text's path (`ielts.codes.title`, `classes.count_one`). */
export function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`),
  );
}

/** A key as code names it: the path without its plural suffix. */
export const baseKey = (leaf: string) => leaf.replace(PLURAL, '');

export const node = (tree: Tree, key: string): string | Tree | undefined =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((n, part) => (typeof n === 'object' ? n[part] : undefined), tree);

/** The parts merged into one tree (each key is in one part only: parts.test.ts). */
export function merge(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees)
    for (const [k, v] of Object.entries(tree)) {
      const mine = out[k];
      out[k] = typeof v === 'object' && typeof mine === 'object' ? merge(mine, v) : v;
    }
  return out;
}

/** The code without its comments (a key a comment names is no key asked for). */
const withoutComments = (text: string) =>
  text.replace(/(^|\s)\/\*[\s\S]*?\*\//g, '$1').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');

/**
 * The keys a module names: every string literal that is a key of the catalogue (in a call of t, and as well
 * `label: 'menu.profile'` in a list the code translates later), and as `prefix.*` every group a key is
 * built in (t with `` `questionTypes.${type}` ``) or read whole (t with `returnObjects: true`).
 */
export function keysNamed(source: string, whole: Tree): Set<string> {
  const text = withoutComments(source);
  const keys = new Set<string>();
  const readsObjects = text.includes('returnObjects');
  for (const m of text.matchAll(/(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)\1/g)) {
    const key = m[2]!;
    const found = node(whole, key);
    if (typeof found === 'string' || typeof node(whole, `${key}_other`) === 'string') keys.add(key);
    else if (typeof found === 'object' && readsObjects) keys.add(`${key}.*`);
  }
  for (const m of text.matchAll(/\bt\(\s*`([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)*)\.\$\{/g))
    if (typeof node(whole, m[1]!) === 'object') keys.add(`${m[1]}.*`);
  return keys;
}

/** The texts a named key stands for: itself with its plural forms, or every text of a group (`prefix.*`). */
export function textsOf(key: string, whole: Tree): string[] {
  if (key.endsWith('.*')) {
    const group = node(whole, key.slice(0, -2));
    return typeof group === 'object' ? leaves(group, `${key.slice(0, -1)}`) : [];
  }
  const dot = key.lastIndexOf('.');
  const parent = node(whole, key.slice(0, dot));
  const last = key.slice(dot + 1);
  if (typeof parent !== 'object') return [];
  return Object.keys(parent)
    .filter((k) => typeof parent[k] === 'string' && (k === last || baseKey(k) === last))
    .map((k) => `${key.slice(0, dot + 1)}${k}`);
}

interface Edge {
  to: string;
  dynamic: boolean;
}

function resolve(sources: Sources, from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const parts = from.split('/').slice(0, -1);
  for (const piece of spec.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  const base = parts.join('/').replace(/\.js$/, '');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((p) =>
    sources.has(p),
  );
}

/** Each module's imports of the web's own modules, static and dynamic. */
export function importGraph(sources: Sources): Map<string, Edge[]> {
  const graph = new Map<string, Edge[]>();
  for (const [file, text] of sources) {
    const edges: Edge[] = [];
    for (const m of text.matchAll(/(?:\bfrom\s+|\bimport\s+|\bimport\s*\(\s*)(['"])([^'"]+)\1/g)) {
      const to = resolve(sources, file, m[2]!);
      if (to) edges.push({ to, dynamic: m[0].includes('(') });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The modules `start` loads, itself included, its lazy parts too, but not along the edges `cut` refuses. */
export function reach(
  graph: Map<string, Edge[]>,
  start: string,
  cut: (from: string, edge: Edge) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of graph.get(file) ?? []) if (!cut(file, edge)) stack.push(edge.to);
  }
  return seen;
}

export const ROUTES_FILE = 'src/app/routes.tsx';

export interface RouteEntry {
  /** The page's module. */
  module: string;
  /** The catalogue parts its loader loads with it. */
  parts: string[];
  /** The keys of its document title. */
  titles: string[];
}

/**
 * The routes of src/app/routes.tsx: `route(path, { title: 'k' }, page(() => import('...'), 'Name', ['part']))`.
 * The bench (web/bench/bundle-size.mjs) reads the parts the same way.
 */
const ROUTE =
  /route\(\s*[^,]+,\s*(\{[^}]*\}),\s*(?:page|nativePage)\(\s*\(\) => import\('([^']+)'\),\s*'\w+'(?:,\s*\[([^\]]*)\])?\s*,?\s*\)/g;

export function routeEntries(sources: Sources): RouteEntry[] {
  const text = sources.get(ROUTES_FILE) ?? '';
  return [...text.matchAll(ROUTE)].map((m) => ({
    module: resolve(sources, ROUTES_FILE, m[2]!) ?? m[2]!,
    parts: [...(m[3] ?? '').matchAll(/'([^']+)'/g)].map((p) => p[1]!),
    titles: [...m[1]!.matchAll(/(?:title|studentTitle): '([^']+)'/g)].map((t) => t[1]!),
  }));
}

/** routes.tsx without its routes: what the shell itself says (a route's title shows with its page). */
export const outsideRoutes = (text: string) => text.replace(ROUTE, '');

/**
 * The area a module's own texts belong to: its features/ folder, or `questionView` for the question views
 * of ui/questions (only the pages that show questions load them). Undefined: the shell's and the shared
 * ui/ and shared/ modules', whose texts are common.
 */
export function areaOf(file: string): string | undefined {
  if (file.startsWith('src/ui/questions/')) return 'questionView';
  return /^src\/features\/([^/]+)\//.exec(file)?.[1];
}

/** Modules whose keys are not the catalogue's own: the general pages' texts (a key prefix) and tests. */
export const readsOwnTexts = (text: string) => /usePagesT\(|keyPrefix/.test(text);

/** Groups added at run time from @lms/domain (`useDomainMessages('markingRules', ...)`). */
export function runtimeGroups(sources: Sources): Set<string> {
  return new Set(
    [...sources.values()].flatMap((text) =>
      [...text.matchAll(/useDomainMessages\(\s*'([A-Za-z]+)'/g)].map((m) => m[1]!),
    ),
  );
}
