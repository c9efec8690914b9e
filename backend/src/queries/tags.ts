import { and, asc, count, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { foldForSearch } from '@lms/domain';
import type { Db } from '../db/client.js';
import { errorTags, tags } from '../db/schema.js';
import { likeContaining } from '../db/search.js';
import type { ListQuery } from '../http/pagination.js';
import { rowById } from './by-id.js';

type TagRow = typeof tags.$inferSelect;
type ErrorTagRow = typeof errorTags.$inferSelect;

export interface TagFilter {
  ids?: number[] | undefined;
  store?: 'common' | 'private' | undefined;
  ownerId?: number | undefined;
  search?: string | undefined;
  /** The private tags this list may show: every teacher's (admins), or one teacher's own. */
  privateOf: number | 'all';
}

/** Tags: the common ones and the private ones the viewer may read, by name. */
export function tagList(db: Db, f: TagFilter): ListQuery<TagRow> {
  const readable =
    f.privateOf === 'all' ? undefined : or(isNull(tags.ownerId), eq(tags.ownerId, f.privateOf));
  const cond = and(
    readable,
    f.ids ? inArray(tags.id, f.ids) : undefined,
    f.store === 'common' ? isNull(tags.ownerId) : undefined,
    f.store === 'private' ? sql`${tags.ownerId} is not null` : undefined,
    f.ownerId !== undefined ? eq(tags.ownerId, f.ownerId) : undefined,
    f.search
      ? sql`lms_search_fold(${tags.name}) like ${likeContaining(foldForSearch(f.search.trim()))}`
      : undefined,
  );
  return {
    rows: (limit, offset) =>
      db.select().from(tags).where(cond).orderBy(asc(tags.name), asc(tags.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(tags).where(cond),
  };
}

export const tagById = (db: Db, id: number) => rowById(db, tags, id);

/** Names are unique within a store (common, or one teacher's), whatever their case. */
export async function tagNameTaken(db: Db, name: string, ownerId: number | null, exceptId?: number) {
  const [taken] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(sql`lower(${tags.name})`, name.toLowerCase()),
        ownerId === null ? isNull(tags.ownerId) : eq(tags.ownerId, ownerId),
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
    );
  return Boolean(taken);
}

export interface ErrorTagFilter {
  ids?: number[] | undefined;
  /** A parent's children, or with `top` the top-level tags. */
  parentIds?: number[] | undefined;
  top?: boolean | undefined;
  isCommon?: boolean | undefined;
  managerId?: number | undefined;
  search?: string | undefined;
}

/**
 * A tag whose name holds the term, whatever its case and Vietnamese marks ("thi dong tu" finds "Thì động từ").
 * Listing top-level tags, a parent also matches through a child's name, so a child tag can be searched for
 * in the tree that shows children under their parents.
 */
function errorTagSearch(term: string, top: boolean): SQL {
  const pattern = likeContaining(foldForSearch(term.trim()));
  const own = sql`lms_search_fold(${errorTags.name}) like ${pattern}`;
  if (!top) return own;
  return or(
    own,
    sql`exists (select 1 from error_tags child where child.parent_id = ${errorTags.id} and lms_search_fold(child.name) like ${pattern})`,
  )!;
}

/** Error tags by name; with `parent_ids` the children of those tags (the gateway's batch of child tags). */
export function errorTagList(db: Db, f: ErrorTagFilter): ListQuery<ErrorTagRow> {
  const where: (SQL | undefined)[] = [
    f.ids ? inArray(errorTags.id, f.ids) : undefined,
    f.parentIds ? inArray(errorTags.parentId, f.parentIds) : undefined,
    f.top ? isNull(errorTags.parentId) : undefined,
    f.isCommon !== undefined ? eq(errorTags.isCommon, f.isCommon) : undefined,
    f.managerId !== undefined ? eq(errorTags.managerId, f.managerId) : undefined,
    f.search ? errorTagSearch(f.search, Boolean(f.top)) : undefined,
  ];
  const cond = and(...where);
  return {
    rows: (limit, offset) =>
      db
        .select()
        .from(errorTags)
        .where(cond)
        .orderBy(asc(errorTags.name), asc(errorTags.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(errorTags).where(cond),
  };
}

export const errorTagById = (db: Db, id: number) => rowById(db, errorTags, id);

/** Siblings' names are unique in one tree level of one store, whatever their case. */
export async function errorTagNameTaken(
  db: Db,
  name: string,
  place: { parentId: number | null; isCommon: boolean; managerId: number | null },
  exceptId?: number,
) {
  const [taken] = await db
    .select({ id: errorTags.id })
    .from(errorTags)
    .where(
      and(
        eq(sql`lower(${errorTags.name})`, name.toLowerCase()),
        place.parentId === null ? isNull(errorTags.parentId) : eq(errorTags.parentId, place.parentId),
        eq(errorTags.isCommon, place.isCommon),
        place.isCommon || place.managerId === null ? undefined : eq(errorTags.managerId, place.managerId),
        exceptId ? ne(errorTags.id, exceptId) : undefined,
      ),
    );
  return Boolean(taken);
}

export async function hasChildTags(db: Db, id: number) {
  const [child] = await db
    .select({ id: errorTags.id })
    .from(errorTags)
    .where(eq(errorTags.parentId, id))
    .limit(1);
  return Boolean(child);
}
