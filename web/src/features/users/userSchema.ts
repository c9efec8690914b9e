import { z } from 'zod';
import {
  email,
  optionalDate,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUrl,
  requiredText,
} from '../../ui/form/rules';

import { GENDERS, ROLES } from './userFields';

/** The administrator's user form (create and edit), docs/product.md point 3 fields with point 5 rules. */
export const userFormSchema = z.object({
  email: email(),
  name: requiredText('validation.nameRequired'),
  role: z.enum(ROLES, { error: 'validation.roleRequired' }),
  firstName: optionalText(),
  lastName: optionalText(),
  phone: optionalPhone(),
  subEmail: optionalEmail(),
  dateOfBirth: optionalDate(),
  gender: z.enum(GENDERS, { error: 'validation.genderRequired' }),
  address: optionalText(),
  link: optionalUrl(),
  workPlace: optionalText(),
  studentStatus: optionalText(),
  passport: optionalText(),
  isActive: z.boolean(),
});

export type UserFormValues = z.infer<typeof userFormSchema>;
