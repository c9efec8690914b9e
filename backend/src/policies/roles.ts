import { ROLE } from '../db/schema.js';
import { forbidden } from '../http/errors.js';
import type { Viewer } from '../http/auth.js';

export const isAdmin = (v: Viewer) => v.role === ROLE.ADMIN;
export const isTeacher = (v: Viewer) => v.role === ROLE.TEACHER;
export const isStudent = (v: Viewer) => v.role === ROLE.STUDENT;
export const isSpecialize = (v: Viewer) => v.role === ROLE.SPECIALIZE;

export function requireRole(v: Viewer, ...roles: (keyof typeof ROLE)[]) {
  if (!roles.some((r) => ROLE[r] === v.role)) throw forbidden();
}
