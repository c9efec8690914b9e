import type { Db } from '../db/client.js';
import type { FeedbackRow } from '../db/rows.js';
import type { Viewer } from '../http/auth.js';
import { badRequest, forbidden } from '../http/errors.js';
import type { FeedbackScope } from '../queries/feedback.js';
import { classAccess } from './classes.js';
import { membershipsOf } from './memberships.js';
import { isAdmin, isStudent, isTeacher } from './roles.js';

/**
 * docs/design.md permission matrix, "feedback": administrators read all of it, teachers the feedback on the
 * classes they teach (not those they only examine), students write and read their own; examiners none.
 */
export async function feedbackScope(db: Db, viewer: Viewer): Promise<FeedbackScope> {
  if (isAdmin(viewer)) return { kind: 'all' };
  if (isStudent(viewer)) return { kind: 'author', authorId: viewer.user.id };
  if (isTeacher(viewer)) {
    const { staff } = await membershipsOf(db, viewer);
    return {
      kind: 'classes',
      classIds: [...staff].filter(([, kind]) => kind === 'teacher').map(([id]) => id),
    };
  }
  throw forbidden();
}

/** A class filter must stay within a teacher's classes (403), as every class filter of the API. */
export function requireClassesInScope(scope: FeedbackScope, classIds: number[] | undefined) {
  if (scope.kind !== 'classes' || !classIds) return;
  const taught = new Set(scope.classIds);
  if (classIds.some((id) => !taught.has(id))) throw forbidden();
}

/** The class summaries are staff's: a student reads their own feedback, not the class's figures. */
export function requireSummaryReader(viewer: Viewer) {
  if (!isAdmin(viewer) && !isTeacher(viewer)) throw forbidden();
}

/**
 * Feedback is written by students on a class they study in (active or on reserve): any other class, known or
 * not, is a mistake on `class_id` (403 for anyone but a student).
 */
export async function requireFeedbackClass(db: Db, viewer: Viewer, classId: number) {
  if (!isStudent(viewer)) throw forbidden();
  if ((await classAccess(db, viewer, classId)) !== 'read')
    throw badRequest({ class_id: 'feedback_class_not_yours' });
}

/** Only its author changes a feedback. */
export function requireFeedbackAuthor(viewer: Viewer, row: FeedbackRow) {
  if (!isStudent(viewer) || row.authorId !== viewer.user.id) throw forbidden();
}

/** A feedback within the viewer's scope (404 outside it: another student's feedback is not disclosed). */
export function inScope(scope: FeedbackScope, row: FeedbackRow) {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'author') return row.authorId === scope.authorId;
  return scope.classIds.includes(row.classId);
}

/**
 * Whether the viewer learns who wrote it: administrators always, its author, and the class's teachers unless
 * the student wrote it anonymously (then not even through the API: the author is left out of the answer).
 */
export const authorShown = (viewer: Viewer, row: FeedbackRow) =>
  isAdmin(viewer) || row.authorId === viewer.user.id || !row.anonymous;
