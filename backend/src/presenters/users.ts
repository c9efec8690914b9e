import { z } from 'zod';
import type { UserRow, Viewer } from '../http/auth.js';
import { ROLE } from '../db/schema.js';

const iso = (d: Date | null) => (d ? d.toISOString() : '');

/** docs/product.md point 3: every field present, missing values as empty strings. */
export const userSchema = z.object({
  id: z.number().int(),
  id_lms: z.string(),
  email: z.string(),
  sub_email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  date_of_birth: z.string(),
  phone: z.string(),
  gender: z.number().int(),
  address: z.string(),
  link: z.string(),
  role: z.number().int(),
  work_place: z.string(),
  student_status: z.string(),
  joined_at: z.string(),
  passport: z.string(),
  created_at: z.string(),
  profile_picture: z.string(),
  is_active: z.boolean(),
});
export type UserJson = z.infer<typeof userSchema>;

export function presentUser(u: UserRow): UserJson {
  return {
    id: u.id,
    id_lms: u.sub ?? '',
    email: u.email,
    sub_email: u.subEmail,
    first_name: u.firstName,
    last_name: u.lastName,
    name: u.name,
    date_of_birth: u.dateOfBirth ?? '',
    phone: u.phone,
    gender: u.gender,
    address: u.address,
    link: u.link,
    role: u.role,
    work_place: u.workPlace,
    student_status: u.studentStatus,
    joined_at: iso(u.joinedAt),
    passport: u.passport,
    created_at: iso(u.createdAt),
    profile_picture: u.profilePicture,
    is_active: u.isActive,
  };
}

/** The short form embedded in other resources (class students, staff). */
export const userSummarySchema = userSchema.pick({
  id: true,
  email: true,
  name: true,
  first_name: true,
  last_name: true,
  phone: true,
  role: true,
  profile_picture: true,
});
export type UserSummaryJson = z.infer<typeof userSummarySchema>;

export function presentUserSummary(u: UserRow): UserSummaryJson {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    first_name: u.firstName,
    last_name: u.lastName,
    phone: u.phone,
    role: u.role,
    profile_picture: u.profilePicture,
  };
}

const isStaff = (v: Viewer) => v.role === ROLE.ADMIN || v.role === ROLE.TEACHER || v.role === ROLE.SPECIALIZE;

/**
 * A profile as this viewer may see it. The whole profile for an administrator and for the user themself;
 * for anyone else (a teacher reading a student of their class) the roster profile: name, picture, role and
 * status, the e-mail for staff only, and never birth date, phone, address, passport or other contacts.
 * Every field stays present (docs/product.md point 3), empty when withheld.
 */
export function presentUserFor(viewer: Viewer, u: UserRow): UserJson {
  const full = presentUser(u);
  if (viewer.role === ROLE.ADMIN || viewer.user.id === u.id) return full;
  return {
    ...full,
    email: isStaff(viewer) ? full.email : '',
    sub_email: '',
    date_of_birth: '',
    phone: '',
    address: '',
    link: '',
    work_place: '',
    passport: '',
  };
}

/**
 * A summary as this viewer may see it: administrators and the user themself get e-mail and phone; other
 * staff the e-mail; students their classmates' names only.
 */
export function presentUserSummaryFor(viewer: Viewer, u: UserRow): UserSummaryJson {
  const full = presentUserSummary(u);
  if (viewer.role === ROLE.ADMIN || viewer.user.id === u.id) return full;
  return { ...full, phone: '', email: isStaff(viewer) ? full.email : '' };
}

/**
 * A class's teacher or examiner as this viewer may see them: name and e-mail (how a student reaches their
 * teacher), the phone only for administrators and the person themself.
 */
export function presentStaffSummaryFor(viewer: Viewer, u: UserRow): UserSummaryJson {
  const full = presentUserSummary(u);
  if (viewer.role === ROLE.ADMIN || viewer.user.id === u.id) return full;
  return { ...full, phone: '' };
}
