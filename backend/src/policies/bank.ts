import type { Viewer } from '../http/auth.js';
import { forbidden } from '../http/errors.js';
import { isAdmin, isSpecialize, isTeacher } from './roles.js';

/**
 * The question and exercise stores (docs/design.md sections 6 and 8). Common: admins read and write, teachers read
 * and copy into their private store, examiners read. Private: a teacher's own, read and written by that teacher;
 * admins read them all. Students read neither (they meet questions only inside the work they are given).
 */
export interface BankItem {
  store: 'common' | 'private';
  ownerId: number | null;
}

/** What a bank list may show the viewer: every store (admins), common and own (teachers), common (examiners). */
export type BankScope = { kind: 'all' } | { kind: 'common_and_own'; ownerId: number } | { kind: 'common' };

export function bankScope(viewer: Viewer): BankScope {
  if (isAdmin(viewer)) return { kind: 'all' };
  if (isTeacher(viewer)) return { kind: 'common_and_own', ownerId: viewer.user.id };
  if (isSpecialize(viewer)) return { kind: 'common' };
  throw forbidden();
}

export const mayReadBankItem = (viewer: Viewer, item: BankItem) =>
  item.store === 'common'
    ? isAdmin(viewer) || isTeacher(viewer) || isSpecialize(viewer)
    : isAdmin(viewer) || (isTeacher(viewer) && item.ownerId === viewer.user.id);

export function requireBankReader(viewer: Viewer, item: BankItem) {
  if (!mayReadBankItem(viewer, item)) throw forbidden();
}

/**
 * Who may change and delete an item: an administrator a common one, a teacher their own private one. The
 * payloads carry this answer for their viewer (`viewer_can_write`), so no client decides it from the owner.
 */
export const mayWriteBankItem = (viewer: Viewer, item: BankItem) =>
  item.store === 'common' ? isAdmin(viewer) : isTeacher(viewer) && item.ownerId === viewer.user.id;

export function requireBankWriter(viewer: Viewer, item: BankItem) {
  if (!mayWriteBankItem(viewer, item)) throw forbidden();
}

/**
 * Where the viewer's new items and copies go: an admin writes the common store, a teacher their private one.
 * Examiners and students write neither.
 */
export function storeForNew(viewer: Viewer): BankItem & { ownerId: number } {
  if (isAdmin(viewer)) return { store: 'common', ownerId: viewer.user.id };
  if (isTeacher(viewer)) return { store: 'private', ownerId: viewer.user.id };
  throw forbidden();
}
