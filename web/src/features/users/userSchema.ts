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

export const ROLES = ['ADMIN', 'TEACHER', 'STUDENT', 'SPECIALIZE'] as const;
export const GENDERS = ['MALE', 'FEMALE'] as const;

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

export const USER_FORM_FIELDS = Object.keys(userFormSchema.shape) as (keyof UserFormValues)[];

export const EMPTY_USER: UserFormValues = {
  email: '',
  name: '',
  role: 'STUDENT',
  firstName: '',
  lastName: '',
  phone: '',
  subEmail: '',
  dateOfBirth: null,
  gender: 'MALE',
  address: '',
  link: '',
  workPlace: '',
  studentStatus: '',
  passport: '',
  isActive: true,
};

/** Form values as the mutation input: no date is an explicit null, blank texts stay blank (they clear). */
export const toUserInput = ({ isActive: _isActive, ...values }: UserFormValues) => ({
  ...values,
  dateOfBirth: values.dateOfBirth || null,
});
