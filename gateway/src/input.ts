import { badInput } from './errors.js';

const MAX_PAGE_SIZE = 300;

/** A GraphQL ID as the REST API's integer id. */
export function toId(id: string | number, field = 'id'): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) {
    throw badInput(`${field} must be a positive integer id`, [{ field, messages: ['Not a valid id'] }]);
  }
  return n;
}

export const toIds = (ids: readonly (string | number)[], field = 'ids') => ids.map((id) => toId(id, field));

/**
 * `?ids=1,2,3` from an optional GraphQL list. A filter narrows one page, so it cannot be split into several
 * calls: more distinct ids than the backend's batch limit is the caller's mistake, said as such (loaders,
 * which can split, do: `maxBatchSize` in rest/batch.ts).
 */
export function idFilter(ids: readonly (string | number)[] | null | undefined, field = 'ids') {
  if (!ids?.length) return undefined;
  const unique = [...new Set(toIds(ids, field))];
  if (unique.length > MAX_PAGE_SIZE) {
    throw badInput(`${field} takes at most ${MAX_PAGE_SIZE} ids`, [
      { field, messages: [`At most ${MAX_PAGE_SIZE} ids`] },
    ]);
  }
  return unique.join(',');
}

/** `page` and `pageSize` as the REST API takes them (page from 1, page size 1 to 300). */
export function pageQuery(page: number, pageSize: number) {
  if (!Number.isInteger(page) || page < 1) {
    throw badInput('page starts at 1', [{ field: 'page', messages: ['Must be 1 or more'] }]);
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(`pageSize is 1 to ${MAX_PAGE_SIZE}`, [
      { field: 'pageSize', messages: [`Must be 1 to ${MAX_PAGE_SIZE}`] },
    ]);
  }
  return { page, page_size: pageSize };
}

/** A REST page as the GraphQL page types read it (antd Table: current, pageSize, total). */
export function toPage<T>(json: { count: number; results: T[] }, query: { page: number; page_size: number }) {
  return { items: json.results, total: json.count, page: query.page, pageSize: query.page_size };
}

type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;
type SnakeKey<K> = K extends string ? Snake<K> : never;
type RequiredKeys<T> = {
  [K in keyof T]-?: undefined extends T[K] ? never : null extends T[K] ? never : K;
}[keyof T];
/** An input's fields snake_cased, nulls dropped: `{ firstName?: string | null }` -> `{ first_name?: string }`. */
export type RestFields<T> = { [K in RequiredKeys<T> as SnakeKey<K>]: T[K] } & {
  [K in Exclude<keyof T, RequiredKeys<T>> as SnakeKey<K>]?: Exclude<T[K], null | undefined>;
};

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A mutation input as a REST body: keys snake_cased, absent and null fields left out (the backend's
 * updates are partial). Fields where null means "clear" are set by the caller afterwards.
 */
export function restFields<T extends object, O extends string = never>(
  input: T,
  omit: readonly O[] = [],
): RestFields<Omit<T, O>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || (omit as readonly string[]).includes(key)) continue;
    out[snake(key)] = value;
  }
  return out as RestFields<Omit<T, O>>;
}
