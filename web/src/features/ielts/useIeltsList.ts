import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useConstants } from '../../shared/constants';
import type { ListParams } from '../../ui/useListParams';
import { useListParams } from '../../ui/useListParams';

/** What every IELTS admin list query takes: the page asked for and the list's filter. */
interface ListVariables<TFilter> {
  filter?: TFilter | null;
  page?: number | null;
  pageSize?: number | null;
}

/** One page of a list as the gateway answers it. */
export interface ListPage<T> {
  total: number;
  items: readonly T[];
}

/** The value every choice filter has for "no filter". */
const ALL = 'ALL';

/**
 * A list's filter with a few values, one button each (`IeltsList` draws them): kept in the address under
 * `name`; a value missing or not among `values` is `fallback`, which the address leaves out.
 */
export interface ListChoice<C extends string> {
  name: string;
  values: readonly C[];
  fallback: C;
}

/**
 * One IELTS admin list (docs/style.md, queries at route level): its page, size, search and filters in the
 * address (`useListParams`), the query asked with them, and the rows shown while the next page loads. The
 * page gives the query, how its filter is made of the address (`choice`: the choice filter's value, none
 * for `ALL`), where the list is in the answer, and its columns; `IeltsList` draws the filters, the search
 * and the table from what this returns.
 */
export function useIeltsList<TData, TFilter, T, C extends string = never, F extends string = never>(
  query: TypedDocumentNode<TData, ListVariables<TFilter>>,
  options: {
    choice?: ListChoice<C>;
    /** Filters of the address besides the choice. */
    filters?: readonly F[];
    filter: (params: ListParams<F> & { choice: Exclude<C, typeof ALL> | undefined }) => TFilter;
    list: (data: TData) => ListPage<T>;
  },
) {
  const constants = useConstants();
  const { choice: spec, filters: more = [] } = options;
  const key = [spec?.name ?? '', ...more].join(',');
  // The same names each render, whatever array the page gives: the address is read again only when they change.
  const names = useMemo(() => key.split(',').filter(Boolean) as F[], [key]);
  const params = useListParams(names, constants.page_size);
  const raw = spec ? (params.filters as Record<string, string | undefined>)[spec.name] : undefined;
  const choice = spec && (spec.values as readonly string[]).includes(raw ?? '') ? (raw as C) : spec?.fallback;
  const { page, pageSize } = params;
  const { data, previousData, loading } = useQuery(query, {
    variables: {
      page,
      pageSize,
      filter: options.filter({
        ...params,
        choice: choice === ALL ? undefined : (choice as Exclude<C, typeof ALL> | undefined),
      }),
    },
  });
  const shown = data ?? previousData;
  const list = shown ? options.list(shown) : undefined;
  return {
    ...params,
    /** The choice filter and its value as shown (`ALL` included). */
    choice: spec && choice !== undefined ? { ...spec, value: choice } : undefined,
    /** The answer shown (the previous one while the next loads), for what the query asks besides the list. */
    data: shown,
    rows: list?.items ?? [],
    total: list?.total ?? 0,
    loading,
    onPage: (p: number, size: number) => params.update({ page: p, pageSize: size }, false),
  };
}

/** What `IeltsList` reads of a list. */
export interface IeltsListState<T, C extends string = string> {
  page: number;
  pageSize: number;
  search: string;
  update: ReturnType<typeof useListParams>['update'];
  choice: (ListChoice<C> & { value: C }) | undefined;
  rows: readonly T[];
  total: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
}
