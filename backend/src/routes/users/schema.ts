import { z } from 'zod';
import { ROLE } from '../../db/schema.js';
import { idList, pageQuery } from '../../http/pagination.js';
import { email, isoDate, optionalPhone, url } from '../../http/validators.js';
import { msg } from '../../http/messages.js';

const roleNumber = z.union([
  z.literal(ROLE.ADMIN),
  z.literal(ROLE.STUDENT),
  z.literal(ROLE.TEACHER),
  z.literal(ROLE.SPECIALIZE),
]);

/** Fields a user may change on their own profile (docs/product.md point 3). */
export const profileFields = {
  first_name: z.string().trim().max(150),
  last_name: z.string().trim().max(150),
  name: z.string().trim().min(1, msg('required')).max(255),
  sub_email: z.union([z.literal(''), email]),
  date_of_birth: z.union([z.literal(''), isoDate]),
  phone: optionalPhone,
  gender: z.union([z.literal(0), z.literal(1)]),
  address: z.string().trim().max(500),
  link: url,
  work_place: z.string().trim().max(255),
  passport: z.string().trim().max(50),
  profile_picture: z.string().trim().max(1000),
};

/** Fields only an administrator may change (the spec's "update user manager"). */
export const managerFields = {
  role: roleNumber,
  student_status: z.string().trim().max(50),
  is_active: z.boolean(),
  email,
};

export const userUpdateBody = z.strictObject({ ...profileFields, ...managerFields }).partial();

export const userCreateBody = z.strictObject({
  ...z.object(profileFields).partial().shape,
  email,
  name: profileFields.name,
  role: roleNumber.default(ROLE.STUDENT),
  student_status: managerFields.student_status.optional(),
});

export const staffListQuery = z.strictObject({ ...pageQuery, ids: idList });

export const userListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  class_ids: idList.optional(),
  role: z.coerce.number().pipe(roleNumber).optional(),
  search: z.string().trim().max(100).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  ordering: z.enum(['name', '-name', 'created_at', '-created_at', 'email', '-email']).default('name'),
});
