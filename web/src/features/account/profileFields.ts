import type { ProfileValues } from './accountSchemas';

export type { ProfileValues } from './accountSchemas';

/** The profile form's fields, without its rules (accountSchemas.ts, loaded when the form first validates). */
export const PROFILE_FIELDS: (keyof ProfileValues)[] = [
  'name',
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'phone',
  'subEmail',
  'link',
  'workPlace',
  'address',
  'passport',
];
