import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams<F extends string> {
  page: number;
  pageSize: number;
  search: string;
  filters: Partial<Record<F, string>>;
}

/** A list's parameters as its address holds them (the hook below; a route's prefetch reads them too). */
export function listParamsOf<F extends string>(
  current: URLSearchParams,
  filterNames: readonly F[],
  defaultPageSize = 15,
): ListParams<F> {
  const filters: Partial<Record<F, string>> = {};
  for (const name of filterNames) {
    const v = current.get(name);
    if (v) filters[name] = v;
  }
  return {
    page: Math.max(1, Number(current.get('page')) || 1),
    pageSize: Math.min(300, Math.max(1, Number(current.get('pageSize')) || defaultPageSize)),
    search: current.get('search') ?? '',
    filters,
  };
}

/**
 * A list's page, page size, search and filters kept in the address, so a reload, a shared link or the back
 * button shows the same rows. Changing a filter goes back to page 1.
 */
export function useListParams<F extends string>(filterNames: readonly F[], defaultPageSize = 15) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();

  const value = useMemo(
    () => listParamsOf(new URLSearchParams(key), filterNames, defaultPageSize),
    [key, filterNames, defaultPageSize],
  );

  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>, resetPage = true) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, v] of Object.entries(changes)) {
            if (v === null || v === undefined || v === '') next.delete(name);
            else next.set(name, String(v));
          }
          if (resetPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { ...value, update };
}
