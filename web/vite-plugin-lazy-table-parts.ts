import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const standIn = (file: string) => fileURLToPath(new URL(`src/ui/table/${file}`, import.meta.url));
const TABLE_HOOKS = String.raw`[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]`;

/**
 * antd's Table imports what only some tables use, whether or not they use it: the filter dropdown (Tree,
 * FilterSearch's Input, Empty) and, for the selection column's optional menu of bulk selections, Dropdown with
 * Menu. These imports, and only these (by importer), are answered with stand-ins that load antd's own the first
 * time a column that filters, or a selection menu, renders (src/ui/table/). Every other importer, the stand-ins
 * included, gets antd's modules: a table that filters filters as before, its dropdown a moment later.
 */
const SWAPS = [
  {
    importer: new RegExp(`${TABLE_HOOKS}useFilter[\\\\/]index\\.js$`),
    source: /^\.\/FilterDropdown$/,
    to: standIn('LazyFilterDropdown.tsx'),
  },
  {
    importer: new RegExp(`${TABLE_HOOKS}useSelection\\.js$`),
    // antd's `dropdown` folder, two levels up from the hook.
    source: /^(\.\.\/){2}dropdown$/,
    to: standIn('LazySelectionDropdown.tsx'),
  },
];

export function lazyTableParts(): Plugin {
  return {
    name: 'lazy-table-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      return SWAPS.find((s) => s.source.test(source) && s.importer.test(importer))?.to ?? null;
    },
  };
}
