import type { IeltsRegistrationRow } from '../db/rows.js';
import type { Viewer } from '../http/auth.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import type { RegistrationScope } from '../queries/ielts/registrations.js';
import { isAdmin, isSpecialize, isStudent } from './roles.js';

/**
 * docs/design.md section 6, IELTS rows: tests, exam dates, payments and promotion codes are administrators';
 * registration, payment and bands are each candidate's own (any student may register); examiners mark the
 * registrations assigned to them.
 */
export function requireIeltsAdmin(viewer: Viewer) {
  if (!isAdmin(viewer)) throw forbidden();
}

/** Candidates register and sit: the student role (LMS students may register too). */
export function requireCandidate(viewer: Viewer) {
  if (!isStudent(viewer)) throw forbidden();
}

/**
 * `publishBy` (config IELTS_PUBLISH_BY): with `second`, an examiner also reads the drafts other examiners await
 * publishing by them (issue 30 point 4).
 */
export function registrationScope(viewer: Viewer, publishBy: PublishBy = 'same'): RegistrationScope {
  if (isAdmin(viewer)) return { kind: 'all' };
  if (isSpecialize(viewer))
    return { kind: 'examiner', userId: viewer.user.id, othersDrafts: publishBy === 'second' };
  if (isStudent(viewer)) return { kind: 'candidate', userId: viewer.user.id };
  throw forbidden();
}

export type PublishBy = 'same' | 'second';

/** A draft awaiting publication by an examiner other than its author (IELTS_PUBLISH_BY=second). */
const awaitsOtherPublisher = (r: IeltsRegistrationRow, userId: number) =>
  r.status !== 'marked' && r.draftedAt !== null && r.draftedBy !== userId;

/** Someone else's registration reads as unknown (404), a teacher is refused (403). */
export function requireRegistrationReader(
  viewer: Viewer,
  r: IeltsRegistrationRow,
  publishBy: PublishBy = 'same',
) {
  const scope = registrationScope(viewer, publishBy);
  if (
    scope.kind === 'examiner' &&
    r.examinerId !== viewer.user.id &&
    !(scope.othersDrafts && awaitsOtherPublisher(r, viewer.user.id))
  )
    throw notFound();
  if (scope.kind === 'candidate' && r.userId !== viewer.user.id) throw notFound();
}

/** Staff see bands as they are marked and the examiner; a candidate sees bands once marked. */
export const seesAsStaff = (viewer: Viewer) => isAdmin(viewer) || isSpecialize(viewer);

/** Band marking: administrators, and the examiner assigned to the registration. */
export function requireBandMarker(viewer: Viewer, r: IeltsRegistrationRow) {
  if (isAdmin(viewer)) return;
  if (isSpecialize(viewer) && r.examinerId === viewer.user.id) return;
  if (isSpecialize(viewer)) throw notFound();
  throw forbidden();
}

/**
 * Publishing draft bands (issue 30 point 4): administrators always; with `same`, the assigned examiner; with
 * `second`, any examiner but the draft's author (409 for the author: they read it, the academy's rule refuses).
 */
export function requireBandPublisher(viewer: Viewer, r: IeltsRegistrationRow, publishBy: PublishBy) {
  if (isAdmin(viewer)) return;
  if (!isSpecialize(viewer)) throw forbidden();
  if (publishBy === 'same') return requireBandMarker(viewer, r);
  if (r.draftedBy === viewer.user.id) throw conflict('ielts_publish_by_second', 'registration_id');
  if (r.examinerId !== viewer.user.id && !awaitsOtherPublisher(r, viewer.user.id)) throw notFound();
}

/** Canceling: administrators any time before marking; the candidate their own, before paying. */
export function requireCanceler(viewer: Viewer, r: IeltsRegistrationRow) {
  if (isAdmin(viewer)) return;
  if (!isStudent(viewer)) throw forbidden();
  if (r.userId !== viewer.user.id) throw notFound();
}

/** Sitting: the candidate, their own registration. */
export function requireSitter(viewer: Viewer, r: IeltsRegistrationRow) {
  requireCandidate(viewer);
  if (r.userId !== viewer.user.id) throw notFound();
}
