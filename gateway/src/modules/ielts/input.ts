import { toId } from '../../input.js';
import { RestError } from '../../rest/client.js';

/** An optional boolean filter as the backend's query takes it. */
export const flag = (v: boolean | null | undefined) =>
  v == null ? undefined : v ? ('true' as const) : ('false' as const);
/** Text as typed, blank left out. */
export const text = (v: string | null | undefined) => v?.trim() || undefined;
export const optionalId = (id: string | null | undefined, field: string) =>
  id == null ? undefined : toId(id, field);

/** A 404 reads as null (unknown, or not the caller's). */
export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return null;
    throw error;
  }
}

/** Nulls and absent fields left out: the backend's updates are partial. */
export const present = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
