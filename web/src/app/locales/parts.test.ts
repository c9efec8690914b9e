import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES, wholeCatalogue } from '../../test/catalogues';
import type { Tree } from '../../test/catalogueUse';
import {
  ROUTES_FILE,
  areaOf,
  baseKey,
  importGraph,
  keysNamed,
  leaves,
  outsideRoutes,
  reach,
  readsOwnTexts,
  routeEntries,
  textsOf,
} from '../../test/catalogueUse';
import { CATALOGUE_PARTS } from '../i18n';

/** The product's sources by path from the web's root (tests, generated code, helpers and catalogues aside). */
const sources: ReadonlyMap<string, string> = new Map(
  Object.entries(
    import.meta.glob<string>(
      [
        '/src/**/*.{ts,tsx}',
        '!/src/**/*.test.{ts,tsx}',
        '!/src/gql/**',
        '!/src/test/**',
        '!/src/app/locales/**',
      ],
      { query: '?raw', import: 'default', eager: true },
    ),
  ).map(([file, text]) => [file.slice(1), text]),
);

const vi = wholeCatalogue('vi');
const graph = importGraph(sources);
const routes = routeEntries(sources);
/** The shell: what main.tsx loads, all but the pages the router loads lazily. */
const shell = reach(graph, 'src/main.tsx', (from, edge) => from === ROUTES_FILE && edge.dynamic);
const textOf = (file: string) =>
  file === ROUTES_FILE ? outsideRoutes(sources.get(file)!) : sources.get(file)!;
/** The texts (catalogue paths) a module asks for. */
const textsAskedBy = (file: string) =>
  readsOwnTexts(sources.get(file)!) ? [] : [...keysNamed(textOf(file), vi)].flatMap((k) => textsOf(k, vi));

/** The part holding each text (by the path code names, plural suffix aside), per language. */
const partsByKey = (language: 'vi' | 'en') => {
  const where = new Map<string, string[]>();
  for (const [part, tree] of CATALOGUE_FILES[language])
    for (const leaf of new Set(leaves(tree).map(baseKey)))
      where.set(leaf, [...(where.get(leaf) ?? []), part]);
  return where;
};
const partOf = partsByKey('vi');
/**
 * The parts a module loads itself as it renders (`useTranslation('exam-ielts')`: react-i18next suspends until
 * they are there): a lazy piece of a page shown to few (the IELTS instructions) keeps its texts off the page.
 */
const ownParts = (file: string) =>
  [...(sources.get(file) ?? '').matchAll(/useTranslation\(\s*'([^']+)'/g)].map((m) => m[1]!);
const inPart = (text: string) => partOf.get(baseKey(text))?.[0];

describe('the catalogue split per area (docs/decisions.md)', () => {
  it('has the common part and one file per part in each language', () => {
    const expected = ['common', ...CATALOGUE_PARTS].sort();
    expect([...CATALOGUE_FILES.vi.keys()].sort()).toEqual(expected);
    expect([...CATALOGUE_FILES.en.keys()].sort()).toEqual(expected);
  });

  it.each(['common', ...CATALOGUE_PARTS])('has the same keys in both languages in part %s', (part) => {
    const keys = (tree: Tree | undefined) => [...new Set(leaves(tree ?? {}).map(baseKey))].sort();
    expect(keys(CATALOGUE_FILES.en.get(part))).toEqual(keys(CATALOGUE_FILES.vi.get(part)));
  });

  it('keeps English plural forms in pairs', () => {
    const all = leaves(wholeCatalogue('en'));
    for (const one of all.filter((k) => k.endsWith('_one')))
      expect(all).toContain(one.replace(/_one$/, '_other'));
  });

  it.each(['vi', 'en'] as const)('holds each key in one part only (%s)', (language) => {
    const twice = [...partsByKey(language)].filter(([, parts]) => parts.length > 1);
    expect(twice.map(([key, parts]) => `${key} (${parts.join(', ')})`)).toEqual([]);
  });

  it('reads every route of src/app/routes.tsx', () => {
    const loaders = (sources.get(ROUTES_FILE)!.match(/\b(?:page|nativePage)\(\s*\(\) => import\(/g) ?? [])
      .length;
    expect(routes.length).toBe(loaders);
    expect(routes.length).toBeGreaterThan(50);
  });

  it('has in the common part what the shell says before any page loads', () => {
    const wrong = [...shell].flatMap((file) =>
      textsAskedBy(file)
        .filter((text) => inPart(text) !== 'common')
        .map((text) => `${text} (${file}) is in part ${inPart(text)}: the shell needs it in common.ts`),
    );
    expect(wrong).toEqual([]);
  });

  it('loads with each page the parts its texts are in', () => {
    const wrong = routes.flatMap((route) => {
      const asked = [...reach(graph, route.module)].flatMap((file) =>
        textsAskedBy(file).map((text) => [text, file] as const),
      );
      for (const title of route.titles)
        for (const text of textsOf(title, vi)) asked.push([text, ROUTES_FILE]);
      return asked
        .filter(
          ([text, file]) =>
            inPart(text) !== 'common' &&
            !route.parts.includes(inPart(text)!) &&
            !ownParts(file).includes(inPart(text)!),
        )
        .map(
          ([text, file]) =>
            `${route.module} shows ${text} (${file}), in part ${inPart(text)}: add '${inPart(text)}' to its parts in routes.tsx, or move the key to common.ts if pages of several areas share it`,
        );
    });
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('loads with each page only parts it reads', () => {
    const unused = routes.flatMap((route) => {
      const needed = new Set(
        [...reach(graph, route.module)]
          .flatMap(textsAskedBy)
          .concat(route.titles.flatMap((title) => textsOf(title, vi)))
          .map(inPart),
      );
      return route.parts.filter((part) => !needed.has(part)).map((part) => `${route.module}: ${part}`);
    });
    expect(unused).toEqual([]);
  });

  it('keeps in the common part no key that only one area asks for', () => {
    const askers = new Map<string, Set<string>>();
    const asks = (text: string, who: string) =>
      askers.set(baseKey(text), (askers.get(baseKey(text)) ?? new Set()).add(who));
    for (const file of sources.keys()) {
      // A route module of app/ composes areas: its keys belong to the areas its route loads.
      if (!shell.has(file) && /^src\/app\/[A-Za-z]+Route\.tsx$/.test(file)) continue;
      const who = shell.has(file) ? 'the shell' : (areaOf(file) ?? 'shared');
      for (const text of textsAskedBy(file)) asks(text, who);
    }
    for (const route of routes) {
      const areas = new Set(
        [...reach(graph, route.module)].filter((f) => !shell.has(f)).flatMap((f) => areaOf(f) ?? []),
      );
      if (areas.size === 1)
        for (const title of route.titles) for (const text of textsOf(title, vi)) asks(text, [...areas][0]!);
    }
    const misplaced = [...askers]
      .filter(
        ([key, who]) => who.size === 1 && CATALOGUE_PARTS.some((p) => who.has(p)) && inPart(key) === 'common',
      )
      .map(([key, who]) => `${key}: only ${[...who][0]} asks for it, move it to its part`);
    expect(misplaced).toEqual([]);
  });
});
