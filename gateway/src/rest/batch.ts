import DataLoader from 'dataloader';
import { MAX_PAGE_SIZE } from './client.js';

/** The backend's batch filters take at most 300 ids. */
const options = { maxBatchSize: MAX_PAGE_SIZE };

/**
 * One REST call per batch of ids (`?ids=`); an id the caller may not see or that does not exist is null.
 */
export function byId<T extends { id: number }>(fetchMany: (ids: readonly number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await fetchMany(ids);
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  }, options);
}

/**
 * One REST call per batch of parents (`?class_ids=`, `?lesson_ids=`), rows grouped by their parent id.
 * `shared` rows (parent null, e.g. the academy's own days off) go to every parent.
 */
export function byParent<T>(
  fetchMany: (parentIds: readonly number[]) => Promise<T[]>,
  parentOf: (row: T) => number | null,
) {
  return new DataLoader<number, T[]>(async (parentIds) => {
    const rows = await fetchMany(parentIds);
    const groups = new Map<number, T[]>(parentIds.map((id) => [id, []]));
    for (const row of rows) {
      const parent = parentOf(row);
      if (parent === null) for (const group of groups.values()) group.push(row);
      else groups.get(parent)?.push(row);
    }
    return parentIds.map((id) => groups.get(id)!);
  }, options);
}

/** Resolves once per request, on first use (the viewer's own user row). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}
