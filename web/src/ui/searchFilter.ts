import { foldForSearch } from '@lms/domain';

/**
 * A Select's local search that ignores case and Vietnamese marks, as every search of the product does
 * ("toi 2-4-6" finds "Tối 2-4-6"): antd's `showSearch={{ filterOption: matchesLabel }}`.
 */
export function matchesLabel(input: string, option?: { label?: unknown }): boolean {
  const label = typeof option?.label === 'string' ? option.label : '';
  return foldForSearch(label).includes(foldForSearch(input.trim()));
}
