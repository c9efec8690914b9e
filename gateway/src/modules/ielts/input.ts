import { toId } from '../../input.js';

/** An optional boolean filter as the backend's query takes it. */
export const flag = (v: boolean | null | undefined) =>
  v == null ? undefined : v ? ('true' as const) : ('false' as const);
/** Text as typed, blank left out. */
export const text = (v: string | null | undefined) => v?.trim() || undefined;
export const optionalId = (id: string | null | undefined, field: string) =>
  id == null ? undefined : toId(id, field);

/** Nulls and absent fields left out: the backend's updates are partial. */
export const present = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
