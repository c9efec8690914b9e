import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { msg } from './messages.js';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 300;

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** `?ids=1,2,3`: the batch filter every list the gateway batches accepts. */
export const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, msg('invalid_input'))
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine(
    (ids) => ids.length <= MAX_PAGE_SIZE && ids.every((n) => n > 0 && n <= 2_147_483_647),
    msg('invalid_input'),
  );

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export interface Page {
  page: number;
  page_size: number;
}

export const offsetOf = (p: Page) => (p.page - 1) * p.page_size;

/**
 * A list as a read model gives it (queries/): a page of rows, and the size of the whole list. Drizzle's
 * queries run when awaited, so `count` costs nothing until `listPage` asks for it.
 */
export interface ListQuery<T> {
  rows(limit: number, offset: number): PromiseLike<T[]>;
  count(): PromiseLike<{ n: number }[]>;
}

/**
 * Every list route's answer: the page's rows, presented, in the page envelope. The count is only asked for
 * when the page does not tell it: a first page shorter than the page size is the whole list (the gateway's
 * batches and most screens), which saves a statement.
 */
export async function listPage<T, R>(
  request: FastifyRequest,
  p: Page,
  list: ListQuery<T>,
  present: (rows: T[]) => R[] | Promise<R[]>,
) {
  const rows = await list.rows(p.page_size, offsetOf(p));
  const total = p.page === 1 && rows.length < p.page_size ? rows.length : ((await list.count())[0]?.n ?? 0);
  return paginate(request, p, total, await present(rows));
}

/** DRF-style page envelope with absolute next/previous links. */
export function paginate<T>(request: FastifyRequest, p: Page, count: number, results: T[]) {
  const link = (page: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(page));
    url.searchParams.set('page_size', String(p.page_size));
    return url.toString();
  };
  return {
    count,
    next: offsetOf(p) + results.length < count ? link(p.page + 1) : null,
    previous: p.page > 1 ? link(p.page - 1) : null,
    results,
  };
}
