import type { UserFormValues } from './userSchema';

export type { UserFormValues } from './userSchema';

/**
 * The user form's choices, fields and defaults, without its rules: the rules (zod) load when the form first
 * validates (userSchema.ts, through lazyZodResolver).
 */
export const ROLES = ['ADMIN', 'TEACHER', 'STUDENT', 'SPECIALIZE'] as const;
export const GENDERS = ['MALE', 'FEMALE'] as const;

export const USER_FORM_FIELDS: (keyof UserFormValues)[] = [
  'email',
  'name',
  'role',
  'firstName',
  'lastName',
  'phone',
  'subEmail',
  'dateOfBirth',
  'gender',
  'address',
  'link',
  'workPlace',
  'studentStatus',
  'passport',
  'isActive',
];

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
