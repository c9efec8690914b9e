import { lazy, Suspense } from 'react';
import type { FilterDropdownProps } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';

/**
 * Stands in for antd's Table filter dropdown (vite-plugin-lazy-table-parts.ts swaps it in for the Table's
 * filter hook): the real one, with Tree, Menu, Dropdown and Input, loads when a column that filters first
 * renders, so a table whose columns do not filter never downloads it. Until then the column shows its title.
 */
const FilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));

// eslint-disable-next-line no-restricted-syntax -- antd/es/table/hooks/useFilter/index.js imports it as its default
export default function LazyFilterDropdown(props: FilterDropdownProps) {
  return (
    <Suspense
      fallback={
        <div className={`${props.prefixCls}-column`}>
          <span className={`${props.tablePrefixCls}-column-title`}>{props.children}</span>
        </div>
      }
    >
      <FilterDropdown {...props} />
    </Suspense>
  );
}

/** antd's own (the filter hook imports it from the dropdown's module): every value of a filter tree. */
export function flattenKeys(filters?: ColumnFilterItem[]): FilterValue {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}
