import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ErrorTagRow, TagRow } from '../db/rows.js';
import { errorTags, tags } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { errorTagById, errorTagNameTaken, hasChildTags, tagNameTaken } from '../queries/tags.js';

export async function createTag(db: Db, fields: { name: string; ownerId: number | null }): Promise<TagRow> {
  if (await tagNameTaken(db, fields.name, fields.ownerId)) throw conflict('tag_name_taken', 'name');
  const [row] = await db.insert(tags).values(fields).returning();
  return row!;
}

export async function renameTag(db: Db, current: TagRow, name: string | undefined): Promise<TagRow> {
  if (name === undefined || name === current.name) return current;
  if (await tagNameTaken(db, name, current.ownerId, current.id)) throw conflict('tag_name_taken', 'name');
  const [row] = await db.update(tags).set({ name }).where(eq(tags.id, current.id)).returning();
  return row!;
}

/** Deletes a tag; questions, exercises and assignments keep going without it. */
export async function deleteTag(db: Db, id: number) {
  const [deleted] = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  if (!deleted) throw notFound();
}

export interface ErrorTagFields {
  name: string;
  parentId: number | null;
  link: string;
}

/**
 * A child tag goes under a top-level tag of the same store: a common parent for a common tag, the teacher's own
 * parent for a teacher's tag (two levels, as the tag table shows them).
 */
async function checkParent(
  db: Db,
  parentId: number | null,
  place: { isCommon: boolean; managerId: number | null },
) {
  if (parentId === null) return;
  const parent = await errorTagById(db, parentId).catch(() => null);
  const fits =
    parent !== null &&
    parent.parentId === null &&
    parent.isCommon === place.isCommon &&
    (place.isCommon || parent.managerId === place.managerId);
  if (!fits) throw badRequest({ parent_id: 'error_tag_parent_invalid' });
}

export async function createErrorTag(
  db: Db,
  fields: ErrorTagFields & { isCommon: boolean; managerId: number },
): Promise<ErrorTagRow> {
  await checkParent(db, fields.parentId, fields);
  if (await errorTagNameTaken(db, fields.name, fields)) throw conflict('tag_name_taken', 'name');
  const [row] = await db.insert(errorTags).values(fields).returning();
  return row!;
}

export async function updateErrorTag(
  db: Db,
  current: ErrorTagRow,
  changes: Partial<ErrorTagFields>,
): Promise<ErrorTagRow> {
  const next = {
    ...current,
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  };
  if (changes.parentId !== undefined && changes.parentId !== current.parentId) {
    if (changes.parentId === current.id) throw badRequest({ parent_id: 'error_tag_parent_invalid' });
    await checkParent(db, changes.parentId, current);
    if (changes.parentId !== null && (await hasChildTags(db, current.id)))
      throw badRequest({ parent_id: 'error_tag_has_children' });
  }
  if (
    (changes.name !== undefined || changes.parentId !== undefined) &&
    (await errorTagNameTaken(db, next.name, next, current.id))
  )
    throw conflict('tag_name_taken', 'name');
  if (Object.values(changes).every((v) => v === undefined)) return current;
  const [row] = await db
    .update(errorTags)
    .set({ name: next.name, parentId: next.parentId, link: next.link })
    .where(eq(errorTags.id, current.id))
    .returning();
  return row!;
}

/** Deletes an error tag and its child tags; the marks that used them lose the tag, not the mark. */
export async function deleteErrorTag(db: Db, id: number) {
  const [deleted] = await db.delete(errorTags).where(eq(errorTags.id, id)).returning({ id: errorTags.id });
  if (!deleted) throw notFound();
}
