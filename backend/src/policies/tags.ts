import type { ErrorTagRow, TagRow } from '../db/rows.js';
import type { Viewer } from '../http/auth.js';
import { forbidden } from '../http/errors.js';
import { isAdmin, isStudent, isTeacher } from './roles.js';

/**
 * Tags and error tags (docs/design.md section 6 and 8). Tags: the common ones (no owner) are written by admins and
 * read by everyone signed in; a teacher's own tags are theirs to write and read, and admins read them all.
 * Error tags: common ones written by admins; teachers write their own; every member of staff uses them all;
 * students see none.
 */
export const mayReadPrivateTagsOf = (viewer: Viewer, ownerId: number) =>
  isAdmin(viewer) || viewer.user.id === ownerId;

/** The owner a new tag gets: none (common) for an admin, the teacher themself otherwise. */
export function ownerOfNewTag(viewer: Viewer): number | null {
  if (isAdmin(viewer)) return null;
  if (isTeacher(viewer)) return viewer.user.id;
  throw forbidden();
}

export function requireTagWriter(viewer: Viewer, tag: TagRow) {
  const allowed =
    tag.ownerId === null ? isAdmin(viewer) : isTeacher(viewer) && tag.ownerId === viewer.user.id;
  if (!allowed) throw forbidden();
}

export function requireTagReader(viewer: Viewer, tag: TagRow) {
  if (tag.ownerId !== null && !mayReadPrivateTagsOf(viewer, tag.ownerId)) throw forbidden();
}

export function requireErrorTagReader(viewer: Viewer) {
  if (isStudent(viewer)) throw forbidden();
}

/** Whether a new error tag is common (an admin's) or the teacher's own; examiners and students write none. */
export function commonnessOfNewErrorTag(viewer: Viewer): boolean {
  if (isAdmin(viewer)) return true;
  if (isTeacher(viewer)) return false;
  throw forbidden();
}

export function requireErrorTagWriter(viewer: Viewer, tag: ErrorTagRow) {
  const allowed = tag.isCommon ? isAdmin(viewer) : isTeacher(viewer) && tag.managerId === viewer.user.id;
  if (!allowed) throw forbidden();
}
