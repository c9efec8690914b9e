import { z } from 'zod';
import type { IeltsRegistrantView } from '../../db/rows.js';

export type { IeltsRegistrantView };

export const ieltsRegistrantSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    date_of_birth: z.string().nullable(),
    passport: z.string(),
    address: z.string(),
    is_lms_student: z.boolean().describe('Also a student of an LMS class'),
    registration_count: z.number().int(),
    created_at: z.string(),
  })
  .describe('An IELTS registrant');
export type IeltsRegistrantJson = z.infer<typeof ieltsRegistrantSchema>;

export function presentIeltsRegistrant(v: IeltsRegistrantView): IeltsRegistrantJson {
  return {
    id: v.user.id,
    name: v.user.name,
    email: v.user.email,
    phone: v.user.phone,
    date_of_birth: v.user.dateOfBirth || null,
    passport: v.user.passport,
    address: v.user.address,
    is_lms_student: v.isLmsStudent,
    registration_count: v.registrationCount,
    created_at: v.user.createdAt.toISOString(),
  };
}
