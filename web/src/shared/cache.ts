import type { ApolloCache, Reference } from '@apollo/client';

/**
 * Cache updates the mutation hooks share (one mutation pattern: each hook owns its cache update, and none
 * refetches by operation name). Lists are pages (`items`, `total`) stored under a root field per argument set.
 */

interface PageShape {
  items: readonly Reference[];
  total: number;
}

/** Drops a deleted row from every cached page of a root list field, and the row itself from the cache. */
export function dropFromPages(cache: ApolloCache, listField: string, typename: string, id: string) {
  const ref = cache.identify({ __typename: typename, id });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [listField]: (existing: PageShape | Reference | undefined, { readField, isReference }) => {
        if (!existing || isReference(existing) || !existing.items) return existing;
        const items = existing.items.filter((item) => String(readField('id', item)) !== id);
        if (items.length === existing.items.length) return existing;
        return { ...existing, items, total: Math.max(0, existing.total - 1) };
      },
    },
  });
  if (ref) cache.evict({ id: ref });
  cache.gc();
}

/**
 * Forgets every cached page of a root list field (a row was added: where it sorts is the server's to say).
 * A list on screen reloads at once; others when next shown.
 */
export function forgetPages(cache: ApolloCache, listField: string) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: listField });
  cache.gc();
}

/** Forgets derived fields of one object (percentages, counts), which reload when next shown. */
export function forgetFields(
  cache: ApolloCache,
  typename: string,
  id: string,
  fieldNames: readonly string[],
) {
  const ref = cache.identify({ __typename: typename, id });
  if (!ref) return;
  for (const fieldName of fieldNames) cache.evict({ id: ref, fieldName });
}

/**
 * Forgets a deleted row; with `listField`, every cached page of the root list that showed it too, so their
 * pages and totals come again from the server (where `dropFromPages` would shrink them in place).
 */
export function forgetRow(cache: ApolloCache, typename: string, id: string, listField?: string) {
  cache.evict({ id: cache.identify({ __typename: typename, id }) });
  if (listField) forgetPages(cache, listField);
  else cache.gc();
}
