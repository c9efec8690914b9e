import type { DropdownProps } from 'antd';
import { lazy, Suspense } from 'react';

/**
 * Stands in for antd's Dropdown in the Table's selection column (vite-plugin-lazy-table-parts.ts), where it
 * serves only the optional menu of bulk selections (`rowSelection.selections`): antd's Dropdown, with Menu,
 * loads when such a menu first renders. Until then its trigger shows alone.
 */
const Dropdown = lazy(() => import('antd/es/dropdown'));

// eslint-disable-next-line no-restricted-syntax -- antd/es/table/hooks/useSelection.js imports it as its default
export default function LazySelectionDropdown(props: DropdownProps) {
  return (
    <Suspense fallback={props.children}>
      <Dropdown {...props} />
    </Suspense>
  );
}
