import { describe, expect, it } from 'vitest';
import { wholeCatalogue } from '../../test/catalogues';
import type { Tree } from '../../test/catalogueUse';
import { node } from '../../test/catalogueUse';

/** The product's sources (tests, generated code and the catalogues themselves aside). */
const SOURCES = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../gql/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** A key a screen may ask for: a string, or its plural forms (`_one`, `_other`). */
const hasText = (tree: Tree, key: string) =>
  typeof node(tree, key) === 'string' ||
  typeof node(tree, `${key}_other`) === 'string' ||
  typeof node(tree, `${key}_one`) === 'string';

const LITERAL = /\bt\(\s*(['"])([A-Za-z0-9_.]+)\1/g;
/** `` t(`questionTypes.${type}`) ``: the prefix is a group of the catalogue. */
const TEMPLATE = /\bt\(\s*`([A-Za-z0-9_.]+)\.\$\{/g;

/**
 * Issue 25 point 7: no raw key on screen. Every key the code names literally (`t('menu.manageTag')`) is in
 * both languages' catalogue (its parts merged; which part holds it for which page: parts.test.ts), and every group a key is built in (`` t(`classDetail.tabs.${key}`) ``) is a group of
 * both. The web tests also fail on any key a rendered screen misses (web/src/test/setup.ts).
 */
describe('the keys the code asks for', () => {
  const literal = new Map<string, string>();
  const groups = new Map<string, string>();
  // Messages added at run time: the rule sets of @lms/domain (`useDomainMessages('markingRules', ...)`).
  const added = new Set(
    Object.values(SOURCES).flatMap((text) =>
      [...text.matchAll(/useDomainMessages\(\s*'([A-Za-z]+)'/g)].map((m) => m[1]!),
    ),
  );
  for (const [file, text] of Object.entries(SOURCES)) {
    // The public pages read a catalogue of their own, under a key prefix (features/home/usePagesCatalogue.ts).
    if (/usePagesT\(|keyPrefix/.test(text)) continue;
    for (const m of text.matchAll(LITERAL)) {
      const key = m[2]!;
      if (!key.endsWith('.') && !added.has(key.split('.')[0]!)) literal.set(key, file);
    }
    for (const m of text.matchAll(TEMPLATE)) groups.set(m[1]!, file);
  }

  it('finds the code’s keys', () => {
    expect(literal.size).toBeGreaterThan(500);
    expect(groups.has('questionTypes')).toBe(true);
  });

  for (const name of ['vi', 'en'] as const) {
    const catalogue = wholeCatalogue(name);
    it(`are all in the ${name} catalogue`, () => {
      const missing = [...literal].filter(([key]) => !hasText(catalogue, key));
      expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([]);
    });

    it(`are built in groups of the ${name} catalogue`, () => {
      const missing = [...groups].filter(([key]) => typeof node(catalogue, key) !== 'object');
      expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([]);
    });
  }
});
